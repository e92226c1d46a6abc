import { paths } from '@/config/paths';
import { storeListQueryOptions } from '@/features/store-list/api/locate-restaurants';
import { StoresListRoute } from './routes/storeslist';
import { renderFirstScreen } from './server-render';

export interface StoreListFirstScreenInput {
  /** The address the page was asked at. */
  pathname: string;
  /** The locateRestaurants answer without a position (the default area), as the page's first HTML carries it. */
  stores: unknown;
}

/**
 * The store list as a first-time visitor sees it before its JavaScript has run: header, search bar, filters and
 * the first cards of the stores of the default area, as HTML for the server to put in the page's first
 * response. The app's first render shows the same list (the HTML carries the answer and the query cache is
 * seeded with it), then asks for the diner's position if the browser already allows it. Null when there is
 * nothing to draw.
 */
export function renderStoreListFirstScreen({ pathname, stores }: StoreListFirstScreenInput): string | null {
  if (!Array.isArray(stores) || pathname !== paths.storesList.getHref()) {
    return null;
  }
  return renderFirstScreen(
    pathname,
    (queryClient) => queryClient.setQueryData(storeListQueryOptions({ kind: 'none' }).queryKey, stores),
    <StoresListRoute />,
  );
}
