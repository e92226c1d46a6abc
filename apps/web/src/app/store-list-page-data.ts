import type { QueryClient } from '@tanstack/react-query';
import { storeListQueryOptions } from '@/features/store-list/api/locate-restaurants';
import { takePageData } from './page-data';

/** The element the server writes into the first HTML of the store list and the home pages (apps/server, modules/seo). */
const STORE_LIST_DATA_ID = 'store-list-data';

/**
 * Puts the locateRestaurants answer the first HTML carries (the stores of the default area, asked without a
 * position) into the query cache, as if just fetched: the list shows at once, also while the browser is asked
 * whether the diner's position may be used, instead of a skeleton for the length of an API round trip.
 */
export function seedStoreListData(queryClient: QueryClient): void {
  const stores = takePageData(STORE_LIST_DATA_ID);
  if (Array.isArray(stores)) {
    queryClient.setQueryData(storeListQueryOptions({ kind: 'none' }).queryKey, stores);
  }
}
