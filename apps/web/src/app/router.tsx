import { pageRoutePatterns } from '@orderlane/domain';
import {
  createBrowserRouter,
  redirect,
  RouterProvider,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { parseStoreIdParam, paths } from '@/config/paths';
import { useCartStore } from '@/features/cart/stores/cart-store';
import { storeMenuQueryOptions } from '@/features/menu/api/get-store-menu';
import { storeQueryOptions } from '@/features/store/api/search-restaurants';
import { queryClient } from '@/lib/query-client';
import type { Store } from '@/types/api';
import { PageSpinner } from './layout/page-spinner';
import { RootLayout } from './layout/root-layout';
import { RouteErrorBoundary } from './layout/route-error-boundary';
import { accountPages } from './route-tables/account-pages';
import { discoveryPages } from './route-tables/discovery-pages';

const storeRoute = () =>
  import('./routes/store/store-route').then((module) => ({ Component: module.StoreRoute }));
const comingSoonRoute = () =>
  import('./routes/coming-soon').then((module) => ({ Component: module.ComingSoonRoute }));
const notFoundRoute = () =>
  import('./routes/not-found').then((module) => ({ Component: module.NotFoundRoute }));

/** The banner is the store page's largest paint: fetch it as soon as the store answers, not after the page's code. */
function preloadBanner(store: Store | null): void {
  if (store?.bannerUrl) {
    const image = new Image();
    image.fetchPriority = 'high';
    image.src = store.bannerUrl;
  }
}

/** Starts the store and menu requests while the store page's code is still loading (no waterfall). */
function prefetchStore({ params, request }: LoaderFunctionArgs): null {
  const id = parseStoreIdParam(params.id, new URL(request.url).searchParams.get('id'));
  if (id !== null) {
    queryClient.fetchQuery(storeQueryOptions(id)).then(preloadBanner, () => undefined);
    void queryClient.prefetchQuery(storeMenuQueryOptions(id, useCartStore.getState().cart.scheduleTime));
  }
  return null;
}

/** Pages built so far; every other route of 001 §2's table shows Coming soon until its issue lands. */
const builtPages: Record<string, RouteObject> = {
  [paths.store.path]: { loader: prefetchStore, lazy: storeRoute },
  [paths.restaurantPhp.path]: { loader: prefetchStore, lazy: storeRoute },
  [paths.bi.path]: { loader: () => redirect(paths.bill.getHref()) },
  ...discoveryPages,
  ...accountPages,
};

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteErrorBoundary />,
      HydrateFallback: PageSpinner,
      children: [
        ...pageRoutePatterns.map((pattern) => ({
          path: pattern,
          ...(builtPages[pattern] ?? { lazy: comingSoonRoute }),
        })),
        { path: '*', lazy: notFoundRoute },
      ],
    },
  ]);
}

const router = createAppRouter();

export function AppRouter() {
  return <RouterProvider router={router} />;
}
