import { describe, expect, it } from 'vitest';
import { insertPortalWorld, portalCall } from '@/modules/portal/portal-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';

describe('GET/PUT /api/portal/stores/:storeId/capacity', async () => {
  const app = await buildTestApp();
  const { store, otherStore, owner, staff, outsider } = await insertPortalWorld(app);
  const path = `/portal/stores/${store.storeId}/capacity`;
  const setup = { slotLimitMinutes: 30, defaultMakeMinutes: 4, categories: [], items: [] };

  it('answers the defaults to the owner: unlimited, 5 minutes, every category and item unset', async () => {
    const answer = await portalCall(app, owner, 'GET', path);
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data).toMatchObject({ storeId: store.storeId, slotMinutes: 15, slotLimitMinutes: null });
    expect(data.defaultMakeMinutes).toBe(5);
    expect(data.items.find((item: { itemId: number }) => item.itemId === store.items.burger)).toMatchObject({
      name: 'Burger',
      makeMinutes: null,
    });
    expect(data.categories.length).toBeGreaterThan(0);
  });

  it('refuses staff, other owners and nobody with 403, for reading and saving', async () => {
    for (const who of [staff, outsider, null]) {
      const read = await portalCall(app, who, 'GET', path);
      expect(read.statusCode).toBe(403);
      expect(read.json().message).toMatch(/\w+ \w+/);
      expect((await portalCall(app, who, 'PUT', path, setup)).statusCode).toBe(403);
    }
  });

  it('saves the limit and make times, and a null make time goes back to the default', async () => {
    const burgerCategory = (await portalCall(app, owner, 'GET', path))
      .json()
      .data.items.find((item: { itemId: number }) => item.itemId === store.items.burger).categoryId;
    const saved = await portalCall(app, owner, 'PUT', path, {
      ...setup,
      categories: [{ categoryId: burgerCategory, makeMinutes: 7 }],
      items: [
        { itemId: store.items.burger, makeMinutes: 12 },
        { itemId: store.items.fries, makeMinutes: null },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const data = (await portalCall(app, owner, 'GET', path)).json().data;
    expect(data).toMatchObject({ slotLimitMinutes: 30, defaultMakeMinutes: 4 });
    const byId = (id: number) => data.items.find((item: { itemId: number }) => item.itemId === id);
    expect(byId(store.items.burger).makeMinutes).toBe(12);
    expect(byId(store.items.fries).makeMinutes).toBeNull();
    expect(
      data.categories.find((row: { categoryId: number }) => row.categoryId === burgerCategory).makeMinutes,
    ).toBe(7);
    const cleared = await portalCall(app, owner, 'PUT', path, { ...setup, slotLimitMinutes: null });
    expect(cleared.json().data).toMatchObject({ slotLimitMinutes: null });
    expect(cleared.json().data.items.every((item: { makeMinutes: null }) => item.makeMinutes === null)).toBe(
      true,
    );
  });

  it.each([
    [{ slotLimitMinutes: -5 }, 'The limit per slot cannot be negative.'],
    [{ slotLimitMinutes: 'lots' }, 'The limit per slot must be a number of minutes'],
    [{ defaultMakeMinutes: 2.5 }, 'A make time must be a whole number of minutes.'],
    [{ defaultMakeMinutes: 1000 }, 'A make time cannot be more than 240 minutes.'],
  ])('answers 400 to %j with a clear message', async (change, message) => {
    const refused = await portalCall(app, owner, 'PUT', path, { ...setup, ...change });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(message);
  });

  it('answers 400 to items of another store, items listed twice and a missing body', async () => {
    const foreign = await portalCall(app, owner, 'PUT', path, {
      ...setup,
      items: [{ itemId: otherStore.items.burger, makeMinutes: 3 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(`Item ${otherStore.items.burger} is not on this store's menu.`);
    const twice = await portalCall(app, owner, 'PUT', path, {
      ...setup,
      items: [
        { itemId: store.items.burger, makeMinutes: 3 },
        { itemId: store.items.burger, makeMinutes: 4 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(`Item ${store.items.burger} is listed twice.`);
    const empty = await portalCall(app, owner, 'PUT', path);
    expect(empty.statusCode).toBe(400);
  });
});
