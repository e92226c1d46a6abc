import { settleRefund, type RefundDeps } from './order-refunds.js';
import { findPendingRefund, leaseStrandedRefunds } from './order-refunds-repository.js';

/** How long a refunding request has to finish its own refund before a sweep takes it up. */
export const REFUND_GRACE_MS = 2 * 60_000;

/**
 * Refunds reserved (PENDING) but never finished: the process stopped between reserving the refund and the
 * gateway's answer. Each is leased (attempted_at) so one process retries it at a time, at most every grace
 * period; the gateway is asked again with the refund's own idempotency key, so a refund it already gave is not
 * given twice (a void is idempotent; the sandbox and Authorize.net recognise a repeated refund key).
 */
export async function retryPendingRefunds(
  deps: RefundDeps & { clock: () => Date },
  { graceMs = REFUND_GRACE_MS, limit = 20 } = {},
): Promise<number> {
  const now = deps.clock();
  const leased = await leaseStrandedRefunds(deps.db, {
    now,
    due: new Date(now.getTime() - graceMs),
    limit,
  });
  for (const { id } of leased) {
    const refund = await findPendingRefund(deps.db, id);
    if (refund) {
      await settleRefund(deps, refund);
    }
  }
  return leased.length;
}
