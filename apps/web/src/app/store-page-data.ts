import type { QueryClient } from '@tanstack/react-query';
import { readStoreMenuAnswer, storeMenuQueryOptions } from '@/features/menu/api/get-store-menu';
import { readSearchAnswer, storeQueryKey } from '@/features/store/api/search-restaurants';

/** The element the server writes into a store page's first HTML (apps/server/src/modules/seo). */
const STORE_PAGE_DATA_ID = 'store-page-data';

interface StorePageData {
  storeId: number;
  /** The searchRestaurants answer (with hours). */
  stores: unknown;
  /** The getStoreMenu answer for now, or null. */
  menu: unknown;
}

/** Reads the answers once and removes them: a later visit to the page asks the API, as their age is unknown. */
function takeStorePageData(): StorePageData | null {
  const element = document.getElementById(STORE_PAGE_DATA_ID);
  if (!element) {
    return null;
  }
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as StorePageData;
  } catch {
    return null;
  }
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
  const data = takeStorePageData();
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
