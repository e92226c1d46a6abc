import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, referrals, users } from '@/db/schema/index.js';
import {
  GOOD_CARD,
  burgerLine,
  calculate,
  insertUserFixture,
  pickupOrder,
  placeThroughApi,
} from '@/modules/orders/orders-fixtures.js';
import { insertPortalWorld, portalCall } from '@/modules/portal/portal-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';

describe('reward credit when the restaurant rejects an order', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });
  const { store, owner } = await insertPortalWorld(app);
  const standing = async (userId: number) =>
    (
      await app.db
        .select({
          balance: users.rewardBalanceCents,
          orderCount: users.orderCount,
          usedPromo: users.usedNewCustomerPromo,
        })
        .from(users)
        .where(eq(users.id, userId))
    )[0]!;
  const reject = (orderId: number) =>
    portalCall(app, owner, 'POST', `/portal/orders/${orderId}/reject`, { reason: 'TOO_BUSY' });

  it('gives back the credit the order spent and takes back the credit it earned, once', async () => {
    const diner = await insertUserFixture(app.db, { rewardBalanceCents: 500, orderCount: 3 });
    const orderId = await placeThroughApi(app, diner, pickupOrder(store), { card: GOOD_CARD });
    const [placed] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(placed).toMatchObject({ discountKind: 'REWARD_CREDIT', rewardSpentCents: 500 });
    expect(placed!.rewardEarnedCents).toBeGreaterThan(0);
    // Spent $5, earned the order's credit at capture.
    expect((await standing(diner.userId)).balance).toBe(placed!.rewardEarnedCents);

    expect((await reject(orderId)).statusCode).toBe(200);
    expect((await standing(diner.userId)).balance).toBe(500);
    // A second reject is refused by the order's state and moves no money.
    expect((await reject(orderId)).statusCode).toBe(409);
    expect((await standing(diner.userId)).balance).toBe(500);
  });

  it('takes a referral back when its only paid order is rejected, and settles it again on the next one', async () => {
    const referrer = await insertUserFixture(app.db, { orderCount: 2 });
    const diner = await insertUserFixture(app.db, { emailVerifiedAt: new Date() });
    await app.db
      .insert(referrals)
      .values({ referrerUserId: referrer.userId, referredUserId: diner.userId, signUpCreditCents: 500 });
    const referral = async () =>
      (await app.db.select().from(referrals).where(eq(referrals.referredUserId, diner.userId)))[0]!;

    const first = await placeThroughApi(app, diner, pickupOrder(store), { card: GOOD_CARD });
    const earned = (await app.db.select().from(orders).where(eq(orders.id, first)))[0]!.rewardEarnedCents;
    expect(await referral()).toMatchObject({ status: 'CREDITED' });
    expect((await standing(referrer.userId)).balance).toBe(500);
    expect((await standing(diner.userId)).balance).toBe(500 + earned);

    expect((await reject(first)).statusCode).toBe(200);
    expect(await referral()).toMatchObject({ status: 'PENDING', referrerCreditedAt: null });
    expect((await standing(referrer.userId)).balance).toBe(0);
    expect((await standing(diner.userId)).balance).toBe(0);

    await placeThroughApi(app, diner, pickupOrder(store), { card: GOOD_CARD });
    expect(await referral()).toMatchObject({ status: 'CREDITED' });
    expect((await standing(referrer.userId)).balance).toBe(500);
  });

  it('keeps a referral settled when the diner has another paid order', async () => {
    const referrer = await insertUserFixture(app.db, { orderCount: 2 });
    const diner = await insertUserFixture(app.db, { emailVerifiedAt: new Date() });
    await app.db
      .insert(referrals)
      .values({ referrerUserId: referrer.userId, referredUserId: diner.userId, signUpCreditCents: 500 });
    await placeThroughApi(app, diner, pickupOrder(store), { card: GOOD_CARD });
    const second = await placeThroughApi(app, diner, pickupOrder(store), { card: GOOD_CARD });
    expect((await reject(second)).statusCode).toBe(200);
    expect((await standing(referrer.userId)).balance).toBe(500);
    const [row] = await app.db.select().from(referrals).where(eq(referrals.referredUserId, diner.userId));
    expect(row).toMatchObject({ status: 'CREDITED' });
  });

  it('gives a first order’s new-customer promo back, so the next first order gets it', async () => {
    const diner = await insertUserFixture(app.db);
    const order = pickupOrder(store, { orderItems: [burgerLine(store, { quantity: 2 })] });
    const orderId = await placeThroughApi(app, diner, order, { card: GOOD_CARD });
    expect((await app.db.select().from(orders).where(eq(orders.id, orderId)))[0]).toMatchObject({
      discountKind: 'NEW_CUSTOMER_PROMO',
      rewardSpentCents: 0,
    });
    expect(await standing(diner.userId)).toMatchObject({ orderCount: 1, usedPromo: true });

    expect((await reject(orderId)).statusCode).toBe(200);
    expect(await standing(diner.userId)).toMatchObject({ balance: 0, orderCount: 0, usedPromo: false });
    const again = await calculate(app, order, diner);
    expect(again.json().data.discountLabel).toBe('New customer promo');
  });
});
