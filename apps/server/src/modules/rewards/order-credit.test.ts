import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, users } from '@/db/schema/index.js';
import {
  DOWNTOWN,
  GOOD_CARD,
  insertStoreFixture,
  insertUserFixture,
  pickupOrder,
  placeThroughApi,
  type UserFixture,
} from '@/modules/orders/orders-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { creditPaidOrder } from './rewards-service.js';

describe('reward credit from paid orders only (issue 13 finding 2)', async () => {
  const app = await buildTestApp();
  const store = await insertStoreFixture(app.db);
  const balanceCents = async (userId: number) =>
    (await app.db.select({ cents: users.rewardBalanceCents }).from(users).where(eq(users.id, userId)))[0]
      ?.cents;
  const me = async (diner: UserFixture) =>
    (await app.inject({ method: 'POST', url: '/api/user/getByAccessToken', headers: diner.headers })).json();
  const inStore = pickupOrder(store, {
    orderType: 'WALK_IN',
    orderPaymentMethod: 'IN_STORE',
    devicePosition: DOWNTOWN,
  });

  it('earns credit at once for a captured card payment', async () => {
    const diner = await insertUserFixture(app.db);
    const orderId = await placeThroughApi(app, diner, pickupOrder(store), { card: GOOD_CARD });
    const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.rewardEarnedCents).toBeGreaterThan(0);
    expect(order?.paidAt).toBeInstanceOf(Date);
    expect(await balanceCents(diner.userId)).toBe(order?.rewardEarnedCents);
  });

  it('earns nothing for an order to be paid in store until the restaurant marks it paid, then once', async () => {
    const diner = await insertUserFixture(app.db);
    const orderId = await placeThroughApi(app, diner, inStore, { paymentstatus: 'CASH', card: null });
    const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    const earned = order!.rewardEarnedCents;
    expect(earned).toBeGreaterThan(0);
    expect(await balanceCents(diner.userId)).toBe(0);
    expect(await me(diner)).toMatchObject({ rewardBalance: 0, pendingRewardBalance: earned / 100 });

    const first = await app.db.transaction((tx) => creditPaidOrder(tx, orderId));
    const second = await app.db.transaction((tx) => creditPaidOrder(tx, orderId));
    expect([first.creditedCents, second.creditedCents]).toEqual([earned, 0]);
    expect(await balanceCents(diner.userId)).toBe(earned);
    expect(await me(diner)).toMatchObject({ rewardBalance: earned / 100, pendingRewardBalance: 0 });
  });

  it('credits nothing when the transaction that marks the order paid rolls back', async () => {
    const diner = await insertUserFixture(app.db);
    const orderId = await placeThroughApi(app, diner, inStore, { paymentstatus: 'CASH', card: null });
    await expect(
      app.db.transaction(async (tx) => {
        await creditPaidOrder(tx, orderId);
        throw new Error('the portal update failed');
      }),
    ).rejects.toThrow('the portal update failed');
    expect(await balanceCents(diner.userId)).toBe(0);
    expect((await app.db.transaction((tx) => creditPaidOrder(tx, orderId))).creditedCents).toBeGreaterThan(0);
  });

  it('credits nothing for a rejected order, or one never placed', async () => {
    const diner = await insertUserFixture(app.db);
    const orderId = await placeThroughApi(app, diner, inStore, { paymentstatus: 'CASH', card: null });
    await app.db.update(orders).set({ status: 'REJECTED' }).where(eq(orders.id, orderId));
    expect((await app.db.transaction((tx) => creditPaidOrder(tx, orderId))).creditedCents).toBe(0);
    expect((await app.db.transaction((tx) => creditPaidOrder(tx, 2_000_000))).creditedCents).toBe(0);
    expect(await balanceCents(diner.userId)).toBe(0);
  });
});
