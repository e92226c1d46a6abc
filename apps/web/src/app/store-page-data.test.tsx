import { afterEach, describe, expect, it } from 'vitest';
import { storeMenuQueryOptions } from '@/features/menu/api/get-store-menu';
import { storeQueryKey } from '@/features/store/api/search-restaurants';
import { createQueryClient } from '@/lib/query-client';
import type { StoreMenu } from '@/features/menu/utils/map-menu';
import type { Store } from '@/types/api';
import { makeStoreWire } from '@/testing/store-wire';
import { seedStorePageData } from './store-page-data';

const storeWire = makeStoreWire();
const menuWire = [
  {
    id: 31,
    name: 'Pancakes',
    available: true,
    items: [{ id: 301, name: 'Short Stack', price: 8.95, itemAvailability: 'ALL' }],
  },
];

/** What the server writes into a store page's first HTML. */
function writeFirstHtmlData(data: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'store-page-data';
  script.textContent = JSON.stringify(data);
  document.head.append(script);
}

describe('seedStorePageData', () => {
  afterEach(() => document.getElementById('store-page-data')?.remove());

  it('puts the store and the menu of now into the query cache, as the API answers would, and reads them once', () => {
    const queryClient = createQueryClient();
    writeFirstHtmlData({ storeId: 5, stores: [storeWire], menu: menuWire });
    seedStorePageData(queryClient, 5, null);

    const store = queryClient.getQueryData<Store>(storeQueryKey(5));
    expect(store).toMatchObject({ id: 5, name: 'Sunrise Griddle', minDeliveryCents: 1550 });
    const menu = queryClient.getQueryData<StoreMenu>(storeMenuQueryOptions(5, null).queryKey);
    expect(menu?.categories).toMatchObject([
      { id: 31, name: 'Pancakes', items: [{ id: 301, priceCents: 895 }] },
    ]);
    expect(queryClient.getQueryState(storeQueryKey(5))?.isInvalidated).toBe(false);
    expect(document.getElementById('store-page-data')).toBeNull();
  });

  it("leaves the menu to the API when the cart is for a scheduled time (the first HTML's menu is of now)", () => {
    const queryClient = createQueryClient();
    writeFirstHtmlData({ storeId: 5, stores: [storeWire], menu: menuWire });
    seedStorePageData(queryClient, 5, '2026-11-25 09:00:00');

    expect(queryClient.getQueryData(storeQueryKey(5))).toBeDefined();
    expect(
      queryClient.getQueryData(storeMenuQueryOptions(5, '2026-11-25 09:00:00').queryKey),
    ).toBeUndefined();
    expect(queryClient.getQueryData(storeMenuQueryOptions(5, null).queryKey)).toBeUndefined();
  });

  it("ignores another store's data, unreadable data and a page without any", () => {
    const queryClient = createQueryClient();
    writeFirstHtmlData({ storeId: 6, stores: [{ ...storeWire, id: 6 }], menu: menuWire });
    seedStorePageData(queryClient, 5, null);
    const broken = document.createElement('script');
    broken.type = 'application/json';
    broken.id = 'store-page-data';
    broken.textContent = '{"storeId":5,';
    document.head.append(broken);
    seedStorePageData(queryClient, 5, null);
    seedStorePageData(queryClient, 5, null);

    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
