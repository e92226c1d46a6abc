import { describe, expect, it } from 'vitest';
import { insertSampleMenu } from '@/modules/menu/menu-fixtures.js';
import { insertPortalWorld, portalCall } from '@/modules/portal/portal-fixtures.js';
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

describe("the store page's first answers in its first HTML (issue 18 item 5)", async () => {
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

  it("is the same page for every diner while the store's answers hold", async () => {
    const first = await app.inject({ method: 'GET', url: `/store/${storeId}` });
    const second = await app.inject({ method: 'GET', url: `/store/${storeId}` });
    expect(second.body).toBe(first.body);
  });

  it("shows an edit made elsewhere once its 'menu' event arrives, as the API does", async () => {
    const before = pageDataOf((await app.inject({ method: 'GET', url: `/store/${storeId}` })).body);
    const [category] = before?.menu as { id: number; name: string }[];
    // As another process would: write, then publish (this process's copies are not told directly).
    await app.db.execute(`update categories set name = 'Renamed Elsewhere' where id = ${category?.id}`);
    await app.events.publish({ type: 'menu', storeId });
    const categoryName = async () =>
      (
        pageDataOf((await app.inject({ method: 'GET', url: `/store/${storeId}` })).body)?.menu as {
          id: number;
          name: string;
        }[]
      ).find((row) => row.id === category?.id)?.name;
    await expect.poll(categoryName, { timeout: 10_000 }).toBe('Renamed Elsewhere');
    const page = pageDataOf((await app.inject({ method: 'GET', url: `/store/${storeId}` })).body);
    expect(page?.menu).toEqual(await post(`/api/getStoreMenu?restaurantInfoId=${storeId}`));
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

describe('store pages follow portal edits at once (issue 18 items 4 and 5)', async () => {
  const app = await buildTestApp();
  const { store, owner } = await insertPortalWorld(app);
  const storePage = async () =>
    (
      await app.inject({
        method: 'GET',
        url: `/store/${store.storeId}`,
        headers: { 'accept-language': 'en' },
      })
    ).body;

  it('a store edit shows in the next page: its title and its data', async () => {
    expect(await storePage()).toContain('Board Grill');
    const saved = await portalCall(app, owner, 'POST', `/portal/stores/${store.storeId}/store-settings`, {
      name: 'Board Grill Two',
    });
    expect(saved.statusCode).toBe(200);
    const html = await storePage();
    expect(html).toMatch(/<title>[^<]*Board Grill Two/);
    expect(pageDataOf(html)?.stores).toMatchObject([{ name: 'Board Grill Two' }]);
  });

  it('an item edit shows in the next page', async () => {
    expect(await storePage()).not.toContain('Double Burger');
    const edited = await portalCall(
      app,
      owner,
      'POST',
      `/portal/stores/${store.storeId}/items/${store.items.burger}`,
      {
        name: 'Double Burger',
      },
    );
    expect(edited.statusCode).toBe(200);
    expect(JSON.stringify(pageDataOf(await storePage())?.menu)).toContain('Double Burger');
  });
});
