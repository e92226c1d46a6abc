import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items, orders, storeBankAccounts, stores, users } from '@/db/schema/index.js';
import {
  GOOD_CARD,
  insertStoreFixture,
  insertUserFixture,
  pickupOrder,
  placeThroughApi,
  type UserFixture,
} from '@/modules/orders/orders-fixtures.js';
import { giveStoreRole } from '@/modules/owners/owners-fixtures.js';
import { insertPortalWorld, placeDineInOrder, portalCall } from '@/modules/portal/portal-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { releaseHeldRewardCredit } from './rewards-service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('a restaurant cannot mint reward credit (issue 49 finding 2)', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });
  const { store, owner } = await insertPortalWorld(app);
  const balanceCents = async (userId: number) =>
    (await app.db.select({ cents: users.rewardBalanceCents }).from(users).where(eq(users.id, userId)))[0]!
      .cents;
  const pending = async (headers: Record<string, string>) =>
    (await app.inject({ method: 'POST', url: '/api/user/getByAccessToken', headers })).json()
      .pendingRewardBalance as number;
  const orderRow = async (orderId: number) =>
    (await app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

  it('earns no credit on the issue’s unpaid $10,000 dine-in order at 20%, and $10 on a card order', async () => {
    const settings = `/portal/stores/${store.storeId}/store-settings`;
    expect((await portalCall(app, owner, 'POST', settings, { rewardRate: 0.2 })).statusCode).toBe(400);
    // A rate stored before the ceiling existed, and a $10,000 burger.
    await app.db.update(stores).set({ rewardRate: 0.2 }).where(eq(stores.id, store.storeId));
    await app.db.update(items).set({ priceCents: 1_000_000 }).where(eq(items.id, store.items.burger));
    const diner = await insertUserFixture(app.db, { orderCount: 2 });

    const unpaid = await placeDineInOrder(app, diner, store);
    for (const action of ['accept', 'ready', 'complete']) {
      const moved = await portalCall(app, owner, 'POST', `/portal/orders/${unpaid}/${action}`, {});
      expect(moved.statusCode).toBe(200);
    }
    expect(await balanceCents(diner.userId)).toBe(0);
    expect(await pending(diner.headers)).toBe(0);

    const paid = await placeThroughApi(app, diner, pickupOrder(store), { card: GOOD_CARD });
    expect(await orderRow(paid)).toMatchObject({ rewardEarnedCents: 1000, rewardHeldUntil: null });
    expect((await orderRow(paid)).mOrder.rewardCents).toBe(1000);
    expect(await balanceCents(diner.userId)).toBe(1000);
  });

  it('holds a new store’s credit, pending, until its first payout clears, then gives it once', async () => {
    const young = await insertStoreFixture(app.db, { createdAt: new Date(), rewardRate: 0.1 });
    const diner = await insertUserFixture(app.db, { orderCount: 2 });
    const orderId = await placeThroughApi(app, diner, pickupOrder(young), { card: GOOD_CARD });
    const held = await orderRow(orderId);
    expect(held.rewardEarnedCents).toBe(115);
    expect(held.rewardHeldUntil).toBeInstanceOf(Date);
    // The Thursday after the payout Wednesday of the order's week, store time.
    expect(held.rewardHeldUntil!.getTime() - held.placedAt!.getTime()).toBeGreaterThan(DAY_MS);
    expect(held.rewardHeldUntil!.getTime() - held.placedAt!.getTime()).toBeLessThanOrEqual(15 * DAY_MS);
    expect(await balanceCents(diner.userId)).toBe(0);
    expect(await pending(diner.headers)).toBe(1.15);

    const until = held.rewardHeldUntil!;
    expect(await releaseHeldRewardCredit(app.db, new Date(until.getTime() - 1))).toBe(0);
    expect(await releaseHeldRewardCredit(app.db, until)).toBe(1);
    expect(await releaseHeldRewardCredit(app.db, until)).toBe(0);
    expect(await balanceCents(diner.userId)).toBe(115);
    expect(await pending(diner.headers)).toBe(0);
  });

  it('keeps the credit held while the store’s payouts are held after a change of bank details', async () => {
    const young = await insertStoreFixture(app.db, { createdAt: new Date() });
    const diner = await insertUserFixture(app.db, { orderCount: 2 });
    const orderId = await placeThroughApi(app, diner, pickupOrder(young), { card: GOOD_CARD });
    const until = (await orderRow(orderId)).rewardHeldUntil!;
    const payoutHoldUntil = new Date(until.getTime() + 3 * DAY_MS);
    await app.db.insert(storeBankAccounts).values({
      storeId: young.storeId,
      legalBusinessName: 'New Grill LLC',
      ownerLegalName: 'Rosa Diaz',
      ...Object.fromEntries(
        ['ownerDateOfBirthCipher', 'taxIdCipher', 'routingNumberCipher', 'accountNumberCipher'].map((key) => [
          key,
          'v1.sealed',
        ]),
      ),
      acceptedSignUpSheetAt: new Date(),
      acceptedMerchantTermsAt: new Date(),
      payoutHoldUntil,
    } as typeof storeBankAccounts.$inferInsert);
    expect(await releaseHeldRewardCredit(app.db, until)).toBe(0);
    expect(await balanceCents(diner.userId)).toBe(0);
    expect(await releaseHeldRewardCredit(app.db, payoutHoldUntil)).toBe(1);
    expect(await balanceCents(diner.userId)).toBe((await orderRow(orderId)).rewardEarnedCents);
  });

  it('never releases the held credit of an order the store rejected', async () => {
    const young = await insertStoreFixture(app.db, { createdAt: new Date() });
    await giveStoreRole(app, { storeId: young.storeId, ownerId: owner.id, role: 'OWNER' });
    const diner = await insertUserFixture(app.db, { orderCount: 2 });
    const orderId = await placeThroughApi(app, diner, pickupOrder(young), { card: GOOD_CARD });
    expect(await pending(diner.headers)).toBeGreaterThan(0);
    const rejected = await portalCall(app, owner, 'POST', `/portal/orders/${orderId}/reject`, {
      reason: 'TOO_BUSY',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await pending(diner.headers)).toBe(0);
    expect(await releaseHeldRewardCredit(app.db, new Date(Date.now() + 30 * DAY_MS))).toBe(0);
    expect(await balanceCents(diner.userId)).toBe(0);
  });

  it('gives a young store’s credit at once after its first payout cleared', async () => {
    const young = await insertStoreFixture(app.db, { createdAt: new Date(Date.now() - 20 * DAY_MS) });
    const first = await insertUserFixture(app.db, { orderCount: 2 });
    const firstOrder = await placeThroughApi(app, first, pickupOrder(young), { card: GOOD_CARD });
    await app.db
      .update(orders)
      .set({
        paidAt: sql`${orders.paidAt} - interval '16 days'`,
        placedAt: sql`${orders.placedAt} - interval '16 days'`,
      })
      .where(eq(orders.id, firstOrder));
    const diner = await insertUserFixture(app.db, { orderCount: 2 });
    const orderId = await placeThroughApi(app, diner, pickupOrder(young), { card: GOOD_CARD });
    expect((await orderRow(orderId)).rewardHeldUntil).toBeNull();
    expect(await balanceCents(diner.userId)).toBe((await orderRow(orderId)).rewardEarnedCents);
  });
});

