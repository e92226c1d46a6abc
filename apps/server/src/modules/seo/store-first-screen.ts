import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CheckoutHint } from '@orderlane/domain';

export interface StoreFirstScreenInput {
  pathname: string;
  /** The searchRestaurants answer with hours, as the page's first HTML carries it. */
  stores: unknown;
  /** The getStoreMenu answer for now, or null. */
  menu: unknown;
}

export interface DiscoveryFirstScreenInput {
  /** A home page or the store list. */
  pathname: string;
  /** The locateRestaurants answer without a position, as the page's first HTML carries it. */
  stores: unknown;
}

export interface CheckoutFirstScreenInput {
  /** /checkout. */
  pathname: string;
  /** The searchRestaurants answer with hours of the hint's store, as the page's first HTML carries it. */
  stores: unknown;
  /** What the diner's cart said when it last changed (packages/domain checkout-hint). */
  hint: CheckoutHint;
  now: Date;
}

/** A page's first screen as HTML, or null when the page has none to show. */
export type RenderFirstScreen<Input> = (input: Input) => string | null;
export type RenderStoreFirstScreen = RenderFirstScreen<StoreFirstScreenInput>;
export type RenderDiscoveryFirstScreen = RenderFirstScreen<DiscoveryFirstScreenInput>;
export type RenderCheckoutFirstScreen = RenderFirstScreen<CheckoutFirstScreenInput>;

/** The pages the web build draws on the server: its file in `dist-server` and the function it exports. */
const FIRST_SCREENS = {
  store: { file: 'store-first-screen.js', render: 'renderStoreFirstScreen' },
  discovery: { file: 'discovery-first-screen.js', render: 'renderDiscoveryFirstScreen' },
  checkout: { file: 'checkout-first-screen.js', render: 'renderCheckoutFirstScreen' },
} as const;

/** Where `vite build --ssr` writes the web app's server renders (apps/web/vite.config.ts), beside its dist. */
export const firstScreenFile = (webDistDir: string, page: keyof typeof FIRST_SCREENS) =>
  path.join(path.dirname(webDistDir), 'dist-server', FIRST_SCREENS[page].file);

async function loadFirstScreen<Input>(
  webDistDir: string,
  page: keyof typeof FIRST_SCREENS,
): Promise<RenderFirstScreen<Input> | null> {
  const file = firstScreenFile(webDistDir, page);
  if (!existsSync(file)) {
    return null;
  }
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const render = module[FIRST_SCREENS[page].render];
  return typeof render === 'function' ? (render as RenderFirstScreen<Input>) : null;
}

/** The web build's render of the store page's first screen; null for a server without a built web app. */
export const loadStoreFirstScreen = (webDistDir: string) =>
  loadFirstScreen<StoreFirstScreenInput>(webDistDir, 'store');

/** The web build's render of the home pages' and the store list's first screens; null without a web build. */
export const loadDiscoveryFirstScreen = (webDistDir: string) =>
  loadFirstScreen<DiscoveryFirstScreenInput>(webDistDir, 'discovery');

/** The web build's render of a signed-in diner's checkout's first screen; null without a web build. */
export const loadCheckoutFirstScreen = (webDistDir: string) =>
  loadFirstScreen<CheckoutFirstScreenInput>(webDistDir, 'checkout');

/**
 * Draws a first screen from the answers the page carries. The page is kept for the minute under those answers
 * (`seo-routes.ts`), so a drawing is made once per page, minute and change. A drawing that fails is logged and
 * the page is served without it: the app draws the page either way.
 */
export function createFirstScreenDrawer<Input extends { pathname: string }>(
  render: RenderFirstScreen<Input> | null,
  logError: (error: unknown, pathname: string) => void,
) {
  return (input: Input): string | null => {
    if (!render) {
      return null;
    }
    try {
      return render(input);
    } catch (error) {
      logError(error, input.pathname);
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
