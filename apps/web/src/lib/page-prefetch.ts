/**
 * Pages whose code can be fetched ahead of a likely tap, by route path. The route tables register their pages'
 * loaders here, so a page can warm the next one without importing the route tables (which would pull them out
 * of the app's entry into a chunk of their own on every page's first load).
 */
const pageLoaders = new Map<string, () => Promise<unknown>>();

export function registerPagePrefetch(path: string, load: () => Promise<unknown>): void {
  pageLoaders.set(path, load);
}

/** Fetches the page's code now; a module is fetched once, so the route's own load then finds it. */
export function prefetchPage(path: string): void {
  void pageLoaders
    .get(path)?.()
    .catch(() => undefined);
}
