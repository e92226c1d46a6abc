import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, sandboxCharges } from '@/db/schema/index.js';
import { insertUserFixture } from '@/modules/orders/orders-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { insertPortalWorld, placeCardOrder } from './portal-fixtures.js';
import { REFUND_GRACE_MS, retryPendingRefunds } from './refund-recovery.js';

describe('refunds left PENDING by a request that stopped mid-way', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });
  const { store } = await insertPortalWorld(app);
  const now = new Date();
  const deps = { db: app.db, payments: app.payments, log: app.log, clock: () => now };

  /** A card order rejected `ago` ms before now whose refund was claimed and never finished. */
  async function strandedRefund(ago: number) {
    const orderId = await placeCardOrder(app, await insertUserFixture(app.db), store);
    await app.db
      .update(orders)
      .set({ status: 'REJECTED', refundStatus: 'PENDING', statusChangedAt: new Date(now.getTime() - ago) })
      .where(eq(orders.id, orderId));
    return orderId;
  }
  const stateOf = async (orderId: number) => {
    const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    const [charge] = await app.db
      .select({ status: sandboxCharges.status })
      .from(sandboxCharges)
      .where(eq(sandboxCharges.transactionId, order!.paymentTransactionId!));
    return { refund: order!.refundStatus, charge: charge?.status };
  };

  it('gives the money back once the rejecting request had its time, once across parallel sweeps', async () => {
    const stale = await strandedRefund(REFUND_GRACE_MS + 60_000);
    const fresh = await strandedRefund(10_000);
    expect(await stateOf(stale)).toEqual({ refund: 'PENDING', charge: 'CAPTURED' });

    const swept = await Promise.all([retryPendingRefunds(deps), retryPendingRefunds(deps)]);
    expect(swept[0] + swept[1]).toBe(1);
    expect(await stateOf(stale)).toEqual({ refund: 'VOIDED', charge: 'VOIDED' });
    // Still within the grace period: the request that rejected it may be finishing it.
    expect(await stateOf(fresh)).toEqual({ refund: 'PENDING', charge: 'CAPTURED' });
    expect(await retryPendingRefunds(deps)).toBe(0);
    // ...and it does: the next test's sweeps find only their own order.
    await app.db.update(orders).set({ refundStatus: 'VOIDED' }).where(eq(orders.id, fresh));
  });

  it('tries again a grace period after a failed attempt, not before', async () => {
    const orderId = await strandedRefund(REFUND_GRACE_MS + 60_000);
    await app.db
      .update(orders)
      .set({ refundAttemptedAt: new Date(now.getTime() - 1000) })
      .where(eq(orders.id, orderId));
    expect(await retryPendingRefunds(deps)).toBe(0);
    const later = { ...deps, clock: () => new Date(now.getTime() + REFUND_GRACE_MS) };
    expect(await retryPendingRefunds(later)).toBe(1);
    expect(await stateOf(orderId)).toEqual({ refund: 'VOIDED', charge: 'VOIDED' });
  });
});
