/**
 * Reads the JSON the server wrote into the page's first HTML (`<script type="application/json" id=…>`,
 * apps/server modules/seo) once, and removes it: a later visit to the page asks the API, as its age is unknown.
 * Null when the page carries none or it cannot be read.
 */
export function takePageData(elementId: string): unknown {
  const element = document.getElementById(elementId);
  if (!element) {
    return null;
  }
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return null;
  }
}
