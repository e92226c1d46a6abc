import { DomainError, isReceivedOrderStatus } from '@orderlane/domain';
import { isDatabaseUnavailable } from '@/db/database-unavailable.js';
import { PaymentGatewayError, type Charge } from '@/plugins/payments/payment-gateway.js';
import { planKitchenSlot } from '@/modules/capacity/kitchen-slots-service.js';
import { priceOrder } from './calculate-order.js';
import { countCardTry } from './card-attempts.js';
import { CARD_PAYMENTS_PAUSED_MESSAGE, refuseIfCardsPaused } from './card-pauses.js';
import { findInStoreAccessProblem } from './in-store-access.js';
import {
  GATEWAY_FAILED_MESSAGE,
  ORDER_ABANDONED_MESSAGE,
  ORDER_CHANGED_MESSAGE,
  ORDER_STALE_MESSAGE,
  PRICED_ORDER_LIFETIME_MS,
  type PlaceOrderInput,
  type PlacedOrder,
  type PlacementDeps,
} from './order-placement.js';
import type { SessionGuess } from '@/plugins/session-guesses.js';
import { findOrderWithDinerStanding, findOrderWithDinerStandingOnGuess } from './order-with-standing.js';
import * as ordersRepository from './orders-repository.js';
import { answerAfterTwinSend, claimOrderPayment, handOverPaymentClaim } from './payment-claim.js';
import { checkPaymentMethod, resolvePaymentSource } from './payment-method.js';
import { finalizePlacement, placedAnswer, releaseCharge, settleLostRace } from './placement-transaction.js';

/**
 * The placing transaction failed after an approved charge. A lost database connection (a restart, a failover)
 * says nothing about the order: the charge stays with it and its claim is handed over, so the diner's retry (told
 * 503, try again) takes the claim, gets the very same charge back from the gateway for the order's key, and
 * places the order; with no retry, the recovery sweep voids the charge after the hour. Any other failure means the
 * order will not be placed: its charge is given back now.
 */
async function keepOrReleaseCharge(deps: PlacementDeps, orderId: number, charge: Charge, error: unknown) {
  if (!isDatabaseUnavailable(error)) {
    await releaseCharge(deps, orderId, charge);
    return;
  }
  // Still unreachable: the claim then goes stale in two minutes and a retry takes it over all the same.
  await handOverPaymentClaim(deps, orderId).catch(() => undefined);
}

type FoundOrder = NonNullable<Awaited<ReturnType<typeof findOrderWithDinerStanding>>>;

/** The diner's own order, with the diner's discount standing (one read). */
async function loadOwnOrder(deps: PlacementDeps, orderId: number, userId: number) {
  return ownOrder(await findOrderWithDinerStanding(deps.db, orderId), orderId, userId);
}

function ownOrder(found: FoundOrder | null, orderId: number, userId: number) {
  const order = found?.order;
  if (!order) {
    throw new DomainError('not_found', `Order ${orderId} was not found.`);
  }
  if (order.userId === null) {
    throw new DomainError(
      'conflict',
      'This order was priced before you signed in. Please review the total and place it again.',
    );
  }
  if (order.userId !== userId) {
    throw new DomainError('forbidden', 'This order belongs to another account.');
  }
  return found;
}

/**
 * sendOrderV2: re-prices the calculated order, refuses it when changed or stale, charges the total the diner was
 * shown with the order id as idempotency key, then places it. A retry answers the same orderId and never charges twice.
 */
export async function placeOrder(deps: PlacementDeps, input: PlaceOrderInput): Promise<PlacedOrder> {
  const orderId = input.order.orderId;
  if (!orderId) {
    throw new DomainError('invalid_data', 'Please calculate the order before placing it.');
  }
  return placeOwnOrder(deps, input, await loadOwnOrder(deps, orderId, input.userId));
}

/**
 * sendOrderV2 on a session this process read before (session-guesses.ts): the order's first read confirms it.
 * Null, with nothing done, when it cannot: the guess no longer holds, or there is no order to read it with; the
 * caller then reads the session and calls `placeOrder`.
 */
export async function placeOrderOnGuess(
  deps: PlacementDeps,
  input: Omit<PlaceOrderInput, 'userId'>,
  guess: SessionGuess,
): Promise<PlacedOrder | null> {
  const orderId = input.order.orderId;
  const found = orderId
    ? await findOrderWithDinerStandingOnGuess(deps.db, orderId, guess, deps.clock())
    : null;
  if (!orderId || !found?.sessionConfirmed) {
    return null;
  }
  const { userId } = guess;
  return placeOwnOrder(deps, { ...input, userId }, ownOrder(found, orderId, userId));
}