describe('reward caps per order, per diner per day and per store per week', async () => {
  const app = await buildTestApp({
    RATE_LIMIT_EXEMPT_IPS: '127.0.0.1',
    REWARD_CAP_PER_ORDER: '1',
    REWARD_CAP_PER_DINER_PER_DAY: '2.50',
    REWARD_CAP_PER_STORE_PER_WEEK: '4',
  });
  // 10% of an $11.50 burger (marketplace price) is $1.15: more than the $1 per order.
  const store = await insertStoreFixture(app.db, { rewardRate: 0.1 });
  const earnedBy = async (userId: number) =>
    (
      await app.db
        .select({ cents: orders.rewardEarnedCents })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(orders.id)
    ).map((row) => row.cents);
  const placeCardOrders = async (diner: UserFixture, count: number) => {
    for (let index = 0; index < count; index += 1) {
      await placeThroughApi(app, diner, pickupOrder(store), { card: GOOD_CARD });
    }
  };

  it('cuts each order to the per-order cap and stops at the diner’s daily cap', async () => {
    const diner = await insertUserFixture(app.db, { orderCount: 2 });
    await placeCardOrders(diner, 4);
    expect(await earnedBy(diner.userId)).toEqual([100, 100, 50, 0]);
    // Each later order spent the credit the ones before it earned.
    const [row] = await app.db.select().from(users).where(eq(users.id, diner.userId));
    const spent = await app.db
      .select({ cents: orders.rewardSpentCents })
      .from(orders)
      .where(eq(orders.userId, diner.userId));
    expect(row!.rewardBalanceCents).toBe(250 - spent.reduce((total, order) => total + order.cents, 0));
  });

  it('stops at the store’s weekly cap across diners, and earns again once the window has passed', async () => {
    const second = await insertUserFixture(app.db, { orderCount: 2 });
    await placeCardOrders(second, 3);
    // The store gave $2.50 to the first diner: $1.50 is left of its $4.
    expect(await earnedBy(second.userId)).toEqual([100, 50, 0]);

    await app.db
      .update(orders)
      .set({ placedAt: sql`${orders.placedAt} - interval '8 days'` })
      .where(eq(orders.storeId, store.storeId));
    const third = await insertUserFixture(app.db, { orderCount: 2 });
    await placeCardOrders(third, 1);
    expect(await earnedBy(third.userId)).toEqual([100]);
  });
});
