import { DomainError, isReceivedOrderStatus } from '@orderlane/domain';
import { creditPaidOrder } from '@/modules/rewards/rewards-service.js';
import { reserveKitchenSlot } from '@/modules/capacity/kitchen-slots-service.js';
import { findInStoreCapProblem, lockDinerInStoreOrders } from './in-store-access.js';
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
  if (order && isReceivedOrderStatus(order.status)) {
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

/** How the order was paid: the card charge when there is one, the saved card used, the card's fingerprint. */
export interface PlacementPayment {
  charge: Charge | null;
  paymentProfileId: number | null;
  cardFingerprint: string | null;
}

/**
 * One transaction: the order placed, reward credit spent, promo used, event logged; a captured card makes it
 * paid at once, which earns its reward credit and may settle the diner's referral (rewards service).
 */
export async function finalizePlacement(
  deps: PlacementDeps,
  priced: PricedOrder,
  input: PlaceOrderInput,
  payment: PlacementPayment,
  existing: OrderForPlacement,
) {
  const { order } = input;
  const { charge } = payment;
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    if (input.paymentStatus === 'CASH') {
      // Counted under a lock per diner: two sends at once cannot both slip under the caps.
      await lockDinerInStoreOrders(tx, input.userId);
      const capProblem = await findInStoreCapProblem(tx, {
        userId: input.userId,
        storeId: existing.storeId,
        now,
      });
      if (capProblem) {
        throw new DomainError('conflict', capProblem);
      }
    }
    const notification = deps.placedNotification?.({ orderId: existing.id, storeId: existing.storeId });
    const placed = await ordersRepository.markOrderPlaced(
      tx,
      existing.id,
      {
        paymentStatus: input.paymentStatus,
        paymentTransactionId: charge?.transactionId ?? null,
        paymentProfileId: payment.paymentProfileId,
        chargedCents: priced.chargedCents,
        orderPaymentMethod: order.orderPaymentMethod ?? null,
        tableName: order.tableName,
        specialInstructions: order.specialInstructions,
        placedAt: now,
        paidAt: charge ? now : null,
        rewardEarnedCents: priced.rewardEarnedCents,
        cardFingerprint: payment.cardFingerprint,
      },
      notification,
    );
    if (!placed) {
      return false;
    }
    // Under the store's kitchen lock: an order that no longer fits is refused (409) and its charge voided.
    await reserveKitchenSlot(deps.db, tx, existing.id, now);
    const orderCount = await ordersRepository.applyOrderToUser(tx, input.userId, {
      spentCents: priced.rewardSpentCents,
      usesPromo: priced.discountKind === 'NEW_CUSTOMER_PROMO',
    });
    if (orderCount === null) {
      throw new DomainError('conflict', DISCOUNT_GONE_MESSAGE);
    }
    if (charge) {
      await creditPaidOrder(tx, existing.id, now, deps.rewardPolicy);
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
