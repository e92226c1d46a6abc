import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NEW_STORE_ORDER_TYPES, TAX_RATE_MAX } from '@orderlane/domain';
import { storeOrderTypes, stores } from '@/db/schema/index.js';
import { createStoreFor, goodBankAccount, restaurantInfo } from '@/modules/onboarding/onboarding-fixtures.js';
import { calculate, insertUserFixture, send } from '@/modules/orders/orders-fixtures.js';
import { portalCall } from '@/modules/portal/portal-fixtures.js';
import { signUpOwner } from '@/modules/owners/owners-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';

/** A store made from the portal's sign-up alone (issue 50 item 1): nothing seeded, every step through the API. */
describe('a brand-new store goes live from the portal alone', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });
  const orderTypesOf = async (storeId: number) =>
    (await portalCall(app, owner, 'GET', `/portal/stores/${storeId}/store-settings`)).json().data
      .orderTypes as { orderType: string; available: boolean }[];
  const owner = await signUpOwner(app);
  // A second account for the price checks: one account makes at most 10 stores a day.
  const chef = await signUpOwner(app);
  const menuPath = `/portal/stores/${await createStoreFor(app, chef, { name: 'Price Lab' })}`;
  const categoryId = (await portalCall(app, chef, 'POST', `${menuPath}/categories`, { name: 'Mains' })).json()
    .data.id as number;
  const postItem = (fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/api${menuPath}/items`,
      headers: { ...chef.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ categoryId: String(categoryId), ...fields }).toString(),
    });

  it.each([
    ['finish', { orderlane: true }],
    ['lite', { orderlane: false, taxRate: 0 }],
  ] as const)(
    'a %s store starts with pickup on and delivery, dine-in and walk-in present but off',
    async (flow, fields) => {
      const storeId = await createStoreFor(app, owner, { ...fields, name: `New ${flow} kitchen` });
      expect(await orderTypesOf(storeId)).toEqual(
        NEW_STORE_ORDER_TYPES.map((row) => ({
          orderType: row.orderType,
          available: row.orderType === 'PICK_UP',
          minReadyMinutes: row.minReadyMinutes,
          maxReadyMinutes: row.maxReadyMinutes,
        })),
      );
      const state = (await portalCall(app, owner, 'GET', `/portal/stores/${storeId}/go-live`)).json().data;
      expect(state).toMatchObject({ active: false, checklist: { 'order-types': true } });
      expect(state.missing).toEqual(['hours', 'menu', 'order-protocol', 'bank-account']);
    },
  );

  it.each([
    ['finish', { orderlane: true }],
    ['lite', { orderlane: false, taxRate: 0 }],
  ] as const)(
    'a %s store goes live once hours, a menu, the order protocol and bank details are saved, each through its own call, and takes orders',
    async (flow, fields) => {
      const storeId = await createStoreFor(app, owner, { ...fields, name: `Fresh Start ${flow}` });
      const path = `/portal/stores/${storeId}`;
      const refused = await portalCall(app, owner, 'POST', `${path}/go-live`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/opening hours.*active item.*order protocol.*bank details/);

      const weekly = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
        dayOfWeek,
        startTime: '00:00',
        endTime: '24:00',
      }));
      expect((await portalCall(app, owner, 'POST', `${path}/hours`, { weekly })).statusCode).toBe(200);
      const category = await portalCall(app, owner, 'POST', `${path}/categories`, { name: 'Noodles' });
      expect(category.statusCode).toBe(200);
      const item = await portalCall(app, owner, 'POST', `${path}/items`, {
        categoryId: category.json().data.id,
        name: 'Beef noodle soup',
        price: 12.5,
      });
      expect(item.statusCode).toBe(200);
      const protocol = await portalCall(app, owner, 'POST', '/onboarding/orderProtocol', {
        storeId,
        protocol: 'Email + Phone Confirmation',
        email: 'kitchen@fresh.test',
        faxNumber: '',
        storePhone: '(312) 555-0177',
      });
      expect(protocol.statusCode).toBe(200);
      const bank = await portalCall(app, owner, 'POST', '/onboarding/bankAccount', goodBankAccount(storeId));
      expect(bank.statusCode).toBe(200);

      const live = await portalCall(app, owner, 'POST', `${path}/go-live`);
      expect(live.statusCode).toBe(200);
      expect(live.json().data).toMatchObject({ active: true, missing: [] });
      const [row] = await app.db
        .select({ active: stores.active, orderlane: stores.orderlane })
        .from(stores)
        .where(eq(stores.id, storeId));
      expect(row).toEqual({ active: true, orderlane: true });
      // A diner can price an order there at once.
      const diner = await insertUserFixture(app.db);
      const order = {
        restaurantInfoId: storeId,
        orderType: 'PICK_UP' as const,
        orderItems: [
          {
            itemId: item.json().data.id as number,
            quantity: 1,
            restaurantInfoId: storeId,
            orderItemsOptions: [],
          },
        ],
        tip: 0,
      };
      const priced = await calculate(app, order, diner);
      expect(priced.statusCode, priced.body).toBe(200);
      const orderId = priced.json().data.orderId as number;
      const placed = await send(app, diner, { ...order, orderId });
      expect(placed.statusCode, placed.body).toBe(200);
    },
  );

  it('keeps an order type the owner switches off, and refuses going live with none on', async () => {
    const storeId = await createStoreFor(app, owner, { name: 'Closed Counter' });
    const path = `/portal/stores/${storeId}`;
    const allOff = NEW_STORE_ORDER_TYPES.map((row) => ({ ...row, available: false }));
    expect(
      (await portalCall(app, owner, 'POST', `${path}/store-settings`, { orderTypes: allOff })).statusCode,
    ).toBe(200);
    expect((await orderTypesOf(storeId)).every((row) => !row.available)).toBe(true);
    const state = (await portalCall(app, owner, 'GET', `${path}/go-live`)).json().data;
    expect(state.missing).toContain('order-types');
  });

  it('lists every order type in Settings for a store that has only some, the missing ones off', async () => {
    const storeId = await createStoreFor(app, owner, { name: 'Half Set' });
    await app.db
      .delete(storeOrderTypes)
      .where(sql`${storeOrderTypes.storeId} = ${storeId} AND ${storeOrderTypes.orderType} <> 'DELIVERY'`);
    await app.db.update(storeOrderTypes).set({ available: true }).where(eq(storeOrderTypes.storeId, storeId));
    expect((await orderTypesOf(storeId)).map((row) => [row.orderType, row.available])).toEqual([
      ['PICK_UP', false],
      ['DELIVERY', true],
      ['DINE_IN', false],
      ['WALK_IN', false],
    ]);
  });

  it('gives a store made before this change its order types: pickup on while not live, every type off once live', async () => {
    const draft = await createStoreFor(app, owner, { name: 'Old Draft' });
    const live = await createStoreFor(app, owner, { name: 'Old Live' });
    await app.db.update(stores).set({ active: true }).where(eq(stores.id, live));
    for (const storeId of [draft, live]) {
      await app.db.delete(storeOrderTypes).where(eq(storeOrderTypes.storeId, storeId));
    }
    const migration = readFileSync(
      new URL('../../db/migrations/0017_table_count_and_order_types.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint')[1]!;
    await app.db.execute(sql.raw(backfill));
    await app.db.execute(sql.raw(backfill));
    const rowsOf = async (storeId: number) =>
      (await app.db.select().from(storeOrderTypes).where(eq(storeOrderTypes.storeId, storeId)))
        .map((row) => [row.orderType, row.available, row.minReadyMinutes, row.maxReadyMinutes])
        .sort();
    expect(await rowsOf(draft)).toEqual(
      NEW_STORE_ORDER_TYPES.map((row) => [
        row.orderType,
        row.available,
        row.minReadyMinutes,
        row.maxReadyMinutes,
      ]).sort(),
    );
    expect((await rowsOf(live)).map((row) => row[1])).toEqual([false, false, false, false]);
  });

  it('bounds the tax rate by one rule at sign-up and in Settings (0 to 20%), saying so', async () => {
    expect(TAX_RATE_MAX).toBe(0.2);
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/saveRestaurantInfoJson',
      headers: owner.headers,
      payload: { restaurantinfojson: JSON.stringify(restaurantInfo(owner.id, { taxRate: 0.3 })) },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().message).toMatch(/tax rate must be between 0 and 20%/);
    const storeId = await createStoreFor(app, owner, { taxRate: 0.2, name: 'Edge Tax' });
    const settings = await portalCall(app, owner, 'POST', `/portal/stores/${storeId}/store-settings`, {
      taxRate: 0.25,
    });
    expect(settings.statusCode).toBe(400);
    expect(settings.json().message).toMatch(/tax rate must be between 0 and 20%/);
  });

  it.each([
    ['99999999', /at most \$10,000/],
    ['99,999,999', /at most \$10,000/],
    ['12.345', /at most 2 decimals/],
    ['twelve', /must be a number/],
  ])('answers an item price of %j with the real rule', async (price, message) => {
    const refused = await postItem({ name: 'Dish', price });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(message);
  });

  it('reads a price written with thousands commas as that number', async () => {
    expect((await postItem({ name: 'Wedding banquet', price: '1,250.00' })).statusCode).toBe(200);
    const menu = (await portalCall(app, chef, 'GET', `${menuPath}/menu-editor`)).json().data;
    const banquet = menu.categories[0].items.find(
      (item: { name: string }) => item.name === 'Wedding banquet',
    );
    expect(banquet.price).toBe(1250);
  });
});
