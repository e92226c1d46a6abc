import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import { storeListQueryOptions } from '@/features/store-list/api/locate-restaurants';
import { HomeRoute } from './routes/home';
import { StoresListRoute } from './routes/storeslist';
import { renderFirstScreen } from './server-render';

/** The pages that show the stores of the default area first: the home pages and the store list. */
const DISCOVERY_PAGES: Readonly<Record<string, ComponentType>> = {
  [paths.home.getHref()]: HomeRoute,
  [paths.init3.getHref()]: HomeRoute,
  [paths.storesList.getHref()]: StoresListRoute,
};

export interface DiscoveryFirstScreenInput {
  /** The address the page was asked at. */
  pathname: string;
  /** The locateRestaurants answer without a position (the default area), as the page's first HTML carries it. */
  stores: unknown;
}

/**
 * A home page or the store list as a first-time visitor sees it before its JavaScript has run (the header, the
 * hero or the search and filters, and the first cards of the stores of the default area), as HTML for the
 * server to put in the page's first response. The app's first render shows the same (the HTML carries the
 * answer and the query cache is seeded with it), then asks for the diner's position if the browser already
 * allows it. Null for another page, or an answer that is not a list.
 */
export function renderDiscoveryFirstScreen({ pathname, stores }: DiscoveryFirstScreenInput): string | null {
  const Page = DISCOVERY_PAGES[pathname];
  if (!Page || !Array.isArray(stores)) {
    return null;
  }
  return renderFirstScreen(
    pathname,
    (queryClient) => queryClient.setQueryData(storeListQueryOptions({ kind: 'none' }).queryKey, stores),
    <Page />,
  );
}
