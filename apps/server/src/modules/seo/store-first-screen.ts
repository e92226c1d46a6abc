import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface StoreFirstScreenInput {
  pathname: string;
  /** The searchRestaurants answer with hours, as the page's first HTML carries it. */
  stores: unknown;
  /** The getStoreMenu answer for now, or null. */
  menu: unknown;
}

/** The store page's first screen as HTML, or null when the page has none to show. */
export type RenderStoreFirstScreen = (input: StoreFirstScreenInput) => string | null;

/** Where `vite build --ssr` writes the web app's server render (apps/web/vite.config.ts), beside its dist. */
export const storeFirstScreenFile = (webDistDir: string) =>
  path.join(path.dirname(webDistDir), 'dist-server', 'store-first-screen.js');

/** The web build's render of the store page's first screen; null for a server without a built web app. */
export async function loadStoreFirstScreen(webDistDir: string): Promise<RenderStoreFirstScreen | null> {
  const file = storeFirstScreenFile(webDistDir);
  if (!existsSync(file)) {
    return null;
  }
  const module = (await import(pathToFileURL(file).href)) as {
    renderStoreFirstScreen?: RenderStoreFirstScreen;
  };
  return module.renderStoreFirstScreen ?? null;
}

/**
 * Draws a first screen from the answers' JSON. The page that carries it is kept for the minute under those
 * answers (`seo-routes.ts`), so a drawing is made once per store, minute and change. A drawing that fails is
 * logged and the page is served without it: the app draws the page either way.
 */
export function createFirstScreenDrawer(
  render: RenderStoreFirstScreen | null,
  logError: (error: unknown, pathname: string) => void,
) {
  return (pathname: string, storesJson: string, menuJson: string): string | null => {
    if (!render) {
      return null;
    }
    try {
      return render({ pathname, stores: JSON.parse(storesJson), menu: JSON.parse(menuJson) });
    } catch (error) {
      logError(error, pathname);
      return null;
    }
  };
}

/** An Accept-Language header's tags, most preferred first (equal weights keep their order). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: weight === undefined ? 1 : Number(weight), index };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * Whether the web app will show the page in English, by its own rule (apps/web `i18n/language-detector.ts`):
 * `?lng=`, then the browser's languages; the first that is English or zh-CN wins, English when none is. The
 * first screen is drawn in English only, so a diner reading Chinese never sees English first.
 */
export function readsEnglish(query: URLSearchParams, acceptLanguage: string | undefined): boolean {
  const languages = [...query.getAll('lng').slice(-1), ...acceptedLanguages(acceptLanguage)];
  for (const language of languages.map((tag) => tag.toLowerCase())) {
    if (language === 'en' || language.startsWith('en-')) {
      return true;
    }
    if (language === 'zh-cn') {
      return false;
    }
  }
  return true;
}
