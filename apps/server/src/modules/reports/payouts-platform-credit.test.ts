import { cardFeeCents } from '@orderlane/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '@/db/schema/index.js';
import {
  GOOD_CARD,
  burgerLine,
  insertUserFixture,
  pickupOrder,
  placeThroughApi,
} from '@/modules/orders/orders-fixtures.js';
import { insertPortalWorld, placeDineInOrder, portalCall } from '@/modules/portal/portal-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';

interface Figures {
  cardSalesCents: number;
  cardFeesCents: number;
  refundsCents: number;
  rewardCreditCents: number;
  promoCents: number;
  platformCreditCents: number;
  payoutCents: number;
}

/** A store paid the credit and promos diners used there, by the platform (issue 49 finding 2). */
describe('payouts with the platform’s share of each order', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });
  const { otherStore, outsider: otherOwner } = await insertPortalWorld(app);
  const totals = async () => {
    const response = await portalCall(
      app,
      otherOwner,
      'GET',
      `/portal/stores/${otherStore.storeId}/payouts?weeks=2`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { totals: Figures } }>().data.totals;
  };
  const charged = async (orderId: number) =>
    (await app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

  it('pays the store the reward credit a card order spent, on top of the card, with no fee on it', async () => {
    const before = await totals();
    const diner = await insertUserFixture(app.db, { orderCount: 3, rewardBalanceCents: 500 });
    const orderId = await placeThroughApi(app, diner, pickupOrder(otherStore), { card: GOOD_CARD });
    const order = await charged(orderId);
    expect(order).toMatchObject({ discountKind: 'REWARD_CREDIT', rewardSpentCents: 500 });
    const after = await totals();
    expect(after.rewardCreditCents - before.rewardCreditCents).toBe(500);
    expect(after.payoutCents - before.payoutCents).toBe(
      order.chargedCents! + 500 - cardFeeCents(order.chargedCents!),
    );
  });

  it('pays the store a first order’s promo at the prices charged', async () => {
    const before = await totals();
    const diner = await insertUserFixture(app.db);
    const order = pickupOrder(otherStore, { orderItems: [burgerLine(otherStore, { quantity: 2 })] });
    const row = await charged(await placeThroughApi(app, diner, order, { card: GOOD_CARD }));
    expect(row.discountKind).toBe('NEW_CUSTOMER_PROMO');
    const promo = row.mTotalCents - row.chargedCents!;
    expect(promo).toBe(row.mOrder.discountCents);
    const after = await totals();
    expect(after.promoCents - before.promoCents).toBe(promo);
    expect(after.payoutCents - before.payoutCents).toBe(
      row.chargedCents! + promo - cardFeeCents(row.chargedCents!),
    );
  });

  it('pays the credit an in-store order used, never its cash, and nothing for a rejected order', async () => {
    const before = await totals();
    const diner = await insertUserFixture(app.db, { orderCount: 3, rewardBalanceCents: 300 });
    const inStore = await placeDineInOrder(app, diner, otherStore);
    expect((await charged(inStore)).rewardSpentCents).toBe(300);
    const afterInStore = await totals();
    expect(afterInStore.rewardCreditCents - before.rewardCreditCents).toBe(300);
    expect(afterInStore.payoutCents - before.payoutCents).toBe(300);

    const rejected = await portalCall(app, otherOwner, 'POST', `/portal/orders/${inStore}/reject`, {
      reason: 'TOO_BUSY',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await totals()).toEqual(before);
  });
});
