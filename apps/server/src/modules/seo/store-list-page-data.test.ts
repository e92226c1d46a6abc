import { describe, expect, it } from 'vitest';
import { insertPortalWorld, portalCall } from '@/modules/portal/portal-fixtures.js';
import { insertStore } from '@/modules/stores/store-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { STORE_LIST_DATA_ID } from './store-page-data.js';

const listDataOf = (html: string) => {
  const match = new RegExp(
    `<script type="application/json" id="${STORE_LIST_DATA_ID}">(.*?)</script>`,
    's',
  ).exec(html);
  return match ? (JSON.parse(match[1] ?? 'null') as { id: number; name: string }[]) : null;
};

describe("the store list's and the home pages' first answer in their first HTML (issue 18 item 5)", async () => {
  const app = await buildTestApp();
  const { store, owner } = await insertPortalWorld(app);
  const listPage = async () => (await app.inject({ method: 'GET', url: '/storeslist' })).body;
  const located = async () =>
    (await app.inject({ method: 'POST', url: '/api/locateRestaurants' })).json<unknown>();

  it('carries the locateRestaurants answer the list asks for without a position, as the API gives it', async () => {
    const data = listDataOf(await listPage());
    expect(data?.map(({ name }) => name)).toContain('Board Grill');
    expect(data).toEqual(await located());
  });

  it('carries the same answer in the home pages, whose local stores are the first of that list', async () => {
    for (const url of ['/', '/init3']) {
      expect(listDataOf((await app.inject({ method: 'GET', url })).body)).toEqual(await located());
    }
  });

  it('shows a portal edit of a store in the next page, as the API does', async () => {
    const saved = await portalCall(app, owner, 'POST', `/portal/stores/${store.storeId}/store-settings`, {
      name: 'Board Grill Two',
    });
    expect(saved.statusCode).toBe(200);
    const data = listDataOf(await listPage());
    expect(data?.find(({ id }) => id === store.storeId)?.name).toBe('Board Grill Two');
    expect(data).toEqual(await located());
  });

  it('cannot close its script element, whatever a store is named', async () => {
    const name = 'Sneaky </script><script>alert(1)</script> Diner';
    // As another process would: write, then publish.
    const storeId = await insertStore(app.db, { name });
    await app.events.publish({ type: 'store', storeId });
    await expect
      .poll(async () => listDataOf(await listPage())?.map((listed) => listed.name), { timeout: 10_000 })
      .toContain(name);
    expect(await listPage()).not.toContain('</script><script>alert(1)');
  });
});
