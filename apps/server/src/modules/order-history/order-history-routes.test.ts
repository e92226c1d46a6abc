import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import {
  burgerLine,
  calculate,
  insertStoreFixture,
  insertUserFixture,
  pickupOrder,
  placeThroughApi,
} from '@/modules/orders/orders-fixtures.js';

describe('order history and detail', async () => {
  const app = await buildTestApp();
  const store = await insertStoreFixture(app.db, { logoUrl: '/media/logo.png' });
  const diner = await insertUserFixture(app.db, { orderCount: 1 });
  const first = await placeThroughApi(app, diner, pickupOrder(store));
  const withOptions = burgerLine(store, {
    quantity: 2,
    specialInstructions: 'No onions',
    orderItemsOptions: [
      { groupId: store.size.groupId, id: store.size.large, quantity: 1 },
      { groupId: store.extras.groupId, id: store.extras.bacon, quantity: 1 },
    ],
  });
  const second = await placeThroughApi(app, diner, pickupOrder(store, { orderItems: [withOptions], tip: 2 }));
  const pending = (await calculate(app, pickupOrder(store), diner)).json().data.orderId as number;
  const history = (query: string, headers = {}) =>
    app.inject({ method: 'POST', url: `/api/mobile/searchOrderHistory?${query}`, headers });
  const detail = (orderId: number | string, headers = diner.headers) =>
    app.inject({ method: 'POST', url: `/api/searchOrders?orderId=${orderId}`, headers });

  it("lists the diner's placed orders, newest first, with the summary fields", async () => {
    const response = await history(`accessToken=${diner.token}&online=true&userId=${diner.userId}`);
    expect(response.statusCode).toBe(200);
    const orders = response.json();
    expect(orders.map((order: { orderId: number }) => order.orderId)).toEqual([second, first]);
    expect(orders[1]).toMatchObject({
      orderId: first,
      orderType: 'PICK_UP',
      orderDateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      status: 'PLACED',
      readyTime: null,
      total: 13.93,
      mtotal: 13.93,
      paidTotal: 13.93,
      restaurantInfoId: store.storeId,
      restaurantInfoLogoUrl: '/media/logo.png',
    });
    expect(orders.some((order: { orderId: number }) => order.orderId === pending)).toBe(false);
  });

  it('answers the detail of one order, items with options and every fee in both variants', async () => {
    const response = await detail(second);
    expect(response.statusCode).toBe(200);
    const [order] = response.json();
    expect(order).toMatchObject({
      orderId: second,
      scheduleTime: null,
      subTotal: 27,
      tip: 2,
      convenienceFee: 1.25,
      deliveryFee: 0,
      discountLabel: 'From reward credit',
      mOrder: { subtotal: 31.06, convenienceFee: 1.25, tip: 2, deliveryFee: 0 },
    });
    expect(order.orderItems).toEqual([
      expect.objectContaining({
        name: 'A1. Burger',
        quantity: 2,
        price: 13.5,
        subTotal: 27,
        mOrderItem: { price: 15.53 },
        specialInstructions: 'No onions',
        orderItemsOptions: [
          expect.objectContaining({ name: 'Large', price: 2, quantity: 1 }),
          expect.objectContaining({ name: 'Bacon', price: 1.5 }),
        ],
      }),
    ]);
  });

  it("refuses another diner's history and order with 403, an unknown or unplaced order with 404", async () => {
    const intruder = await insertUserFixture(app.db);
    expect(
      (await history(`accessToken=${intruder.token}&online=true&userId=${diner.userId}`)).statusCode,
    ).toBe(403);
    expect(
      (await history(`accessToken=${intruder.token}&online=true&userId=${intruder.userId}`)).json(),
    ).toEqual([]);
    expect((await history('online=true')).statusCode).toBe(403);
    expect((await detail(second, intruder.headers)).statusCode).toBe(403);
    expect((await detail(999_999)).statusCode).toBe(404);
    expect((await detail(pending)).statusCode).toBe(404);
    expect((await detail('abc')).statusCode).toBe(400);
  });

  it('shows what a diner with reward credit paid in the list, and the total and discount in the detail', async () => {
    const rewarded = await insertUserFixture(app.db, { orderCount: 3, rewardBalanceCents: 300 });
    const orderId = await placeThroughApi(app, rewarded, pickupOrder(store, { orderItems: [withOptions] }));
    const [summary] = (await history(`accessToken=${rewarded.token}`)).json();
    const [order] = (await detail(orderId, rewarded.headers)).json();
    expect(order.discount).toBeGreaterThan(0);
    expect(summary).toMatchObject({
      orderId,
      total: order.paidTotal,
      mtotal: order.paidTotal,
      paidTotal: order.paidTotal,
    });
    expect(order.mOrder.total - order.mOrder.discount).toBeCloseTo(order.paidTotal, 2);
    expect(order.mtotal).toBe(order.mOrder.total);
  });

  it('carries the restaurant state and the promised ready time', async () => {
    await app.db
      .update(orders)
      .set({ status: 'ACCEPTED', prepMinutes: 20, readyAt: new Date('2026-03-10T17:20:00Z') })
      .where(eq(orders.id, first));
    const [order] = (await detail(first)).json();
    expect(order).toMatchObject({ status: 'ACCEPTED', readyTime: '2026-03-10 12:20:00' });
    const listed = (await history(`accessToken=${diner.token}`)).json();
    expect(listed.find((entry: { orderId: number }) => entry.orderId === first).status).toBe('ACCEPTED');
  });
});
