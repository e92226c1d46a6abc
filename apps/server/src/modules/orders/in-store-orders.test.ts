import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  COUNTER_TOKEN_REFUSED_MESSAGE,
  DAILY_CAP_MESSAGE,
  POSITION_MISSING_MESSAGE,
  POSITION_TOO_FAR_MESSAGE,
  TABLE_TOKEN_REFUSED_MESSAGE,
  UNPAID_AT_STORE_MESSAGE,
  type OrderJsonInput,
} from '@orderlane/domain';
import { orders as ordersTable, storeInStoreSettings, storeOrderTypes } from '@/db/schema/index.js';
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
  /** A walk-in order to pay in store, with the counter's code (signed for `target` unless one is given). */
  const walkIn = (target: StoreFixture, counterToken = app.tableTokens.signCounter(target.storeId)) =>
    pickupOrder(target, { orderType: 'WALK_IN', orderPaymentMethod: 'IN_STORE', counterToken });
  const cardWalkIn = (target: StoreFixture, devicePosition?: { latitude: number; longitude: number }) =>
    pickupOrder(target, { orderType: 'WALK_IN', orderPaymentMethod: 'CREDIT_CARD', devicePosition });
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
    expect((await calculated(diner, walkIn(bare))).message).toBe(
      'Walk In orders are not available at Bare Grill right now.',
    );
    expect((await calculated(diner, dineIn(bare, '1', token(bare, '1')))).message).toBe(
      'Dine In orders are not available at Bare Grill right now.',
    );
  });

  it('refuses an unpaid walk-in order with the store’s coordinates but no counter code, or a forged one (issue 49 finding 9)', async () => {
    const diner = await insertUserFixture(app.db);
    const other = await insertStoreFixture(app.db, { name: 'Counter Grill' });
    const atTheDoor = { devicePosition: DOWNTOWN };
    for (const forged of [
      '',
      '20260101.AAAAAAAAAAAAAAAAAAAAAA',
      token(store, '1'),
      app.tableTokens.signCounter(other.storeId),
    ]) {
      expect(await calculated(diner, { ...walkIn(store, forged), ...atTheDoor })).toMatchObject({
        submittable: false,
        message: COUNTER_TOKEN_REFUSED_MESSAGE,
        orderId: null,
      });
    }
    // Checked again on send: the code dropped, or a card calculation sent as paid in store.
    const coded = walkIn(store);
    const priced = await calculated(diner, coded);
    const dropped = await send(
      app,
      diner,
      { ...coded, counterToken: '', ...atTheDoor, orderId: priced.orderId! },
      cash,
    );
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().message).toBe(COUNTER_TOKEN_REFUSED_MESSAGE);
    const byCard = cardWalkIn(store, DOWNTOWN);
    const cardPriced = await calculated(diner, byCard);
    expect(cardPriced.submittable).toBe(true);
    const switched = { ...byCard, orderPaymentMethod: 'IN_STORE' as const, orderId: cardPriced.orderId! };
    const asCash = await send(app, diner, switched, cash);
    expect(asCash.statusCode).toBe(400);
    expect(asCash.json().message).toBe(COUNTER_TOKEN_REFUSED_MESSAGE);
    const [unplaced] = await app.db.select().from(ordersTable).where(eq(ordersTable.id, cardPriced.orderId!));
    expect(unplaced?.status).toBe('PENDING');

    expect((await place(diner, walkIn(store))).statusCode).toBe(200);
  });

  it("takes a walk-in order paid by card without the counter code only from a device inside the store's radius", async () => {
    const diner = await insertUserFixture(app.db);
    expect((await calculated(diner, cardWalkIn(store))).message).toBe(POSITION_MISSING_MESSAGE);
    expect((await calculated(diner, cardWalkIn(store, NEW_YORK))).message).toBe(POSITION_TOO_FAR_MESSAGE);
    // About 600 m north: outside the default radius, inside a store's own 1 km.
    const nearby = { latitude: DOWNTOWN.latitude + 0.0054, longitude: DOWNTOWN.longitude };
    expect((await calculated(diner, cardWalkIn(store, nearby))).message).toBe(POSITION_TOO_FAR_MESSAGE);
    const wide = await insertStoreFixture(app.db, { name: 'Wide Grill' });
    await app.db.insert(storeInStoreSettings).values({ storeId: wide.storeId, radiusMeters: 1000 });
    expect((await calculated(diner, cardWalkIn(wide, nearby))).submittable).toBe(true);
    const order = cardWalkIn(store, DOWNTOWN);
    const priced = await calculated(diner, order);
    expect((await send(app, diner, { ...order, orderId: priced.orderId! })).statusCode).toBe(200);
  });

  it('caps a diner at 2 unpaid open orders per store; paying one lets the next through', async () => {
    const diner = await insertUserFixture(app.db);
    const capped = await insertStoreFixture(app.db, { name: 'Cap Grill' });
    const first = await place(diner, walkIn(capped));
    expect((await place(diner, dineIn(capped, '2', token(capped, '2')))).statusCode).toBe(200);
    const third = await place(diner, walkIn(capped));
    expect(third).toMatchObject({ statusCode: 409, message: UNPAID_AT_STORE_MESSAGE });
    await app.db.transaction((tx) => creditPaidOrder(tx, first.orderId!));
    expect((await place(diner, walkIn(capped))).statusCode).toBe(200);
  });

  it('caps a diner at 5 unpaid in-store orders a day across stores', async () => {
    const diner = await insertUserFixture(app.db);
    const stores = await Promise.all(
      ['One', 'Two', 'Three', 'Four'].map((name) => insertStoreFixture(app.db, { name: `${name} Grill` })),
    );
    for (const target of [stores[0]!, stores[0]!, stores[1]!, stores[1]!, stores[2]!]) {
      expect((await place(diner, walkIn(target))).statusCode).toBe(200);
    }
    expect(await place(diner, walkIn(stores[3]!))).toMatchObject({
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
        const order = walkIn(busy);
        return { ...order, orderId: (await calculated(diner, order)).orderId! };
      }),
    );
    const answers = await Promise.all(orders.map((order) => send(app, diner, order, cash)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(3);
  });
});
