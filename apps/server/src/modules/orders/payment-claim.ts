import { DomainError, isReceivedOrderStatus } from '@orderlane/domain';
import * as ordersRepository from './orders-repository.js';
import { ORDER_ABANDONED_MESSAGE, type PlacementDeps } from './order-placement.js';
import { placedAnswer } from './placement-transaction.js';

/** Longer than any gateway call takes: a claim this old belongs to a send that crashed, and may be taken over. */
export const STALE_PAYMENT_CLAIM_MS = 2 * 60_000;
const TWIN_POLL_MS = 200;
const TWIN_WAIT_MS = 30_000;

export const TWIN_DECLINED_MESSAGE =
  'Your card payment for this order did not go through. Please check your card and try again.';
export const TWIN_STILL_PAYING_MESSAGE =
  'The payment for this order is still being processed. Please check your orders in a moment before trying again.';

/** Claims the order's card payment for this send (see `ordersRepository.claimPayment`). */
export function claimOrderPayment(deps: PlacementDeps, orderId: number) {
  const now = deps.clock();
  return ordersRepository.claimPayment(
    deps.db,
    orderId,
    now,
    new Date(now.getTime() - STALE_PAYMENT_CLAIM_MS),
  );
}

/**
 * Hands the claim of a send that cannot finish (its database connection was lost after the charge) to the next
 * send at once: the claim is back-dated past its staleness, so a retry takes it over and gets the same charge
 * back for the order's key, while a twin still waiting keeps waiting instead of reading "declined".
 */
export async function handOverPaymentClaim(deps: PlacementDeps, orderId: number) {
  const stale = new Date(deps.clock().getTime() - STALE_PAYMENT_CLAIM_MS - 1000);
  await ordersRepository.backdatePaymentClaim(deps.db, orderId, stale);
}

/**
 * A twin send (a double click, a retry racing the first) found the payment claimed: it neither charges nor
 * counts a card try, it waits for the claiming send and answers what that one achieved.
 */
export async function answerAfterTwinSend(deps: PlacementDeps, orderId: number) {
  for (let waited = 0; waited < TWIN_WAIT_MS; waited += TWIN_POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, TWIN_POLL_MS));
    const order = await ordersRepository.findOrderForPlacement(deps.db, orderId);
    if (order && isReceivedOrderStatus(order.status)) {
      return placedAnswer(order);
    }
    if (!order || order.status !== 'PENDING') {
      throw new DomainError('conflict', ORDER_ABANDONED_MESSAGE);
    }
    if (!order.paymentClaimedAt) {
      throw new DomainError('payment_declined', TWIN_DECLINED_MESSAGE);
    }
  }
  throw new DomainError('conflict', TWIN_STILL_PAYING_MESSAGE);
}
