import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { loadEnglishStrings } from '@/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { seedStoreListData } from '../store-list-page-data';

/** A page's code and its English strings, fetched side by side. */
const withStrings = <T,>(route: Promise<T>): Promise<T> =>
  Promise.all([route, loadEnglishStrings('discovery')]).then(([loaded]) => loaded);

const homeRoute = () =>
  withStrings(import('../routes/home')).then((module) => ({ Component: module.HomeRoute }));
const init2Route = () =>
  withStrings(import('../routes/init2')).then((module) => ({ Component: module.Init2Route }));
const storesListRoute = () =>
  withStrings(import('../routes/storeslist')).then((module) => ({ Component: module.StoresListRoute }));
const inStoreRoute = () =>
  withStrings(import('../routes/in-store')).then((module) => ({ Component: module.InStoreRoute }));

/** The stores the page's first HTML carries (home, store list) go into the query cache while its code loads. */
function seedStoreList(): null {
  seedStoreListData(queryClient);
  return null;
}

/** Finding a restaurant and ordering at the table: home, store list, in-store page. */
export const discoveryPages: Record<string, RouteObject> = {
  [paths.home.path]: { loader: seedStoreList, lazy: homeRoute },
  [paths.init3.path]: { loader: seedStoreList, lazy: homeRoute },
  [paths.init2.path]: { lazy: init2Route },
  [paths.storesList.path]: { loader: seedStoreList, lazy: storesListRoute },
  [paths.inStore.path]: { lazy: inStoreRoute },
};
