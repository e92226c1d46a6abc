import type { QueryClient } from '@tanstack/react-query';
import { readStoreMenuAnswer, storeMenuQueryOptions } from '@/features/menu/api/get-store-menu';
import { readSearchAnswer, storeQueryKey } from '@/features/store/api/search-restaurants';
import { takePageData } from './page-data';

/** The element the server writes into a store page's (and a drawn checkout's) first HTML (apps/server/src/modules/seo). */
const STORE_PAGE_DATA_ID = 'store-page-data';

interface StorePageData {
  storeId: number;
  /** The searchRestaurants answer (with hours). */
  stores: unknown;
  /** The getStoreMenu answer for now, or null (always, in a checkout's). */
  menu: unknown;
}

/**
 * Puts the store and menu answers the first HTML carries into the query cache, as if just fetched: the page
 * renders at once instead of after two API round trips. The menu is the menu of now, so only a cart without
 * a scheduled time uses it.
 */
export function seedStorePageData(
  queryClient: QueryClient,
  storeId: number,
  scheduleTime: string | null,
): void {
  const data = takePageData(STORE_PAGE_DATA_ID) as StorePageData | null;
  if (data?.storeId !== storeId) {
    return;
  }
  const store = readSearchAnswer(data.stores);
  if (store) {
    queryClient.setQueryData(storeQueryKey(storeId), store);
  }
  if (data.menu !== null && scheduleTime === null) {
    queryClient.setQueryData(
      storeMenuQueryOptions(storeId, null).queryKey,
      readStoreMenuAnswer(data.menu, storeId),
    );
  }
}
