import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { eq } from 'drizzle-orm';
import { orders, users } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import {
  burgerLine,
  calculate,
  insertStoreFixture,
  insertUserFixture,
  pickupOrder,
} from './orders-fixtures.js';

type Calculated = {
  status: number;
  message: string;
  data: { orderId: number; orderItems: Record<string, unknown>[] };
};

describe('POST /api/calculateOrder', async () => {
  const app = await buildTestApp();
  const store = await insertStoreFixture(app.db);
  const tomorrowAt = (time: string) =>
    `${DateTime.now().setZone('America/Chicago').plus({ days: 1 }).toISODate()} ${time}:00`;

  it('prices every line from the database and ignores the prices a client sends', async () => {
    const tampered = pickupOrder(store, {
      orderItems: [burgerLine(store, { price: 0.01, mOrderItem: { price: 0.01 }, name: 'Free burger' })],
      subTotal: 0.01,
      total: 0.01,
      discount: 50,
      deliveryFee: 0,
      convenienceFee: 0,
    });
    const response = await calculate(app, tampered);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<Calculated>();
    expect(data).toMatchObject({
      submittable: true,
      subTotal: 10,
      convenienceFee: 1.25,
      deliveryFee: 0,
      tax: 1.03,
      discount: 0,
      total: 12.28,
      amountDue: 12.28,
      mOrder: { subtotal: 11.5, tax: 1.18, total: 13.93 },
      chargeTotal: 13.93,
    });
    expect(data.orderItems[0]).toMatchObject({ name: 'A1. Burger', price: 10, mOrderItem: { price: 11.5 } });
    const [row] = await app.db
      .select({ status: orders.status, totalCents: orders.totalCents })
      .from(orders)
      .where(eq(orders.id, data.orderId));
    expect(row).toEqual({ status: 'PENDING', totalCents: 1228 });
  });

  it('prices options from their groups and refuses a pick the groups do not allow', async () => {
    const withOptions = burgerLine(store, {
      quantity: 2,
      orderItemsOptions: [
        { groupId: store.size.groupId, id: store.size.large, quantity: 1 },
        { groupId: store.extras.groupId, id: store.extras.cheese, quantity: 2 },
      ],
    });
    const priced = await calculate(app, pickupOrder(store, { orderItems: [withOptions] }));
    expect(priced.json<Calculated>().data.orderItems[0]).toMatchObject({ price: 13, subTotal: 26 });

    const missingSize = burgerLine(store, { orderItemsOptions: [] });
    const refused = await calculate(app, pickupOrder(store, { orderItems: [missingSize] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('"Size" needs 1 choice, got 0');
  });

  it.each([
    ['an unknown item', 999_999, /is not on the menu of Fixture Grill/],
    ['an inactive item', 'inactive', /"Old Dish" is not available/],
    ['a sold-out item', 'soldOut', /"Pie" is not available/],
  ] as const)('refuses %s with a sentence', async (_label, item, message) => {
    const itemId = typeof item === 'number' ? item : store.items[item];
    const response = await calculate(app, pickupOrder(store, { orderItems: [{ itemId, quantity: 1 }] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it("checks an item's daily window at the scheduled time, given with a space or a T", async () => {
    const taco = [{ itemId: store.items.taco, quantity: 1 }];
    const breakfast = await calculate(
      app,
      pickupOrder(store, { orderItems: taco, scheduleTime: tomorrowAt('08:00').replace(' ', 'T') }),
    );
    expect(breakfast.json<Calculated>().data).toMatchObject({
      submittable: true,
      scheduleTime: tomorrowAt('08:00'),
    });
    const lunch = await calculate(
      app,
      pickupOrder(store, { orderItems: taco, scheduleTime: tomorrowAt('12:00') }),
    );
    expect(lunch.statusCode).toBe(400);
    expect(lunch.json().message).toMatch(/"Breakfast Taco" is not available at the chosen time/);
  });

  it('clears a schedule time already in the past (ASAP)', async () => {
    const response = await calculate(app, pickupOrder(store, { scheduleTime: '2020-01-01 12:00:00' }));
    expect(response.json<Calculated>().data).toMatchObject({ submittable: true, scheduleTime: null });
  });

  it('applies an offered deal and refuses one the cart does not reach', async () => {
    const deal = { itemId: store.dealId, quantity: 1, orderItemType: 'DEAL_ITEM' as const };
    const twoBurgers = burgerLine(store, { quantity: 2 });
    const applied = await calculate(app, pickupOrder(store, { orderItems: [twoBurgers, deal] }));
    expect(applied.json<Calculated>().data).toMatchObject({ subTotal: 18, mOrder: { subtotal: 21 } });
    const refused = await calculate(app, pickupOrder(store, { orderItems: [burgerLine(store), deal] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('"$2 OFF" is not available for this order.');
  });

  it('charges plain prices to a zh-CN diner', async () => {
    const response = await calculate(app, pickupOrder(store), undefined, { locale: 'zh-CN' });
    expect(response.json<Calculated>().data).toMatchObject({ amountDue: 12.28, chargeTotal: 12.28 });
  });

  it("gives a first order the new customer promo and later ones the diner's reward credit", async () => {
    const newcomer = await insertUserFixture(app.db);
    const first = await calculate(
      app,
      pickupOrder(store, { orderItems: [burgerLine(store, { quantity: 5 })] }),
      newcomer,
    );
    // 25% of $57.50 is capped at $10.
    expect(first.json<Calculated>().data).toMatchObject({
      discountLabel: 'New customer promo',
      mOrder: { discount: 10 },
    });

    const regular = await insertUserFixture(app.db, { orderCount: 3, rewardBalanceCents: 420 });
    const later = await calculate(app, pickupOrder(store), regular);
    expect(later.json<Calculated>().data).toMatchObject({
      discountLabel: 'From reward credit',
      discount: 4.2,
      mOrder: { discount: 4.2 },
    });
  });

  it("prices each calculation with the diner's standing as it is then (read with the session, never kept)", async () => {
    const diner = await insertUserFixture(app.db, { orderCount: 2, rewardBalanceCents: 420 });
    const before = await calculate(app, pickupOrder(store), diner);
    expect(before.json<Calculated>().data).toMatchObject({ discount: 4.2 });

    await app.db.update(users).set({ rewardBalanceCents: 150 }).where(eq(users.id, diner.userId));
    const after = await calculate(app, pickupOrder(store), diner);
    expect(after.json<Calculated>().data).toMatchObject({
      discountLabel: 'From reward credit',
      discount: 1.5,
    });
  });

  it('answers 404 for an unknown store and 400 for a broken orderjson', async () => {
    const unknown = await calculate(app, { ...pickupOrder(store), restaurantInfoId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/calculateOrder',
      payload: { orderjson: '{"restaurantInfoId":' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/orderjson/);
  });

  it('refuses a token that is not valid instead of pricing as a guest', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/calculateOrder',
      headers: { authorization: 'Bearer not-a-token' },
      payload: { orderjson: JSON.stringify(pickupOrder(store)) },
    });
    expect(response.statusCode).toBe(403);
  });
});
