import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DAILY_CAP_MESSAGE,
  POSITION_MISSING_MESSAGE,
  POSITION_TOO_FAR_MESSAGE,
  TABLE_TOKEN_REFUSED_MESSAGE,
  UNPAID_AT_STORE_MESSAGE,
  type OrderJsonInput,
} from '@orderlane/domain';
import { storeInStoreSettings, storeOrderTypes } from '@/db/schema/index.js';
import { creditPaidOrder } from '@/modules/rewards/rewards-service.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import {
  DOWNTOWN,
  calculate,
  insertStoreFixture,
  insertUserFixture,
  pickupOrder,
  send,
  type StoreFixture,
  type UserFixture,
} from './orders-fixtures.js';

const cash = { paymentstatus: 'CASH' as const, card: null };
const NEW_YORK = { latitude: 40.7484, longitude: -73.9967 };

describe('orders paid in store (issue 13 finding 1)', async () => {
  const app = await buildTestApp();
  const store = await insertStoreFixture(app.db);
  const dineIn = (target: StoreFixture, tableName: string, tableToken?: string): OrderJsonInput =>
    pickupOrder(target, { orderType: 'DINE_IN', orderPaymentMethod: 'IN_STORE', tableName, tableToken });
  const walkIn = (
    target: StoreFixture,
    devicePosition?: { latitude: number; longitude: number },
  ): OrderJsonInput =>
    pickupOrder(target, { orderType: 'WALK_IN', orderPaymentMethod: 'IN_STORE', devicePosition });
  const token = (target: StoreFixture, table: string) => app.tableTokens.sign(target.storeId, table);

  async function calculated(diner: UserFixture, order: OrderJsonInput) {
    const response = await calculate(app, order, diner);
    return response.json<{ data: { submittable: boolean; message: string; orderId: number | null } }>().data;
  }
  async function place(diner: UserFixture, order: OrderJsonInput) {
    const priced = await calculated(diner, order);
    if (!priced.orderId) {
      return { statusCode: 409, message: priced.message, orderId: null };
    }
    const response = await send(app, diner, { ...order, orderId: priced.orderId }, cash);
    return {
      statusCode: response.statusCode,
      message: response.json().message as string,
      orderId: priced.orderId,
    };
  }

  it('refuses a dine-in order without the signed token of its table, a forged one, or one of another table or store', async () => {
    const diner = await insertUserFixture(app.db);
    const other = await insertStoreFixture(app.db, { name: 'Other Grill' });
    for (const order of [
      dineIn(store, '7'),
      dineIn(store, '7', '20260101.AAAAAAAAAAAAAAAAAAAAAA'),
      dineIn(store, '7', token(store, '8')),
      dineIn(store, '7', token(other, '7')),
    ]) {
      expect(await calculated(diner, order)).toMatchObject({
        submittable: false,
        message: TABLE_TOKEN_REFUSED_MESSAGE,
        orderId: null,
      });
    }
    const placed = await place(diner, dineIn(store, '7', token(store, '7')));
    expect(placed.statusCode).toBe(200);
  });

  it('checks the token again when the order is sent', async () => {
    const diner = await insertUserFixture(app.db);
    const order = dineIn(store, '3', token(store, '3'));
    const priced = await calculated(diner, order);
    const response = await send(app, diner, { ...order, tableToken: '', orderId: priced.orderId! }, cash);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(TABLE_TOKEN_REFUSED_MESSAGE);
  });

  it('offers in-store ordering only where the store has an available order type for it', async () => {
    const diner = await insertUserFixture(app.db);
    const bare = await insertStoreFixture(app.db, { name: 'Bare Grill' });
    await app.db
      .delete(storeOrderTypes)
      .where(and(eq(storeOrderTypes.storeId, bare.storeId), eq(storeOrderTypes.orderType, 'WALK_IN')));
    await app.db
      .update(storeOrderTypes)
      .set({ available: false })
      .where(and(eq(storeOrderTypes.storeId, bare.storeId), eq(storeOrderTypes.orderType, 'DINE_IN')));
    expect((await calculated(diner, walkIn(bare, DOWNTOWN))).message).toBe(
      'Walk In orders are not available at Bare Grill right now.',
    );
    expect((await calculated(diner, dineIn(bare, '1', token(bare, '1')))).message).toBe(
      'Dine In orders are not available at Bare Grill right now.',
    );
  });

  it("takes a walk-in order only from a device inside the store's radius", async () => {
    const diner = await insertUserFixture(app.db);
    expect((await calculated(diner, walkIn(store))).message).toBe(POSITION_MISSING_MESSAGE);
    expect((await calculated(diner, walkIn(store, NEW_YORK))).message).toBe(POSITION_TOO_FAR_MESSAGE);
    // About 600 m north: outside the default radius, inside a store's own 1 km.
    const nearby = { latitude: DOWNTOWN.latitude + 0.0054, longitude: DOWNTOWN.longitude };
    expect((await calculated(diner, walkIn(store, nearby))).message).toBe(POSITION_TOO_FAR_MESSAGE);
    const wide = await insertStoreFixture(app.db, { name: 'Wide Grill' });
    await app.db.insert(storeInStoreSettings).values({ storeId: wide.storeId, radiusMeters: 1000 });
    expect((await calculated(diner, walkIn(wide, nearby))).submittable).toBe(true);
    expect((await place(diner, walkIn(store, DOWNTOWN))).statusCode).toBe(200);
  });

  it('caps a diner at 2 unpaid open orders per store; paying one lets the next through', async () => {
    const diner = await insertUserFixture(app.db);
    const capped = await insertStoreFixture(app.db, { name: 'Cap Grill' });
    const first = await place(diner, walkIn(capped, DOWNTOWN));
    expect((await place(diner, dineIn(capped, '2', token(capped, '2')))).statusCode).toBe(200);
    const third = await place(diner, walkIn(capped, DOWNTOWN));
    expect(third).toMatchObject({ statusCode: 409, message: UNPAID_AT_STORE_MESSAGE });
    await app.db.transaction((tx) => creditPaidOrder(tx, first.orderId!));
    expect((await place(diner, walkIn(capped, DOWNTOWN))).statusCode).toBe(200);
  });

  it('caps a diner at 5 unpaid in-store orders a day across stores', async () => {
    const diner = await insertUserFixture(app.db);
    const stores = await Promise.all(
      ['One', 'Two', 'Three', 'Four'].map((name) => insertStoreFixture(app.db, { name: `${name} Grill` })),
    );
    for (const target of [stores[0]!, stores[0]!, stores[1]!, stores[1]!, stores[2]!]) {
      expect((await place(diner, walkIn(target, DOWNTOWN))).statusCode).toBe(200);
    }
    expect(await place(diner, walkIn(stores[3]!, DOWNTOWN))).toMatchObject({
      statusCode: 409,
      message: DAILY_CAP_MESSAGE,
    });
  });

  it('places at most 2 of 5 in-store orders sent at once to one store', async () => {
    // A diner past the first-order promo, so all five are priced alike.
    const diner = await insertUserFixture(app.db, { orderCount: 3 });
    const busy = await insertStoreFixture(app.db, { name: 'Busy Grill' });
    const orders = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const order = walkIn(busy, DOWNTOWN);
        return { ...order, orderId: (await calculated(diner, order)).orderId! };
      }),
    );
    const answers = await Promise.all(orders.map((order) => send(app, diner, order, cash)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(3);
  });
});
