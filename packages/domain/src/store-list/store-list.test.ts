import { describe, expect, it } from 'vitest';
import { bannerStoresFirst, DEFAULT_STORE_FILTERS, filterStores, hasDriverOption } from './store-list.js';

interface ListedStore {
  id: number;
  name: string;
  keyword: string | null;
  bannerUrl: string | null;
  distance: number | null;
  orderlane: boolean;
  orderlaneDrive: boolean;
  ownDriver: boolean;
  tdrive: boolean;
}

function store(id: number, name: string, keyword: string, overrides: Partial<ListedStore> = {}): ListedStore {
  return {
    id,
    name,
    keyword,
    bannerUrl: `/media/${id}.svg`,
    distance: null,
    orderlane: true,
    orderlaneDrive: false,
    ownDriver: false,
    tdrive: false,
    ...overrides,
  };
}

const wok = store(1, 'Golden Wok Kitchen', 'Chinese, Noodles, Chicken', { orderlaneDrive: true });
const burger = store(2, 'Loop Burger Co.', 'Burgers, Fast Food', { ownDriver: true });
const pizza = store(3, 'Windy City Pizza Pub', 'Pizza, Italian', { tdrive: true });
const sweets = store(4, 'Sugar & Spoon', 'Desserts, Coffee', { bannerUrl: null });
const all = [wok, burger, pizza, sweets];

describe('store list: filterStores', () => {
  it('keeps every store with the default filters (All, Pickup, no name)', () => {
    expect(filterStores(all, DEFAULT_STORE_FILTERS)).toEqual(all);
  });

  it('matches the name as a case-insensitive substring', () => {
    expect(filterStores(all, { ...DEFAULT_STORE_FILTERS, name: '  wOK ' })).toEqual([wok]);
    expect(filterStores(all, { ...DEFAULT_STORE_FILTERS, name: 'o' }).map((s) => s.id)).toEqual([1, 2, 4]);
  });

  it('matches a category as a substring of the keyword', () => {
    expect(filterStores(all, { ...DEFAULT_STORE_FILTERS, category: 'Fast Food' })).toEqual([burger]);
    expect(filterStores(all, { ...DEFAULT_STORE_FILTERS, category: 'Chicken' })).toEqual([wok]);
    expect(filterStores(all, { ...DEFAULT_STORE_FILTERS, category: 'Healthy' })).toEqual([]);
  });

  it('lists only stores with a driver option in Delivery mode', () => {
    expect(filterStores(all, { ...DEFAULT_STORE_FILTERS, mode: 'DELIVERY' })).toEqual([wok, burger, pizza]);
    expect(hasDriverOption(sweets)).toBe(false);
  });

  it('combines the filters', () => {
    expect(filterStores(all, { name: 'pub', category: 'Pizza', mode: 'DELIVERY' })).toEqual([pizza]);
  });
});

describe('bannerStoresFirst', () => {
  it('moves stores without a banner after the others and keeps the order otherwise', () => {
    expect(bannerStoresFirst([sweets, wok, burger]).map((s) => s.id)).toEqual([1, 2, 4]);
  });
});
