import { describe, expect, it } from 'vitest';
import { calculate, pickupOrder } from '@/modules/orders/orders-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { insertPortalWorld, portalCall } from './portal-fixtures.js';

interface MenuItem {
  id: number;
  availability: string;
  optionsList?: { options: { id: number }[] }[];
}

describe('store switches: pause, availability, settings', async () => {
  const app = await buildTestApp();
  const { store, owner, staff, outsider, diner } = await insertPortalWorld(app);
  const storePath = `/portal/stores/${store.storeId}`;
  const menuItems = async () => {
    const menu = (
      await app.inject({ method: 'POST', url: `/api/getStoreMenu?restaurantInfoId=${store.storeId}` })
    ).json();
    return (menu as { items: MenuItem[] }[]).flatMap((category) => category.items);
  };

  it('pauses and resumes the whole store: calculateOrder refuses meanwhile', async () => {
    const paused = await portalCall(app, staff, 'POST', `${storePath}/pause`, {});
    expect(paused.json().data).toMatchObject({
      store: true,
      orderTypes: [],
      pauses: [{ scope: 'ALL', source: 'OWNER' }],
    });
    const refused = (await calculate(app, pickupOrder(store), diner)).json();
    expect(refused.data.submittable).toBe(false);
    expect(refused.message).toBe('This store is not taking orders now. Please try again later.');
    const storeData = async () =>
      (await app.inject({ method: 'POST', url: `/api/searchRestaurants?id=${store.storeId}` })).json()[0];
    expect(await storeData()).toMatchObject({
      orderingPaused: true,
      pauseMessage: 'This store is not taking orders now. Please try again later.',
    });
    expect((await portalCall(app, owner, 'POST', `${storePath}/resume`, {})).json().data.store).toBe(false);
    expect(await storeData()).toMatchObject({
      orderingPaused: false,
      pausedOrderTypes: [],
      pauseMessage: null,
    });
    expect((await calculate(app, pickupOrder(store), diner)).json().data.submittable).toBe(true);
  });

  it('pauses one order type only', async () => {
    await portalCall(app, owner, 'POST', `${storePath}/pause`, { scope: 'PICK_UP' });
    const refused = (await calculate(app, pickupOrder(store), diner)).json();
    expect(refused.message).toBe('Pick Up orders are not being taken now. Please try again later.');
    expect((await portalCall(app, owner, 'GET', `${storePath}/pause`)).json().data.orderTypes).toEqual([
      'PICK_UP',
    ]);
    await portalCall(app, owner, 'POST', `${storePath}/resume`, { scope: 'PICK_UP' });
    expect((await calculate(app, pickupOrder(store), diner)).json().data.submittable).toBe(true);
    expect((await portalCall(app, owner, 'POST', `${storePath}/pause`, { scope: 'LATER' })).statusCode).toBe(
      400,
    );
  });

  it('marks an item unavailable until a time: the menu, item availability and calculateOrder follow at once', async () => {
    expect((await menuItems()).find((item) => item.id === store.items.burger)?.availability).toBe('ALL');
    const marked = await portalCall(app, staff, 'POST', `${storePath}/availability`, {
      itemId: store.items.burger,
      until: 'END_OF_DAY',
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data.unavailableUntil).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
    expect((await menuItems()).find((item) => item.id === store.items.burger)?.availability).toBe('NONE');
    const single = await app.inject({
      method: 'POST',
      url: `/api/item/itemAvailability?itemId=${store.items.burger}`,
    });
    expect(single.json().availability).toBe('NONE');
    const refused = await calculate(app, pickupOrder(store), diner);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      '"Burger" is not available at the chosen time. Please remove it from your cart.',
    );
    const again = await portalCall(app, staff, 'POST', `${storePath}/availability`, {
      itemId: store.items.burger,
    });
    expect(again.json()).toEqual({
      status: 409,
      message: 'This item is unavailable already.',
      requestId: expect.any(String),
    });

    const listed = (await portalCall(app, staff, 'GET', `${storePath}/availability`)).json().data.categories;
    const burger = listed[0].items.find((item: { id: number }) => item.id === store.items.burger);
    expect(burger).toMatchObject({ soldOut: true, entryId: marked.json().data.entryId });

    const restored = await portalCall(
      app,
      staff,
      'DELETE',
      `${storePath}/availability/${marked.json().data.entryId}`,
    );
    expect(restored.statusCode).toBe(200);
    expect((await menuItems()).find((item) => item.id === store.items.burger)?.availability).toBe('ALL');
  });

  it('switches an option off and back', async () => {
    const marked = await portalCall(app, owner, 'POST', `${storePath}/availability`, {
      optionId: store.extras.bacon,
      until: 'END_OF_DAY',
    });
    expect(marked.statusCode).toBe(200);
    const burger = (await menuItems()).find((item) => item.id === store.items.burger);
    const optionIds = burger?.optionsList?.flatMap((group) => group.options.map((option) => option.id));
    expect(optionIds).toContain(store.extras.cheese);
    expect(optionIds).not.toContain(store.extras.bacon);
    await portalCall(app, owner, 'DELETE', `${storePath}/availability/${marked.json().data.entryId}`);
  });

  it('refuses availability marks it cannot honour', async () => {
    const post = (payload: object) => portalCall(app, owner, 'POST', `${storePath}/availability`, payload);
    expect((await post({ itemId: store.items.soldOut })).json().message).toBe(
      'This item is unavailable already.',
    );
    expect((await post({ itemId: 999_999 })).statusCode).toBe(404);
    expect((await post({})).statusCode).toBe(400);
    expect((await post({ itemId: store.items.fries, optionId: store.extras.bacon })).statusCode).toBe(400);
    expect((await post({ itemId: store.items.fries, until: '2001-01-01 10:00' })).json().message).toBe(
      'The time must be in the next 7 days.',
    );
    expect((await post({ itemId: store.items.fries, until: 'tomorrow' })).statusCode).toBe(400);
    expect((await portalCall(app, owner, 'DELETE', `${storePath}/availability/999999`)).statusCode).toBe(404);
  });

  it('keeps settings per store, for owners to change', async () => {
    const read = (await portalCall(app, staff, 'GET', `${storePath}/settings`)).json().data;
    expect(read).toMatchObject({
      escalateAfterMinutes: 3,
      pauseAfterMinutes: 8,
      autoPrint: true,
      printsOnArrival: true,
      orderProtocol: { protocol: 'Auto Printing', email: null, faxNumber: null },
    });
    expect(
      (await portalCall(app, staff, 'POST', `${storePath}/settings`, { autoPrint: false })).statusCode,
    ).toBe(403);
    const changed = await portalCall(app, owner, 'POST', `${storePath}/settings`, {
      escalateAfterMinutes: 5,
      pauseAfterMinutes: 12,
      autoPrint: false,
    });
    expect(changed.json().data).toMatchObject({
      escalateAfterMinutes: 5,
      pauseAfterMinutes: 12,
      autoPrint: false,
      printsOnArrival: false,
    });
    const wrong = await portalCall(app, owner, 'POST', `${storePath}/settings`, { pauseAfterMinutes: 4 });
    expect(wrong.statusCode).toBe(400);
    expect(
      (await portalCall(app, owner, 'POST', `${storePath}/settings`, { escalateAfterMinutes: 0 })).statusCode,
    ).toBe(400);
  });

  it('refuses every store call to an account that does not hold the store', async () => {
    const calls: ['GET' | 'POST' | 'DELETE', string, object?][] = [
      ['GET', `${storePath}/pause`],
      ['POST', `${storePath}/pause`, {}],
      ['POST', `${storePath}/resume`, {}],
      ['GET', `${storePath}/settings`],
      ['POST', `${storePath}/settings`, { autoPrint: true }],
      ['GET', `${storePath}/availability`],
      ['POST', `${storePath}/availability`, { itemId: store.items.fries }],
      ['DELETE', `${storePath}/availability/1`],
      ['GET', `${storePath}/members`],
      ['POST', `${storePath}/members`, { email: 'new@example.com' }],
      ['DELETE', `${storePath}/members/${staff.id}`],
    ];
    for (const [method, url, payload] of calls) {
      expect([url, (await portalCall(app, outsider, method, url, payload)).statusCode]).toEqual([url, 403]);
      expect([url, (await portalCall(app, null, method, url, payload)).statusCode]).toEqual([url, 403]);
    }
  });
});
