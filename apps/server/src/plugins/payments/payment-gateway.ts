import type { CardBrand, CardEntry } from '@orderlane/domain';

export type RefundRequest = Pick<Charge, 'transactionId' | 'amountCents' | 'cardLast4'> & {
  idempotencyKey?: string;
};

/** What pays: a card typed at checkout, or a saved payment profile (the gateway's tokens). */
export type PaymentSource =
  | { kind: 'card'; card: CardEntry }
  | { kind: 'profile'; customerProfileId: string; customerPaymentProfileId: string };

export interface ChargeRequest {
  /** The order id: a repeated charge with the same key returns the first transaction. */
  idempotencyKey: string;
  amountCents: number;
  source: PaymentSource;
  description: string;
}

export interface Charge {
  transactionId: string;
  idempotencyKey: string;
  amountCents: number;
  status: 'CAPTURED' | 'VOIDED';
  cardLast4: string;
  createdAt: Date;
}

export type ChargeOutcome = { approved: true; charge: Charge } | { approved: false; message: string };

export interface SavedCard {
  customerProfileId: string;
  customerPaymentProfileId: string;
  cardType: CardBrand;
  /** 'XXXX1111' */
  maskedNumber: string;
}

export interface CreatePaymentProfileRequest {
  customer: { userId: number; email: string | null };
  card: CardEntry;
  /** The diner's existing customer profile at the gateway, when one card was saved before. */
  customerProfileId: string | null;
}

/**
 * A card processor. Card numbers and CVVs pass through to the gateway and are never stored, logged or
 * put into an error message by an implementation.
 */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'authorizenet';
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  voidCharge(charge: Pick<Charge, 'transactionId'>): Promise<void>;
  /**
   * Gives back part or all of a captured charge. A repeat with the same idempotency key (a retry after a crash
   * between the gateway and the database) is recognised and not paid out again.
   */
  refundCharge(charge: RefundRequest): Promise<void>;
  /** Throws DomainError payment_declined when the gateway refuses the card. */
  createPaymentProfile(request: CreatePaymentProfileRequest): Promise<SavedCard>;
  deletePaymentProfile(
    profile: Pick<SavedCard, 'customerProfileId' | 'customerPaymentProfileId'>,
  ): Promise<void>;
  /** The captured charge made under a key, for recovery after a crash; null when there is none. */
  findChargeByIdempotencyKey(idempotencyKey: string): Promise<Charge | null>;
}

/** The gateway could not be reached or answered something unreadable; the outcome of a charge is unknown. */
export class PaymentGatewayError extends Error {
  override readonly name = 'PaymentGatewayError';
}

export const CARD_DECLINED_MESSAGE = 'Your card was declined.';
