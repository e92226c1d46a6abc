import { paths } from '@/config/paths';
import { readStoreMenuAnswer, storeMenuQueryOptions } from '@/features/menu/api/get-store-menu';
import { readSearchAnswer, storeQueryKey } from '@/features/store/api/search-restaurants';
import { StorePage } from './routes/store/store-page';
import { renderFirstScreen } from './server-render';

export interface StoreFirstScreenInput {
  /** The address the page was asked at; a page not at its canonical address is redirected by the app. */
  pathname: string;
  /** The searchRestaurants answer (with hours), as the page's first HTML carries it. */
  stores: unknown;
  /** The getStoreMenu answer for now, or null. */
  menu: unknown;
}

/**
 * The store page as a first-time visitor sees it before its JavaScript has run: header, hero, order controls
 * and the first screen of the menu, as HTML for the server to put in the page's first response. The web app
 * draws the page itself once its code has loaded (`main.tsx`), so this markup only has to look the same.
 * Null when there is nothing to draw (no such store, an inactive store, no menu, another canonical address).
 */
export function renderStoreFirstScreen({ pathname, stores, menu }: StoreFirstScreenInput): string | null {
  const store = readSearchAnswer(stores);
  if (!store?.active || menu === null || paths.store.getHref(store.id, store) !== pathname) {
    return null;
  }
  return renderFirstScreen(
    pathname,
    (queryClient) => {
      queryClient.setQueryData(storeQueryKey(store.id), store);
      queryClient.setQueryData(
        storeMenuQueryOptions(store.id, null).queryKey,
        readStoreMenuAnswer(menu, store.id),
      );
    },
    <StorePage store={store} isCartInitiallyOpen={false} />,
  );
}
