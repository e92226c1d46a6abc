import { DomainError } from '@orderlane/domain';
import { creditReferrerOnFirstOrder } from '@/modules/accounts/accounts-service.js';
import type { Charge } from '@/plugins/payments/payment-gateway.js';
import type { PricedOrder } from './calculate-order.js';
import {
  DISCOUNT_GONE_MESSAGE,
  ORDER_ABANDONED_MESSAGE,
  type PlaceOrderInput,
  type PlacedOrder,
  type PlacementDeps,
} from './order-placement.js';
import * as ordersRepository from './orders-repository.js';
import type { OrderForPlacement } from './orders-repository.js';

export const placedAnswer = (order: OrderForPlacement): PlacedOrder => ({
  orderId: order.id,
  chargedCents: order.chargedCents ?? 0,
});

/** The re-read after losing a race: placed by a twin request (same charge), or abandoned. */
export async function settleLostRace(
  deps: PlacementDeps,
  orderId: number,
  charge: Charge | null,
): Promise<PlacedOrder> {
  const order = await ordersRepository.findOrderForPlacement(deps.db, orderId);
  if (order?.status === 'PLACED') {
    if (charge && order.paymentTransactionId !== charge.transactionId) {
      await deps.payments.voidCharge(charge);
    }
    return placedAnswer(order);
  }
  throw new DomainError('conflict', ORDER_ABANDONED_MESSAGE);
}

/** Gives back a charge whose order will not be placed; the order is abandoned first so no twin can place it. */
export async function releaseCharge(deps: PlacementDeps, orderId: number, charge: Charge) {
  if (!(await ordersRepository.markOrderAbandoned(deps.db, orderId))) {
    return;
  }
  try {
    await deps.payments.voidCharge(charge);
    await ordersRepository.clearPaymentAttempt(deps.db, orderId);
  } catch (error) {
    deps.log.error({ err: error, orderId }, 'voiding a charge failed; the recovery sweep retries it');
  }
}

/** One transaction: the order placed, reward credit spent and earned, promo used, referrer credited, event logged. */
export async function finalizePlacement(
  deps: PlacementDeps,
  priced: PricedOrder,
  input: PlaceOrderInput,
  charge: Charge | null,
  paymentProfileId: number | null,
  existing: OrderForPlacement,
) {
  const { order } = input;
  return deps.db.transaction(async (tx) => {
    const placed = await ordersRepository.markOrderPlaced(tx, existing.id, {
      paymentStatus: input.paymentStatus,
      paymentTransactionId: charge?.transactionId ?? null,
      paymentProfileId,
      chargedCents: priced.chargedCents,
      orderPaymentMethod: order.orderPaymentMethod ?? null,
      tableName: order.tableName,
      specialInstructions: order.specialInstructions,
      placedAt: deps.clock(),
    });
    if (!placed) {
      return false;
    }
    const orderCount = await ordersRepository.applyOrderToUser(tx, input.userId, {
      spentCents: priced.rewardSpentCents,
      earnedCents: priced.rewardEarnedCents,
      usesPromo: priced.discountKind === 'NEW_CUSTOMER_PROMO',
    });
    if (orderCount === null) {
      throw new DomainError('conflict', DISCOUNT_GONE_MESSAGE);
    }
    if (orderCount === 1) {
      await creditReferrerOnFirstOrder(tx, input.userId);
    }
    if (existing.customerId !== null && order.customer) {
      const { phoneNumber, firstName, lastName, email, address2, note } = order.customer;
      await ordersRepository.updateCustomerContact(tx, existing.customerId, {
        phoneNumber,
        firstName,
        lastName,
        email,
        address2,
        note: note || 'Hand it to me',
      });
    }
    await deps.analytics.recordOrderPlaced(tx, {
      orderId: existing.id,
      userId: input.userId,
      storeId: existing.storeId,
      orderType: existing.orderType,
      chargedCents: priced.chargedCents,
      paymentStatus: input.paymentStatus,
    });
    return true;
  });
}
