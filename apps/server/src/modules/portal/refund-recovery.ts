import { and, eq, lt, sql } from 'drizzle-orm';
import { orders } from '@/db/schema/index.js';
import { giveBackPayment, type RefundDeps } from './order-refunds.js';

/** How long a rejecting request has to finish its own refund before a sweep takes it up. */
export const REFUND_GRACE_MS = 2 * 60_000;

/**
 * Rejected card orders whose refund was claimed (PENDING) but never finished: the process stopped between the
 * rejection and the gateway's answer. Each is leased (refund_attempted_at) so one process retries it at a
 * time, at most every grace period; a void or refund already done is not repeated by the gateway (the
 * sandbox voids a captured charge only; Authorize.Net refuses credits beyond the charge).
 */
export async function retryPendingRefunds(
  deps: RefundDeps & { clock: () => Date },
  { graceMs = REFUND_GRACE_MS, limit = 20 } = {},
): Promise<number> {
  const now = deps.clock();
  const due = new Date(now.getTime() - graceMs);
  const leased = await deps.db
    .update(orders)
    .set({ refundAttemptedAt: now })
    .where(
      and(
        eq(orders.refundStatus, 'PENDING'),
        lt(sql`COALESCE(${orders.refundAttemptedAt}, ${orders.statusChangedAt})`, due),
        sql`${orders.id} IN (SELECT ${orders.id} FROM ${orders} WHERE ${orders.refundStatus} = 'PENDING'
          ORDER BY ${orders.id} LIMIT ${limit})`,
      ),
    )
    .returning({
      id: orders.id,
      paymentTransactionId: orders.paymentTransactionId,
      chargedCents: orders.chargedCents,
    });
  for (const order of leased) {
    await giveBackPayment(deps, order);
  }
  return leased.length;
}
