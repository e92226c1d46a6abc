import { DomainError, type CreditCardInfo } from '@orderlane/domain';
import type { AttemptLimits } from '@/plugins/attempt-limits.js';
import { describeCardProblem } from '@/plugins/payments/card-problems.js';
import { PaymentGatewayError, type Charge, type PaymentGateway } from '@/plugins/payments/payment-gateway.js';
import type { Db } from '@/db/client.js';
import { countPhoneCardTry, forgetStoreDeclines } from './card-attempts.js';
import {
  PHONE_CARDS_PAUSED_MESSAGE,
  pauseCardsOnSpike,
  refuseIfCardsPaused,
  type CardPauseAlarm,
  type CardPauseRule,
} from './card-pauses.js';
import { GATEWAY_FAILED_MESSAGE } from './order-placement.js';
import type { OrderAttemptRules } from './orders-attempt-rules.js';
import { markPaymentAttempt } from './orders-repository.js';

export const SAVED_CARD_REFUSED_MESSAGE = 'A phone order is paid with a card typed in, or in store.';

export interface PhoneCardDeps extends CardPauseAlarm {
  db: Db;
  payments: PaymentGateway;
  attemptLimits: AttemptLimits;
  attemptRules: OrderAttemptRules;
  cardPause: CardPauseRule;
}

export interface PhoneCardCharge {
  orderId: number;
  storeId: number;
  storeName: string;
  amountCents: number;
  card: CreditCardInfo | null;
  /** The restaurant account that typed the card, and where it sent it from. */
  staffAccountId: number;
  clientIp: string;
  now: Date;
}

/** The typed card, checked by the card rules; phone orders never use a diner's saved cards. */
function typedCard(card: CreditCardInfo | null, now: Date) {
  if (!card || 'userPaymentProfileId' in card) {
    throw new DomainError('invalid_data', SAVED_CARD_REFUSED_MESSAGE);
  }
  const problem = describeCardProblem(card, now);
  if (problem) {
    throw new DomainError('invalid_data', problem);
  }
  return card;
}

/**
 * Charges a phone order's typed card (the order id is the idempotency key). Refused at a store whose card payments
 * are paused; each try is counted before the gateway sees it and given back when approved, and a decline that
 * makes the store's declines a spike pauses its card payments.
 */
export async function chargePhoneCard(deps: PhoneCardDeps, payment: PhoneCardCharge): Promise<Charge> {
  const { orderId, storeId, now } = payment;
  const card = typedCard(payment.card, now);
  await refuseIfCardsPaused(deps.db, storeId, now, PHONE_CARDS_PAUSED_MESSAGE);
  const perStore = { max: deps.cardPause.declines, windowMs: deps.cardPause.windowMs };
  const cardTry = await countPhoneCardTry(deps.attemptLimits, deps.attemptRules, perStore, {
    orderId,
    storeId,
    staffAccountId: payment.staffAccountId,
    clientIp: payment.clientIp,
  });
  await markPaymentAttempt(deps.db, orderId);
  const outcome = await deps.payments
    .charge({
      idempotencyKey: String(orderId),
      amountCents: payment.amountCents,
      source: { kind: 'card', card },
      description: `${payment.storeName} phone order ${orderId}`,
    })
    .catch((error: unknown) => {
      throw error instanceof PaymentGatewayError
        ? new DomainError('payment_declined', GATEWAY_FAILED_MESSAGE)
        : error;
    });
  if (!outcome.approved) {
    if (await pauseCardsOnSpike(deps, { storeId, declines: cardTry.storeDeclines, now })) {
      await forgetStoreDeclines(deps.attemptLimits, storeId);
    }
    throw new DomainError('payment_declined', outcome.message);
  }
  await cardTry.approved();
  return outcome.charge;
}
