/** Base64 (standard or URL-safe) of UTF-8 JSON to a value; null when it is not. */
export function decodeBase64Json(text: string | null | undefined): unknown {
  if (!text) {
    return null;
  }
  try {
    const standard = text.trim().replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch {
    return null; // malformed input is treated as absent, as the spec asks
  }
}

/** A value as base64 of its UTF-8 JSON (names may hold non-Latin letters). */
export function encodeBase64Json(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
}
