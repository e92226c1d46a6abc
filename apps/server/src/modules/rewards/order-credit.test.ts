import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, users } from '@/db/schema/index.js';
import {
  GOOD_CARD,
  insertUserFixture,
  pickupOrder,
  placeThroughApi,
  type UserFixture,
} from '@/modules/orders/orders-fixtures.js';
import { insertPortalWorld, placeDineInOrder, portalCall } from '@/modules/portal/portal-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { creditPaidOrder } from './rewards-service.js';

describe('reward credit from captured card payments only (issue 49 finding 2)', async () => {
  const app = await buildTestApp();
  const { store, staff } = await insertPortalWorld(app);
  const balanceCents = async (userId: number) =>
    (await app.db.select({ cents: users.rewardBalanceCents }).from(users).where(eq(users.id, userId)))[0]
      ?.cents;
  const orderRow = async (orderId: number) =>
    (await app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  const me = async (diner: UserFixture) =>
    (await app.inject({ method: 'POST', url: '/api/user/getByAccessToken', headers: diner.headers })).json();

  it('earns credit at once for a captured card payment, and the order shows it', async () => {
    const diner = await insertUserFixture(app.db);
    const orderId = await placeThroughApi(app, diner, pickupOrder(store), { card: GOOD_CARD });
    const order = await orderRow(orderId);
    expect(order.rewardEarnedCents).toBeGreaterThan(0);
    expect(order.mOrder.rewardCents).toBe(order.rewardEarnedCents);
    expect(order.paidAt).toBeInstanceOf(Date);
    expect(await balanceCents(diner.userId)).toBe(order.rewardEarnedCents);
  });

  it('earns nothing for an order paid in store, even once the restaurant marks it paid', async () => {
    const diner = await insertUserFixture(app.db, { orderCount: 2 });
    const orderId = await placeDineInOrder(app, diner, store);
    expect(await me(diner)).toMatchObject({ rewardBalance: 0, pendingRewardBalance: 0 });
    for (const action of ['accept', 'ready', 'complete']) {
      const moved = await portalCall(app, staff, 'POST', `/portal/orders/${orderId}/${action}`, {});
      expect(moved.statusCode).toBe(200);
    }
    const order = await orderRow(orderId);
    expect(order.paidAt).toBeInstanceOf(Date);
    expect(order).toMatchObject({ status: 'COMPLETED', rewardEarnedCents: 0 });
    expect(order.mOrder.rewardCents).toBe(0);
    expect(await me(diner)).toMatchObject({ rewardBalance: 0, pendingRewardBalance: 0 });
    // Marking it paid again earns nothing either.
    expect((await app.db.transaction((tx) => creditPaidOrder(tx, orderId))).creditedCents).toBe(0);
    expect(await balanceCents(diner.userId)).toBe(0);
  });

  it('credits nothing for a rejected order, or one never placed', async () => {
    const diner = await insertUserFixture(app.db);
    const orderId = await placeDineInOrder(app, diner, store);
    await app.db.update(orders).set({ status: 'REJECTED' }).where(eq(orders.id, orderId));
    expect((await app.db.transaction((tx) => creditPaidOrder(tx, orderId))).creditedCents).toBe(0);
    expect((await app.db.transaction((tx) => creditPaidOrder(tx, 2_000_000))).creditedCents).toBe(0);
    expect(await balanceCents(diner.userId)).toBe(0);
  });
});
