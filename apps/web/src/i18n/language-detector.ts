import type { LanguageDetectorModule } from 'i18next';

// Letters, digits, '-' and '_' only: a detected code also lands in <html lang>.
const SAFE_CODE = /^[A-Za-z0-9_-]{1,35}$/;

/**
 * The diner's languages, best first: `?lng=` (lets a tester switch without changing the browser), then the
 * browser's list. i18next picks the first supported one; nothing is cached. A few lines instead of
 * i18next-browser-languagedetector, which weighs 2.6 KB gzip on every first load for these two lookups.
 */
export function detectLanguages(
  search: string,
  browser: Pick<Navigator, 'languages' | 'language'>,
): string[] {
  const fromQuery = new URLSearchParams(search).getAll('lng').at(-1);
  const found = [...(fromQuery ? [fromQuery] : []), ...(browser.languages ?? []), browser.language];
  return found.filter((code) => typeof code === 'string' && SAFE_CODE.test(code));
}

export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => detectLanguages(window.location.search, window.navigator),
  cacheUserLanguage: () => undefined,
};
