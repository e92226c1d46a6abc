import { NEW_CUSTOMER_PROMO_CAP_CENTS, cardFeeCents } from '@orderlane/domain';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orders, sandboxCharges, users } from '@/db/schema/index.js';
import { signUpOwner } from '@/modules/owners/owners-fixtures.js';
import { portalCall } from '@/modules/portal/portal-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import {
  DINER_BALANCES,
  insertMoneyWorld,
  moneyAction,
  runMoneyAction,
  type MoneyWorld,
} from './restaurant-money-fixtures.js';

const CAPS = { perOrder: 200, perDinerDay: 300, perStoreWeek: 500, rateCeiling: 0.1 };
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Issue 49 finding 2's invariant: no action of one restaurant moves money out of another restaurant or out of
 * the platform beyond the stated caps. Random sequences of restaurant and diner actions run through the API.
 */
describe('money between restaurants and the platform (property)', async () => {
  const app = await buildTestApp({
    RATE_LIMIT_EXEMPT_IPS: '127.0.0.1',
    REWARD_RATE_MAX_PERCENT: String(CAPS.rateCeiling * 100),
    REWARD_CAP_PER_ORDER: String(CAPS.perOrder / 100),
    REWARD_CAP_PER_DINER_PER_DAY: String(CAPS.perDinerDay / 100),
    REWARD_CAP_PER_STORE_PER_WEEK: String(CAPS.perStoreWeek / 100),
  });
  const owners = [await signUpOwner(app), await signUpOwner(app), await signUpOwner(app)];

  async function payoutOf(world: MoneyWorld, index: number) {
    const { storeId } = world.stores[index]!;
    const response = await portalCall(
      app,
      world.owners[index]!,
      'GET',
      `/portal/stores/${storeId}/payouts?weeks=2`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { totals: { payoutCents: number; platformCreditCents: number } } }>().data
      .totals;
  }

  async function checkInvariant(world: MoneyWorld) {
    const storeIds = world.stores.map((store) => store.storeId);
    const rows = await app.db.select().from(orders).where(inArray(orders.storeId, storeIds));
    const placed = rows.filter((row) => row.placedAt !== null);
    const kept = placed.filter((row) => row.status !== 'REJECTED');
    const given = (row: (typeof rows)[number]) =>
      row.status !== 'REJECTED' && (row.rewardCreditedAt || row.rewardHeldUntil) ? row.rewardEarnedCents : 0;

    // Credit is minted only by captured card payments, each within the ceiling and the caps.
    for (const row of placed) {
      if (row.paymentStatus !== 'CREDIT' || !row.paymentTransactionId) {
        expect(given(row), `in-store order ${row.id}`).toBe(0);
      }
      const food = Number(row.mOrder.subtotalCents) - Number(row.mOrder.discountCents);
      expect(given(row)).toBeLessThanOrEqual(Math.min(CAPS.perOrder, Math.round(food * CAPS.rateCeiling)));
    }
    for (const diner of world.diners) {
      expect(sum(kept.filter((row) => row.userId === diner.userId).map(given))).toBeLessThanOrEqual(
        CAPS.perDinerDay,
      );
    }
    for (const storeId of storeIds) {
      expect(sum(kept.filter((row) => row.storeId === storeId).map(given))).toBeLessThanOrEqual(
        CAPS.perStoreWeek,
      );
    }

    // Each diner's balance moved only by credit earned (once released) and spent.
    for (const [index, diner] of world.diners.entries()) {
      const own = kept.filter((row) => row.userId === diner.userId);
      const credited = sum(own.filter((row) => row.rewardCreditedAt).map((row) => row.rewardEarnedCents));
      const [user] = await app.db.select().from(users).where(eq(users.id, diner.userId));
      expect(user!.rewardBalanceCents).toBe(
        DINER_BALANCES[index]! + credited - sum(own.map((row) => row.rewardSpentCents)),
      );
    }

    // Each store is paid what its diners paid by card, less fees and refunds, plus the credit they used there.
    const charges = await app.db.select().from(sandboxCharges);
    let platformOutlay = 0;
    for (const [index, storeId] of storeIds.entries()) {
      const own = placed.filter((row) => row.storeId === storeId);
      const ids = new Set(own.map((row) => row.paymentTransactionId).filter(Boolean));
      const cards = charges.filter((charge) => ids.has(charge.transactionId));
      const platformCredit = sum(
        own
          .filter((row) => row.status !== 'REJECTED')
          .map(
            (row) =>
              row.rewardSpentCents +
              (row.discountKind === 'NEW_CUSTOMER_PROMO' ? Number(row.mOrder.discountCents) : 0),
          ),
      );
      const expected =
        sum(cards.filter((charge) => charge.status === 'CAPTURED').map((charge) => charge.amountCents)) -
        // No card fee on a voided charge (the sandbox voids every rejected order's charge).
        sum(
          cards
            .filter((charge) => charge.status === 'CAPTURED')
            .map((charge) => cardFeeCents(charge.amountCents)),
        ) +
        platformCredit;
      const payout = await payoutOf(world, index);
      expect(payout.payoutCents, `store ${storeId}`).toBe(expected);
      platformOutlay += payout.platformCreditCents;
    }

    // The platform pays out no more than the credit diners held, what the caps let stores give, and promos.
    const promoCap = NEW_CUSTOMER_PROMO_CAP_CENTS * DINER_BALANCES.filter((balance) => balance === 0).length;
    const capsAll = Math.min(world.diners.length * CAPS.perDinerDay, storeIds.length * CAPS.perStoreWeek);
    expect(platformOutlay).toBeLessThanOrEqual(sum([...DINER_BALANCES]) + capsAll + promoCap);
  }

  it('holds over random sequences of restaurant and diner actions', { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(moneyAction, { minLength: 6, maxLength: 18 }), async (actions) => {
        const world = await insertMoneyWorld(app, owners);
        for (const action of actions) {
          await runMoneyAction(app, world, action);
        }
        await checkInvariant(world);
      }),
      { numRuns: Number(process.env.MONEY_PROPERTY_RUNS ?? 12) },
    );
  });
});
