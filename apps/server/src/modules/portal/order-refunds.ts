import type { Db } from '@/db/client.js';
import type { PaymentGateway } from '@/plugins/payments/payment-gateway.js';
import { setRefundStatus, type OrderForAction } from './order-actions-repository.js';

export interface RefundDeps {
  db: Db;
  payments: PaymentGateway;
  log: { error(object: object, message: string): void };
}

/**
 * Gives a rejected card order's money back: a void while the charge is unsettled, else a refund of the amount
 * charged. Called by the request whose transition rejected the order, and by the refund sweep only when that
 * request stopped before recording the outcome (refund-recovery.ts).
 */
export async function giveBackPayment(
  deps: RefundDeps,
  order: Pick<OrderForAction, 'id' | 'paymentTransactionId' | 'chargedCents'>,
): Promise<'VOIDED' | 'REFUNDED' | 'FAILED'> {
  const transactionId = order.paymentTransactionId;
  if (!transactionId) {
    return 'VOIDED';
  }
  let outcome: 'VOIDED' | 'REFUNDED' | 'FAILED';
  try {
    await deps.payments.voidCharge({ transactionId });
    outcome = 'VOIDED';
  } catch {
    try {
      const charge = await deps.payments.findChargeByIdempotencyKey(String(order.id)).catch(() => null);
      await deps.payments.refundCharge({
        transactionId,
        amountCents: order.chargedCents ?? 0,
        cardLast4: charge?.cardLast4 ?? '',
      });
      outcome = 'REFUNDED';
    } catch (error) {
      deps.log.error(
        { err: error, orderId: order.id },
        'neither a void nor a refund went through; refund by hand',
      );
      outcome = 'FAILED';
    }
  }
  await setRefundStatus(deps.db, order.id, outcome);
  return outcome;
}