async function placeOwnOrder(
  deps: PlacementDeps,
  input: PlaceOrderInput,
  { order: existing, standing }: FoundOrder,
): Promise<PlacedOrder> {
  const orderId = existing.id;
  // Placed before: the restaurant may have moved it on (accepted, ready ...) since.
  if (isReceivedOrderStatus(existing.status)) {
    return placedAnswer(existing);
  }
  if (existing.status === 'PAYMENT_FAILED') {
    throw new DomainError('conflict', ORDER_ABANDONED_MESSAGE);
  }
  checkPaymentMethod(input.order, input.paymentStatus);
  const now = deps.clock();
  if (now.getTime() - existing.createdAt.getTime() > PRICED_ORDER_LIFETIME_MS) {
    throw new DomainError('conflict', ORDER_STALE_MESSAGE);
  }
  const priced = await priceOrder(deps, {
    order: input.order,
    userId: input.userId,
    locale: input.locale,
    standing,
  });
  if (!priced.orderability.orderable) {
    throw new DomainError('conflict', priced.orderability.message);
  }
  const inStoreProblem = await findInStoreAccessProblem(deps, input.order, priced.store, {
    isPaidByCard: input.paymentStatus === 'CREDIT',
  });
  if (inStoreProblem) {
    throw new DomainError('invalid_data', inStoreProblem);
  }
  if (priced.fingerprint !== existing.pricingFingerprint) {
    // A twin request may have placed it meanwhile, which changes the diner's discount standing.
    const again = await ordersRepository.findOrderForPlacement(deps.db, orderId);
    if (again && isReceivedOrderStatus(again.status)) {
      return placedAnswer(again);
    }
    throw new DomainError('conflict', ORDER_CHANGED_MESSAGE);
  }
  // Refused before any charge when the kitchen is full; the placing transaction checks again under a lock.
  await planKitchenSlot(deps.db, deps.kitchens, { orderId, storeId: existing.storeId }, now);

  let charge: Charge | null = null;
  let paymentProfileId: number | null = null;
  let cardFingerprint: string | null = null;
  if (input.paymentStatus === 'CREDIT') {
    await refuseIfCardsPaused(deps.db, existing.storeId, now, CARD_PAYMENTS_PAUSED_MESSAGE);
    const resolved = await resolvePaymentSource(input.card, {
      userId: input.userId,
      now,
      paymentProfiles: deps.paymentProfiles,
    });
    paymentProfileId = resolved.paymentProfileId;
    cardFingerprint = resolved.cardFingerprint;
    if (!(await claimOrderPayment(deps, orderId))) {
      return answerAfterTwinSend(deps, orderId);
    }
    let outcome: Awaited<ReturnType<PlacementDeps['payments']['charge']>>;
    try {
      const tryInfo = { orderId, userId: input.userId, clientIp: input.clientIp };
      const cardTry = await countCardTry(deps.attemptLimits, deps.attemptRules, tryInfo);
      outcome = await deps.payments
        .charge({
          idempotencyKey: String(orderId),
          amountCents: priced.chargedCents,
          source: resolved.source,
          description: `${priced.store.name} order ${orderId}`,
        })
        .catch((error: unknown) => {
          throw error instanceof PaymentGatewayError
            ? new DomainError('payment_declined', GATEWAY_FAILED_MESSAGE)
            : error;
        });
      if (!outcome.approved) {
        throw new DomainError('payment_declined', outcome.message);
      }
      await cardTry.approved();
    } catch (error) {
      await ordersRepository.releasePaymentClaim(deps.db, orderId);
      throw error;
    }
    charge = outcome.charge;
    await deps.faults?.afterCharge?.(orderId);
  }

  let placed: boolean;
  try {
    await deps.faults?.beforePlacing?.(orderId);
    placed = await finalizePlacement(
      deps,
      priced,
      input,
      { charge, paymentProfileId, cardFingerprint },
      existing,
    );
  } catch (error) {
    if (charge) {
      await keepOrReleaseCharge(deps, orderId, charge, error);
    }
    throw error;
  }
  if (!placed) {
    return settleLostRace(deps, orderId, charge);
  }
  // Committed: this process's offered slots count the booking from now on (others hear the 'order' event).
  deps.kitchens.bookingsChanged(existing.storeId);
  await deps
    .onOrderPlaced?.({ orderId, storeId: existing.storeId, notified: deps.placedNotification !== undefined })
    .catch((error: unknown) => deps.log.error({ err: error, orderId }, 'telling the restaurant failed'));
  if (input.saveCard && input.card && !('userPaymentProfileId' in input.card)) {
    await deps.paymentProfiles
      .saveCard({ userId: input.userId, email: input.order.customer?.email || null, card: input.card })
      .catch((error: unknown) =>
        deps.log.warn(
          { orderId, reason: error instanceof Error ? error.message : 'unknown' },
          'saving the card failed',
        ),
      );
  }
  return { orderId, chargedCents: priced.chargedCents };
}
