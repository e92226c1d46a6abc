import {
  DomainError,
  NO_PAYMENT_METHOD_MESSAGE,
  type CreditCardInfo,
  type OrderJson,
  type PaymentStatus,
} from '@orderlane/domain';
import type { PaymentProfilesService } from '@/modules/payment-profiles/payment-profiles-service.js';
import { describeCardProblem } from '@/plugins/payments/card-problems.js';
import type { PaymentSource } from '@/plugins/payments/payment-gateway.js';

export const CASH_REFUSED_MESSAGE = 'Cash is accepted only for dine-in and walk-in orders paid in store.';
export const TABLE_NAME_MISSING_MESSAGE = 'A dine-in order needs a table name.';

/** 000 §5 Dine-in: CASH only in store (DINE_IN or WALK_IN with orderPaymentMethod IN_STORE); dine-in needs a table. */
export function checkPaymentMethod(order: OrderJson, paymentStatus: PaymentStatus) {
  if (order.orderType === 'DINE_IN' && order.tableName.trim() === '') {
    throw new DomainError('invalid_data', TABLE_NAME_MISSING_MESSAGE);
  }
  const isInStore = order.orderType === 'DINE_IN' || order.orderType === 'WALK_IN';
  if (paymentStatus === 'CASH' && !(isInStore && order.orderPaymentMethod === 'IN_STORE')) {
    throw new DomainError('invalid_data', CASH_REFUSED_MESSAGE);
  }
}

export interface ResolvedSource {
  source: PaymentSource;
  paymentProfileId: number | null;
  /** The card's fingerprint; null for a card saved before fingerprints were kept. */
  cardFingerprint: string | null;
}

/** A typed card checked by the card rules, or a saved profile of this diner (403 for another's, 404 unknown). */
export async function resolvePaymentSource(
  card: CreditCardInfo | null,
  context: { userId: number; now: Date; paymentProfiles: PaymentProfilesService },
): Promise<ResolvedSource> {
  if (!card) {
    throw new DomainError('invalid_data', NO_PAYMENT_METHOD_MESSAGE);
  }
  if ('userPaymentProfileId' in card) {
    const profile = await context.paymentProfiles.findOwnedProfile(context.userId, card.userPaymentProfileId);
    return {
      source: {
        kind: 'profile',
        customerProfileId: profile.customerProfileId,
        customerPaymentProfileId: profile.customerPaymentProfileId,
      },
      paymentProfileId: profile.id,
      cardFingerprint: profile.cardFingerprint,
    };
  }
  const problem = describeCardProblem(card, context.now);
  if (problem) {
    throw new DomainError('invalid_data', problem);
  }
  return {
    source: { kind: 'card', card },
    paymentProfileId: null,
    cardFingerprint: context.paymentProfiles.fingerprintCard(card),
  };
}
