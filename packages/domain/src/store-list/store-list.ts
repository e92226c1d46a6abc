/** What the store-list rules read of a listed store. */
export interface ListedStoreFields {
  name: string;
  keyword: string | null;
  bannerUrl: string | null;
  orderlaneDrive: boolean;
  ownDriver: boolean;
  tdrive: boolean;
}

/** The category strip; 'All' matches every store. */
export const STORE_CATEGORIES = [
  'All',
  'Fast Food',
  'Burgers',
  'Desserts',
  'Chicken',
  'Mexican',
  'Sandwiches',
  'Healthy',
  'Chinese',
  'Breakfast',
  'Pizza',
] as const;
export type StoreCategory = (typeof STORE_CATEGORIES)[number];

export type StoreListMode = 'PICK_UP' | 'DELIVERY';

/** The list shows 6 stores first, 6 more per Show More. */
export const STORE_PAGE_SIZE = 6;

export interface StoreFilters {
  name: string;
  category: StoreCategory;
  mode: StoreListMode;
}

export const DEFAULT_STORE_FILTERS: StoreFilters = { name: '', category: 'All', mode: 'PICK_UP' };

/** In Delivery mode only stores with a driver option are listed. */
export function hasDriverOption(
  store: Pick<ListedStoreFields, 'orderlaneDrive' | 'ownDriver' | 'tdrive'>,
): boolean {
  return store.orderlaneDrive || store.ownDriver || store.tdrive;
}

const contains = (text: string | null | undefined, part: string) =>
  (text ?? '').toLowerCase().includes(part.toLowerCase());

/** Name: case-insensitive substring; category: substring of the keyword; mode: driver option for Delivery. */
export function filterStores<T extends ListedStoreFields>(stores: readonly T[], filters: StoreFilters): T[] {
  const name = filters.name.trim();
  return stores.filter(
    (store) =>
      (name === '' || contains(store.name, name)) &&
      (filters.category === 'All' || contains(store.keyword, filters.category)) &&
      (filters.mode === 'PICK_UP' || hasDriverOption(store)),
  );
}

/** On the store list, stores with a banner come first; the server's order is kept otherwise. */
export function bannerStoresFirst<T extends ListedStoreFields>(stores: readonly T[]): T[] {
  return [...stores.filter((store) => store.bannerUrl), ...stores.filter((store) => !store.bannerUrl)];
}
