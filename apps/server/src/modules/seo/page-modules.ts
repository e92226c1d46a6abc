/**
 * The modules a diner's first page loads lazily (its route and its English strings, as the web app's route
 * tables import them: apps/web/src/app/route-tables), named as keys of the web build's manifest. Their hints
 * in the first HTML fetch them beside the app's entry instead of after it has run: ~0.5 s of the checkout's
 * and the store list's largest paint on a phone's network (docs/PERFORMANCE.md §5). A page not listed, or a
 * name the build no longer has, only loses its hints.
 */
export const FIRST_PAGE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/': ['src/app/routes/home.tsx', 'src/i18n/locales/discovery-en.ts'],
  '/storeslist': ['src/app/routes/storeslist.tsx', 'src/i18n/locales/discovery-en.ts'],
  '/checkout': ['src/app/routes/checkout.tsx', 'src/i18n/locales/account-en.ts'],
};

/** The store page's route module (it draws its first screen on the server too: store-first-screen.ts). */
export const STORE_ROUTE_SOURCE = 'src/app/routes/store/store-route.tsx';
