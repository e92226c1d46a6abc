import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderRefunds, orders, sandboxCharges, sandboxRefunds } from '@/db/schema/index.js';
import { insertUserFixture } from '@/modules/orders/orders-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { insertPortalWorld, placeCardOrder } from './portal-fixtures.js';
import { insertPendingRefund } from './order-refunds-repository.js';
import { REFUND_GRACE_MS, retryPendingRefunds } from './refund-recovery.js';

describe('refunds left PENDING by a request that stopped mid-way', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });
  const { store } = await insertPortalWorld(app);
  const now = new Date();
  const deps = { db: app.db, payments: app.payments, log: app.log, clock: () => now };

  /** A card order whose refund was reserved `ago` ms before now and never finished. */
  async function strandedRefund(ago: number, { kind = 'REJECT' as 'REJECT' | 'REFUND', part = 1 } = {}) {
    const orderId = await placeCardOrder(app, await insertUserFixture(app.db), store);
    const at = new Date(now.getTime() - ago);
    const [order] = await app.db
      .update(orders)
      .set(
        kind === 'REJECT'
          ? { status: 'REJECTED', refundStatus: 'PENDING', statusChangedAt: at }
          : { status: 'COMPLETED', statusChangedAt: at },
      )
      .where(eq(orders.id, orderId))
      .returning();
    const refund = await insertPendingRefund(app.db, {
      orderId,
      storeId: store.storeId,
      kind,
      amountCents: Math.round(order!.chargedCents! * part),
      reason: 'The kitchen is too busy',
      lineIds: null,
      actorOwnerId: null,
      actorName: 'Olive Owner',
      at,
    });
    return { orderId, refund, transactionId: order!.paymentTransactionId! };
  }
  const stateOf = async (orderId: number) => {
    const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    const [charge] = await app.db
      .select({ status: sandboxCharges.status })
      .from(sandboxCharges)
      .where(eq(sandboxCharges.transactionId, order!.paymentTransactionId!));
    const [refund] = await app.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    return { order: order!.refundStatus, refund: refund?.status, charge: charge?.status };
  };

  it('gives the money back once the refunding request had its time, once across parallel sweeps', async () => {
    const stale = await strandedRefund(REFUND_GRACE_MS + 60_000);
    const fresh = await strandedRefund(10_000);
    expect(await stateOf(stale.orderId)).toEqual({ order: 'PENDING', refund: 'PENDING', charge: 'CAPTURED' });

    const swept = await Promise.all([retryPendingRefunds(deps), retryPendingRefunds(deps)]);
    expect(swept[0] + swept[1]).toBe(1);
    expect(await stateOf(stale.orderId)).toEqual({ order: 'VOIDED', refund: 'VOIDED', charge: 'VOIDED' });
    // Still within the grace period: the request that rejected it may be finishing it.
    expect(await stateOf(fresh.orderId)).toEqual({ order: 'PENDING', refund: 'PENDING', charge: 'CAPTURED' });
    expect(await retryPendingRefunds(deps)).toBe(0);
    // ...and it does: the next tests' sweeps find only their own refunds.
    await app.db.update(orderRefunds).set({ status: 'VOIDED' }).where(eq(orderRefunds.id, fresh.refund.id));
  });

  it('tries again a grace period after a failed attempt, not before', async () => {
    const { orderId, refund } = await strandedRefund(REFUND_GRACE_MS + 60_000);
    await app.db
      .update(orderRefunds)
      .set({ attemptedAt: new Date(now.getTime() - 1000) })
      .where(eq(orderRefunds.id, refund.id));
    expect(await retryPendingRefunds(deps)).toBe(0);
    const later = { ...deps, clock: () => new Date(now.getTime() + REFUND_GRACE_MS) };
    expect(await retryPendingRefunds(later)).toBe(1);
    expect(await stateOf(orderId)).toMatchObject({ refund: 'VOIDED', charge: 'VOIDED' });
  });

  it('does not pay a partial refund twice when the gateway gave it before the process stopped', async () => {
    const { orderId, refund, transactionId } = await strandedRefund(REFUND_GRACE_MS + 60_000, {
      kind: 'REFUND',
      part: 0.5,
    });
    const [row] = await app.db.select().from(orderRefunds).where(eq(orderRefunds.id, refund.id));
    // The crash: the gateway credited the card under the refund's key, the database never heard.
    await app.payments.refundCharge({
      transactionId,
      amountCents: row!.amountCents,
      cardLast4: '1111',
      idempotencyKey: refund.idempotencyKey,
    });
    expect(await retryPendingRefunds(deps)).toBe(1);
    const credits = await app.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.transactionId, transactionId));
    expect(credits.map((credit) => credit.amountCents)).toEqual([row!.amountCents]);
    expect(await stateOf(orderId)).toMatchObject({ order: null, refund: 'REFUNDED', charge: 'CAPTURED' });
  });
});
