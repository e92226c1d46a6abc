import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items } from '@/db/schema/index.js';
import { insertStoreFixture } from '@/modules/orders/orders-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { mediaAddressOf, ownMediaAddress } from './media-address.js';

describe('picture addresses', () => {
  it('tells /media/ paths under PUBLIC_MEDIA_URL, and leaves anything else as it is', () => {
    const address = mediaAddressOf('https://cdn.example.com/media/');
    expect(address('/media/uploads/stores/4/0123456789abcdef0123456789abcdef.png')).toBe(
      'https://cdn.example.com/media/uploads/stores/4/0123456789abcdef0123456789abcdef.png',
    );
    expect(address('https://elsewhere.example/logo.png')).toBe('https://elsewhere.example/logo.png');
    expect(address(null)).toBeNull();
    expect(mediaAddressOf('')).toBe(ownMediaAddress);
  });
});

describe('the storefront with PUBLIC_MEDIA_URL', async () => {
  const app = await buildTestApp({ PUBLIC_MEDIA_URL: 'https://cdn.example.com/media' });
  const store = await insertStoreFixture(app.db, {
    name: 'CDN Grill',
    logoUrl: '/media/stores/cdn-grill-logo.svg',
    bannerUrl: '/media/stores/cdn-grill-banner.svg',
  });
  await app.db
    .update(items)
    .set({ imageUrl: '/media/items/cdn-grill-burger.svg' })
    .where(eq(items.id, store.items.burger));

  it('gives the store page, the store list and the menu the CDN addresses; rows keep their paths', async () => {
    const [page] = (
      await app.inject({ method: 'POST', url: `/api/searchRestaurants?id=${store.storeId}` })
    ).json();
    expect(page).toMatchObject({
      logoUrl: 'https://cdn.example.com/media/stores/cdn-grill-logo.svg',
      bannerUrl: 'https://cdn.example.com/media/stores/cdn-grill-banner.svg',
    });
    const list = (await app.inject({ method: 'POST', url: '/api/locateRestaurants' })).json() as {
      id: number;
      logoUrl: string;
    }[];
    expect(list.find((entry) => entry.id === store.storeId)?.logoUrl).toBe(
      'https://cdn.example.com/media/stores/cdn-grill-logo.svg',
    );
    const menu = (
      await app.inject({ method: 'POST', url: `/api/getStoreMenu?restaurantInfoId=${store.storeId}` })
    ).json() as { items: { id: number; itemImage: string | null }[] }[];
    const burger = menu.flatMap((category) => category.items).find((item) => item.id === store.items.burger);
    expect(burger?.itemImage).toBe('https://cdn.example.com/media/items/cdn-grill-burger.svg');
    const [row] = await app.db
      .select({ imageUrl: items.imageUrl })
      .from(items)
      .where(eq(items.id, store.items.burger));
    expect(row?.imageUrl).toBe('/media/items/cdn-grill-burger.svg');
  });
});
