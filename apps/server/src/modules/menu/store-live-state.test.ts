import { describe, expect, it } from 'vitest';
import { insertPortalWorld, portalCall } from '@/modules/portal/portal-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';

describe('GET /api/storeLiveState: what an open store page polls', async () => {
  const app = await buildTestApp();
  const { store, owner } = await insertPortalWorld(app);
  const path = `/portal/stores/${store.storeId}`;
  const poll = (etag?: string) =>
    app.inject({
      method: 'GET',
      url: `/api/storeLiveState?restaurantInfoId=${store.storeId}`,
      headers: etag ? { 'if-none-match': etag } : {},
    });
  const state = async () => {
    const answer = await poll();
    expect(answer.statusCode, answer.body).toBe(200);
    return { ...(answer.json() as { store: string; menu: string }), etag: String(answer.headers.etag) };
  };
  const storefront = async () =>
    (
      await app.inject({
        method: 'POST',
        url: `/api/searchRestaurants?id=${store.storeId}&includeHours=true`,
      })
    ).json()[0] as { orderingPaused: boolean; pausedOrderTypes: string[] };
  const availabilityOf = async (itemId: number) =>
    (
      (
        await app.inject({ method: 'POST', url: `/api/getStoreMenu?restaurantInfoId=${store.storeId}` })
      ).json() as { items: { id: number; availability: string }[] }[]
    )
      .flatMap((category) => category.items)
      .find((item) => item.id === itemId)?.availability;

  it('answers the ETags of the store and menu answers, and 304 while nothing changes', async () => {
    const first = await poll();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const store1 = await app.inject({
      method: 'POST',
      url: `/api/searchRestaurants?id=${store.storeId}&includeHours=true`,
    });
    const menu1 = await app.inject({
      method: 'POST',
      url: `/api/getStoreMenu?restaurantInfoId=${store.storeId}`,
    });
    expect(first.json()).toEqual({ store: store1.headers.etag, menu: menu1.headers.etag });
    const again = await poll(String(first.headers.etag));
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("changes when an item is 86'd and when it is back, so the page refetches its menu", async () => {
    const before = await state();
    const marked = await portalCall(app, owner, 'POST', `${path}/availability`, {
      itemId: store.items.burger,
      until: 'END_OF_DAY',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const after = await state();
    expect(after.menu).not.toBe(before.menu);
    expect(after.store).toBe(before.store);
    expect((await poll(before.etag)).statusCode).toBe(200);
    expect(await availabilityOf(store.items.burger)).toBe('NONE');

    const restored = await portalCall(
      app,
      owner,
      'DELETE',
      `${path}/availability/${marked.json().data.entryId}`,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    const back = await state();
    expect(back.menu).not.toBe(after.menu);
    expect(await availabilityOf(store.items.burger)).toBe('ALL');
  });

  it('changes when delivery or the whole store is paused, and when it resumes', async () => {
    const before = await state();
    expect((await portalCall(app, owner, 'POST', `${path}/pause`, { scope: 'DELIVERY' })).statusCode).toBe(
      200,
    );
    const paused = await state();
    expect(paused.store).not.toBe(before.store);
    expect((await storefront()).pausedOrderTypes).toEqual(['DELIVERY']);

    expect((await portalCall(app, owner, 'POST', `${path}/pause`, { scope: 'ALL' })).statusCode).toBe(200);
    const closed = await state();
    expect(closed.store).not.toBe(paused.store);
    expect((await storefront()).orderingPaused).toBe(true);

    for (const scope of ['ALL', 'DELIVERY']) {
      expect((await portalCall(app, owner, 'POST', `${path}/resume`, { scope })).statusCode).toBe(200);
    }
    expect((await state()).store).toBe(before.store);
  });

  it('refuses a store that does not exist or an id that is not one, with a sentence', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/storeLiveState?restaurantInfoId=987654' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/does not exist/);
    for (const query of ['', '?restaurantInfoId=abc', '?restaurantInfoId=-1']) {
      const bad = await app.inject({ method: 'GET', url: `/api/storeLiveState${query}` });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().message).toMatch(/restaurantInfoId/);
    }
  });
});
