import { pageRoutePatterns, parseStoreIdParam } from '@orderlane/domain';
import {
  createBrowserRouter,
  matchRoutes,
  redirect,
  RouterProvider,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { paths } from '@/config/paths';
import { useCartStore } from '@/features/cart/stores/cart-store';
import { storeMenuQueryOptions } from '@/features/menu/api/get-store-menu';
import { storeQueryKey, storeQueryOptions } from '@/features/store/api/search-restaurants';
import { prepareStoreFirstRender } from '@/lib/prepare-store-first-render';
import { queryClient } from '@/lib/query-client';
import type { Store } from '@/types/api';
import { PageSpinner } from './layout/page-spinner';
import { RootLayout } from './layout/root-layout';
import { RouteErrorBoundary } from './layout/route-error-boundary';
import { seedStorePageData } from './store-page-data';
import { accountPages } from './route-tables/account-pages';
import { discoveryPages } from './route-tables/discovery-pages';
import { portalPages } from './route-tables/portal-pages';
import { merchantPages } from './route-tables/merchant-pages';
import { infoPages } from './route-tables/info-pages';
import { staffPages } from './route-tables/staff-pages';

const storeRoute = () =>
  import('./routes/store/store-route').then((module) => ({ Component: module.StoreRoute }));
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

/**
 * Takes the store and menu answers from the first HTML, else starts their requests while the page's code loads.
 * With the store known, its zone and prices are made ready before the page's first render, which draws both.
 */
async function prefetchStore({ params, request }: LoaderFunctionArgs): Promise<null> {
  const id = parseStoreIdParam(params.id, new URL(request.url).searchParams.get('id'));
  if (id === null) {
    return null;
  }
  const { scheduleTime } = useCartStore.getState().cart;
  seedStorePageData(queryClient, id, scheduleTime);
  queryClient.fetchQuery(storeQueryOptions(id)).then(preloadBanner, () => undefined);
  void queryClient.prefetchQuery(storeMenuQueryOptions(id, scheduleTime));
  const store = queryClient.getQueryData<Store | null>(storeQueryKey(id));
  if (store) {
    await prepareStoreFirstRender(store.timeZone);
  }
  return null;
}

/** The page of each route of the route table; a path with no page here is answered by the 404 page. */
const builtPages: Record<string, RouteObject> = {
  [paths.store.path]: { loader: prefetchStore, lazy: storeRoute },
  [paths.restaurantPhp.path]: { loader: prefetchStore, lazy: storeRoute },
  [paths.bi.path]: { loader: () => redirect(paths.bill.getHref()) },
  ...discoveryPages,
  ...accountPages,
  ...portalPages,
  ...merchantPages,
  ...infoPages,
  ...staffPages,
};

let appRoutes: RouteObject[] | undefined;

function routeTable(): RouteObject[] {
  appRoutes ??= [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorBoundary />,
      HydrateFallback: PageSpinner,
      children: [
        ...pageRoutePatterns.flatMap((pattern) => {
          const page = builtPages[pattern];
          return page ? [{ path: pattern, ...page }] : [];
        }),
        { path: '*', lazy: notFoundRoute },
      ],
    },
  ];
  return appRoutes;
}

export function createAppRouter() {
  return createBrowserRouter(routeTable());
}

/**
 * Starts loading the first page's code (its route module, what that imports, its strings) before the router is
 * made. Starting it costs a preload link per module not yet hinted, a large part of the router's first task on a
 * slow phone; `main.tsx` runs it in a task of its own, and the router's own call then finds every module on its way
 * (docs/PERFORMANCE.md §8.10).
 */
export function startFirstPageCode(): void {
  for (const { route } of matchRoutes(routeTable(), window.location) ?? []) {
    if (typeof route.lazy === 'function') {
      void Promise.resolve(route.lazy()).catch(() => undefined);
    }
  }
}

let router: ReturnType<typeof createAppRouter> | undefined;

/**
 * Makes the app's router, which runs the first page's loaders and starts loading its code. `main.tsx` calls it
 * in a task after the one that ran the app's modules: together they were one long task on a slow phone, after a
 * drawn page's first paint, where it delays a diner's first tap.
 */
export function startRouter() {
  router ??= createAppRouter();
  return router;
}

/** Settles once the first page's code and loaders are in: the page can then draw at once, with no spinner. */
export function whenRouterReady(): Promise<void> {
  const router = startRouter();
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}

export function AppRouter() {
  return <RouterProvider router={startRouter()} />;
}
