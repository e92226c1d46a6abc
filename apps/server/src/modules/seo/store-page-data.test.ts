import { describe, expect, it } from 'vitest';
import { insertSampleMenu } from '@/modules/menu/menu-fixtures.js';
import { insertStore } from '@/modules/stores/store-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { STORE_PAGE_DATA_ID } from './store-page-data.js';

const pageDataOf = (html: string) => {
  const match = new RegExp(
    `<script type="application/json" id="${STORE_PAGE_DATA_ID}">(.*?)</script>`,
    's',
  ).exec(html);
  return match
    ? (JSON.parse(match[1] ?? 'null') as { storeId: number; stores: unknown; menu: unknown })
    : null;
};

describe("the store page's first screen in its first HTML (issue 18 item 5)", async () => {
  const app = await buildTestApp({ PUBLIC_URL: 'https://orderlane.example' });
  const { storeId } = await insertSampleMenu(app.db);
  const post = async (url: string) => (await app.inject({ method: 'POST', url })).json<unknown>();

  it('carries the searchRestaurants and getStoreMenu answers the page would ask for, as the API gives them', async () => {
    const html = (await app.inject({ method: 'GET', url: `/store/${storeId}` })).body;
    const data = pageDataOf(html);
    expect(data?.storeId).toBe(storeId);
    expect(data?.stores).toEqual(await post(`/api/searchRestaurants?id=${storeId}&includeHours=true`));
    expect(data?.menu).toEqual(await post(`/api/getStoreMenu?restaurantInfoId=${storeId}`));
  });

  it('fetches the banner, the largest paint, from the first HTML with high priority', async () => {
    const html = (await app.inject({ method: 'GET', url: `/store/${storeId}` })).body;
    expect(html).toContain('<link rel="preload" as="image" fetchpriority="high" href="/media/banner.png" />');
  });

  it('shows a menu edit in the next page at once (nothing kept between pages)', async () => {
    const before = pageDataOf((await app.inject({ method: 'GET', url: `/store/${storeId}` })).body);
    const [category] = before?.menu as { id: number; name: string }[];
    await app.db.execute(`update categories set name = 'Renamed Now' where id = ${category?.id}`);
    const after = pageDataOf((await app.inject({ method: 'GET', url: `/store/${storeId}` })).body);
    expect((after?.menu as { id: number; name: string }[]).find((row) => row.id === category?.id)?.name).toBe(
      'Renamed Now',
    );
  });

  it('cannot close its script element, whatever a store is named', async () => {
    const id = await insertStore(app.db, { name: 'Sneaky </script><script>alert(1)</script> Diner' });
    const html = (await app.inject({ method: 'GET', url: `/store/${id}` })).body;
    expect(html).not.toContain('</script><script>alert(1)');
    expect(pageDataOf(html)?.stores).toMatchObject([
      { name: 'Sneaky </script><script>alert(1)</script> Diner' },
    ]);
  });

  it('leaves the data out of pages the server does not describe', async () => {
    expect(pageDataOf((await app.inject({ method: 'GET', url: '/storeslist' })).body)).toBeNull();
    expect(pageDataOf((await app.inject({ method: 'GET', url: '/store/999999' })).body)).toBeNull();
  });
});
