import {
  DomainError,
  isReceivedOrderStatus,
  type CreditCardInfo,
  type DisplayLocale,
  type OrderJson,
  type PaymentStatus,
} from '@orderlane/domain';
import type { Charge } from '@/plugins/payments/payment-gateway.js';
import type { AnalyticsService } from '@/modules/analytics/analytics-service.js';
import type { KitchenCache } from '@/modules/capacity/kitchen-cache-service.js';
import { planKitchenSlot, reserveKitchenSlot } from '@/modules/capacity/kitchen-slots-service.js';
import { priceOrder, type PricingDeps } from './calculate-order.js';
import {
  ORDER_ABANDONED_MESSAGE,
  ORDER_CHANGED_MESSAGE,
  ORDER_STALE_MESSAGE,
  PRICED_ORDER_LIFETIME_MS,
  type PlacedOrder,
} from './order-placement.js';
import * as ordersRepository from './orders-repository.js';
import { chargePhoneCard, type PhoneCardDeps } from './phone-card-payment.js';
import { findPhoneOrderForPlacement, type PhoneOrderForPlacement } from './phone-orders-repository.js';

export interface PhoneOrderDeps extends PricingDeps, PhoneCardDeps {
  analytics: AnalyticsService;
  /** This process's kitchen copies (`app.kitchenCache`): the check before the charge, told after the commit. */
  kitchens: Pick<KitchenCache, 'load' | 'bookingsChanged'>;
  log: { error(object: object, message: string): void; warn(object: object, message: string): void };
  onOrderPlaced?: (placed: { orderId: number; storeId: number }) => Promise<void>;
}

export interface PlacePhoneOrderInput {
  storeId: number;
  order: OrderJson;
  /** CREDIT: the card the staff member typed; CASH: the customer pays in store. */
  paymentStatus: PaymentStatus;
  card: CreditCardInfo | null;
  locale: DisplayLocale;
  /** The restaurant account sending it, and its client address: declined cards are limited per each. */
  staffAccountId: number;
  clientIp: string;
}

const answerOf = (order: PhoneOrderForPlacement): PlacedOrder => ({
  orderId: order.id,
  chargedCents: order.chargedCents ?? 0,
});

async function placeWith(
  deps: PhoneOrderDeps,
  existing: PhoneOrderForPlacement,
  input: PlacePhoneOrderInput,
  charge: Charge | null,
  chargedCents: number,
) {
  const { order } = input;
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const placed = await ordersRepository.markOrderPlaced(tx, existing.id, {
      paymentStatus: input.paymentStatus,
      paymentTransactionId: charge?.transactionId ?? null,
      paymentProfileId: null,
      chargedCents,
      orderPaymentMethod: input.paymentStatus === 'CASH' ? 'IN_STORE' : (order.orderPaymentMethod ?? null),
      tableName: order.tableName,
      specialInstructions: order.specialInstructions,
      placedAt: now,
      // A captured card is money in, as for a diner's order; an in-store order is paid later, at the counter.
      paidAt: charge ? now : null,
      // A phone order has no diner: it earns no reward credit, and no card fingerprint is kept for referrals.
      rewardEarnedCents: 0,
      cardFingerprint: null,
    });
    if (!placed) {
      return false;
    }
    await reserveKitchenSlot(deps.db, tx, existing.id, now);
    await deps.analytics.recordOrderPlaced(tx, {
      orderId: existing.id,
      userId: null,
      storeId: existing.storeId,
      orderType: existing.orderType,
      chargedCents,
      paymentStatus: input.paymentStatus,
    });
    return true;
  });
}

/**
 * A phone order taken by the store's staff: re-priced and refused when changed or stale, like a diner's, then
 * charged to the typed card (the order id is the idempotency key) or left to be paid in store, and placed once.
 */
export async function placePhoneOrder(
  deps: PhoneOrderDeps,
  input: PlacePhoneOrderInput,
): Promise<PlacedOrder> {
  const orderId = input.order.orderId;
  if (!orderId) {
    throw new DomainError('invalid_data', 'Please calculate the order before placing it.');
  }
  const existing = await findPhoneOrderForPlacement(deps.db, orderId, input.storeId);
  if (!existing) {
    throw new DomainError('not_found', `Phone order ${orderId} was not found at this store.`);
  }
  if (isReceivedOrderStatus(existing.status)) {
    return answerOf(existing);
  }
  if (existing.status === 'PAYMENT_FAILED') {
    throw new DomainError('conflict', ORDER_ABANDONED_MESSAGE);
  }
  const now = deps.clock();
  if (now.getTime() - existing.createdAt.getTime() > PRICED_ORDER_LIFETIME_MS) {
    throw new DomainError('conflict', ORDER_STALE_MESSAGE);
  }
  const priced = await priceOrder(deps, { order: input.order, userId: null, locale: input.locale });
  if (!priced.orderability.orderable) {
    throw new DomainError('conflict', priced.orderability.message);
  }
  if (priced.fingerprint !== existing.pricingFingerprint) {
    throw new DomainError('conflict', ORDER_CHANGED_MESSAGE);
  }
  await planKitchenSlot(deps.db, deps.kitchens, { orderId, storeId: existing.storeId }, now);

  let charge: Charge | null = null;
  if (input.paymentStatus === 'CREDIT') {
    charge = await chargePhoneCard(deps, {
      orderId,
      storeId: existing.storeId,
      storeName: priced.store.name,
      amountCents: priced.chargedCents,
      card: input.card,
      staffAccountId: input.staffAccountId,
      clientIp: input.clientIp,
      now,
    });
  }

  let placed: boolean;
  try {
    placed = await placeWith(deps, existing, input, charge, priced.chargedCents);
  } catch (error) {
    if (charge && (await ordersRepository.markOrderAbandoned(deps.db, orderId))) {
      await deps.payments.voidCharge(charge);
    }
    throw error;
  }
  if (!placed) {
    // A twin send placed it first with the same idempotent charge.
    const again = await findPhoneOrderForPlacement(deps.db, orderId, input.storeId);
    if (again && isReceivedOrderStatus(again.status)) {
      return answerOf(again);
    }
    throw new DomainError('conflict', ORDER_ABANDONED_MESSAGE);
  }
  // Committed: this process's offered slots count the booking from now on (others hear the 'order' event).
  deps.kitchens.bookingsChanged(existing.storeId);
  await deps
    .onOrderPlaced?.({ orderId, storeId: existing.storeId })
    .catch((error: unknown) => deps.log.error({ err: error, orderId }, 'telling the restaurant failed'));
  return { orderId, chargedCents: priced.chargedCents };
}
