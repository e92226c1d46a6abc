import type { Db } from '@/db/client.js';
import type { PaymentGateway } from '@/plugins/payments/payment-gateway.js';
import { setRefundStatus, type OrderForAction } from './order-actions-repository.js';
import * as refunds from './order-refunds-repository.js';
import type { PendingRefund } from './order-refunds-repository.js';

export interface RefundDeps {
  db: Db;
  payments: PaymentGateway;
  log: { error(object: object, message: string): void };
  clock?: () => Date;
}

export type RefundOutcome = 'VOIDED' | 'REFUNDED' | 'FAILED';

/**
 * Asks the gateway to give one reserved refund back and records its answer on the refund row (and, for a
 * rejected or cancelled order, on the order). The whole charge with nothing given back before is voided while
 * it is unsettled, else credited; any other amount is credited. Every credit carries the row's idempotency key,
 * so a second attempt at the same row (the sweep after a crash) is not paid out again; a void is idempotent.
 */
export async function settleRefund(deps: RefundDeps, refund: PendingRefund): Promise<RefundOutcome> {
  const transactionId = refund.paymentTransactionId;
  const at = () => (deps.clock ?? (() => new Date()))();
  let outcome: RefundOutcome;
  let message: string | null = null;
  let method: 'VOID' | 'REFUND' | null = null;
  if (!transactionId) {
    outcome = 'VOIDED';
  } else {
    const isWholeCharge =
      refund.amountCents === (refund.chargedCents ?? 0) &&
      !(await refunds.hasEarlierActiveRefund(deps.db, refund));
    try {
      if (!isWholeCharge) {
        throw new Error('a part of the charge is credited, not voided');
      }
      await deps.payments.voidCharge({ transactionId });
      outcome = 'VOIDED';
      method = 'VOID';
    } catch {
      try {
        const charge = await deps.payments
          .findChargeByIdempotencyKey(String(refund.orderId))
          .catch(() => null);
        await deps.payments.refundCharge({
          transactionId,
          amountCents: refund.amountCents,
          cardLast4: charge?.cardLast4 ?? '',
          idempotencyKey: refund.idempotencyKey,
        });
        outcome = 'REFUNDED';
        method = 'REFUND';
      } catch (error) {
        deps.log.error(
          { err: error, orderId: refund.orderId, refundId: refund.id },
          'neither a void nor a refund went through; refund by hand',
        );
        outcome = 'FAILED';
        message = error instanceof Error ? error.message.slice(0, 300) : 'The gateway refused the refund.';
      }
    }
  }
  const recorded = await refunds.recordRefundOutcome(deps.db, refund.id, {
    status: outcome,
    method,
    message,
    at: at(),
  });
  if (recorded && refund.kind !== 'REFUND') {
    await setRefundStatus(deps.db, refund.orderId, outcome);
  }
  return outcome;
}

/**
 * Gives a rejected or cancelled card order's money back: the refund its transition reserved. Called by the
 * request whose transition rejected the order, and by the refund sweep only when that request stopped before
 * recording the outcome (refund-recovery.ts).
 */
export async function giveBackPayment(
  deps: RefundDeps,
  order: Pick<OrderForAction, 'id'>,
): Promise<RefundOutcome | null> {
  let last: RefundOutcome | null = null;
  for (const refund of await refunds.findPendingRefunds(deps.db, {
    orderId: order.id,
    kinds: ['REJECT', 'CANCEL'],
  })) {
    last = await settleRefund(deps, refund);
  }
  return last;
}
