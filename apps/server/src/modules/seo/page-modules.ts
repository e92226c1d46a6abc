/**
 * The pages that show the stores of the default area first (the home pages and the store list), drawn by the
 * server for a diner reading English (seo-routes.ts), with the modules each loads lazily: its route and its
 * English strings, as keys of the web build's manifest, loaded once the drawing is on screen.
 */
const STORE_LIST_PATH = '/storeslist';
const HOME_SOURCES = ['src/app/routes/home.tsx', 'src/i18n/locales/discovery-en.ts'];
export const DISCOVERY_PAGE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/': HOME_SOURCES,
  '/init3': HOME_SOURCES,
  [STORE_LIST_PATH]: ['src/app/routes/storeslist.tsx', 'src/i18n/locales/discovery-en.ts'],
};

/**
 * The modules a diner's first page loads lazily (its route and its English strings, as the web app's route
 * tables import them: apps/web/src/app/route-tables), named as keys of the web build's manifest. Their hints
 * in the first HTML fetch them beside the app's entry instead of after it has run. Only pages where that was
 * measured to help are listed (docs/PERFORMANCE.md §5 and §8.10): the checkout's largest paint came sooner and
 * its blocking time went; the home page's blocking time grew with them, so it is not listed. A name the build no longer has
 * only loses hints. A page the server draws loads the same modules after its first paint instead
 * (first-screen-assets.ts).
 */
export const FIRST_PAGE_MODULES: Readonly<Record<string, readonly string[]>> = {
  [STORE_LIST_PATH]: DISCOVERY_PAGE_MODULES[STORE_LIST_PATH] ?? [],
  '/checkout': ['src/app/routes/checkout.tsx', 'src/i18n/locales/account-en.ts'],
};

/** The store page's route module (it draws its first screen on the server too: store-first-screen.ts). */
export const STORE_ROUTE_SOURCE = 'src/app/routes/store/store-route.tsx';
