import { DomainError, centsToDollars, formatOrderNumber } from '@orderlane/domain';
import type { Db, Executor } from '@/db/client.js';
import type { EventBus } from '@/plugins/events/event-bus.js';
import type { PaymentGateway } from '@/plugins/payments/payment-gateway.js';
import { lineRefundShare } from './board-mappers.js';
import * as board from './board-repository.js';
import * as actions from './order-actions-repository.js';
import type { OrderForAction } from './order-actions-repository.js';
import type { Actor } from './order-board-service.js';
import { settleRefund, type RefundOutcome } from './order-refunds.js';
import { toDinerRefundsWire } from './order-refunds-mappers.js';
import * as refunds from './order-refunds-repository.js';

const dollars = (cents: number) => `$${centsToDollars(cents).toFixed(2)}`;

/** Whether the order's money sits on a card the gateway can give it back to. */
const isCardCharge = (order: Pick<OrderForAction, 'paymentStatus' | 'paymentTransactionId'>) =>
  order.paymentStatus === 'CREDIT' && Boolean(order.paymentTransactionId);

/** What is still charged: the charge less every refund the gateway has not refused (pending ones included). */
async function remainingCents(tx: Executor, order: Pick<OrderForAction, 'id' | 'chargedCents'>) {
  const active = await refunds.findActiveRefunds(tx, order.id);
  const given = active.reduce((sum, refund) => sum + refund.amountCents, 0);
  return { remaining: Math.max(0, (order.chargedCents ?? 0) - given), active };
}

/**
 * Inside a rejecting or cancelling transition (the order's row locked): reserves what is left of a card
 * charge as one refund. The order's refund state: PENDING while it is given back, REFUNDED when earlier
 * refunds already gave everything back, null when nothing was charged to a card.
 */
export async function reserveRemainingCharge(
  tx: Executor,
  order: OrderForAction,
  refund: { kind: 'REJECT' | 'CANCEL'; reason: string; actor: Actor; at: Date },
): Promise<'PENDING' | 'REFUNDED' | null> {
  if (!isCardCharge(order)) {
    return null;
  }
  const { remaining } = await remainingCents(tx, order);
  if (remaining === 0) {
    return 'REFUNDED';
  }
  await refunds.insertPendingRefund(tx, {
    orderId: order.id,
    storeId: order.storeId,
    kind: refund.kind,
    amountCents: remaining,
    reason: refund.reason,
    lineIds: null,
    actorOwnerId: refund.actor.ownerId,
    actorName: refund.actor.name,
    at: refund.at,
  });
  return 'PENDING';
}

export type DinerRefundsWire = ReturnType<typeof toDinerRefundsWire>;

/**
 * For the diner's order history and detail: each order's `refunds: [{amount, reason, time, status}]`,
 * `refundedTotal` and `stillCharged`, by order id (times store-local).
 */
export async function dinerRefundsOfOrders(
  db: Executor,
  orders: { id: number; chargedCents: number | null; storeTimeZone: string }[],
): Promise<Map<number, DinerRefundsWire>> {
  const rows = await refunds.findRefundsOfOrders(
    db,
    orders.map((order) => order.id),
  );
  return new Map(
    orders.map((order) => [
      order.id,
      toDinerRefundsWire(
        order.chargedCents,
        rows.filter((row) => row.orderId === order.id),
        order.storeTimeZone,
      ),
    ]),
  );
}

export type RefundRequest =
  | { amountCents: number; lineIds?: undefined; reason: string }
  | { amountCents?: undefined; lineIds: number[]; reason: string };

export interface OrderRefundsDeps {
  db: Db;
  payments: PaymentGateway;
  events: Pick<EventBus, 'publish'>;
  log: { error(object: object, message: string): void };
  clock: () => Date;
  /** Tells the diner, after the answer (an e-mail). */
  onRefunded?: (refundId: number) => void;
}

const REFUNDABLE = ['ACCEPTED', 'READY', 'COMPLETED'];

export function createOrderRefundsService(deps: OrderRefundsDeps) {
  const { db, clock } = deps;

  return {
    /**
     * Refunds part or all of an accepted or completed card order, by amount or by line, with a reason. The
     * amount is reserved under the order's row lock, so however many requests arrive together their refunds
     * never add up to more than was charged; the gateway is then asked with the refund's idempotency key.
     */
    async refund(
      orderId: number,
      actor: Actor,
      request: RefundRequest,
    ): Promise<{ refundId: number; amountCents: number; outcome: RefundOutcome }> {
      const number = formatOrderNumber(orderId);
      const reason = request.reason.trim();
      if (!reason) {
        throw new DomainError('invalid_data', 'Please say why you are giving money back.');
      }
      // Read before the row lock: the embedded database runs one statement at a time, outside queries would wait.
      const row = await board.findBoardOrder(db, orderId);
      if (!row) {
        throw new DomainError('not_found', `Order ${orderId} was not found.`);
      }
      const lines = request.lineIds ? await board.findLinesOfOrders(db, [orderId]) : [];
      const at = clock();
      const reserved = await db.transaction(async (tx) => {
        const order = await actions.lockOrderForAction(tx, orderId);
        if (!order) {
          throw new DomainError('not_found', `Order ${orderId} was not found.`);
        }
        if (!REFUNDABLE.includes(order.status)) {
          throw new DomainError(
            'conflict',
            order.status === 'PLACED'
              ? `Order ${number} is not accepted yet: reject it instead, which gives the payment back.`
              : order.status === 'REJECTED'
                ? `Order ${number} was rejected or cancelled: its card payment was already given back.`
                : `Order ${number} was never placed.`,
          );
        }
        if (!isCardCharge(order)) {
          throw new DomainError(
            'conflict',
            `Order ${number} is paid in store, not by card: give the money back at the counter.`,
          );
        }
        const { remaining, active } = await remainingCents(tx, order);
        if (remaining === 0) {
          throw new DomainError('conflict', `Order ${number} is already refunded in full.`);
        }
        let amountCents: number;
        let lineIds: number[] | null = null;
        if (request.lineIds) {
          const wanted = [...new Set(request.lineIds)];
          const refundedLines = new Set(active.flatMap((refund) => refund.lineIds ?? []));
          let sum = 0;
          for (const id of wanted) {
            const line = lines.find((candidate) => candidate.id === id);
            if (!line) {
              throw new DomainError('invalid_data', `Line ${id} is not on order ${number}.`);
            }
            if (refundedLines.has(id)) {
              throw new DomainError('conflict', `${line.name} on order ${number} was already refunded.`);
            }
            sum += lineRefundShare(row, line.subtotalCents);
          }
          // Rounding of each line's share can pass the last cent left: the lines take what is left.
          amountCents = Math.min(sum, remaining);
          lineIds = wanted;
        } else {
          amountCents = request.amountCents;
          if (amountCents > remaining) {
            throw new DomainError(
              'invalid_data',
              `At most ${dollars(remaining)} of order ${number} can still be refunded.`,
            );
          }
        }
        if (amountCents <= 0) {
          throw new DomainError('invalid_data', 'The refund must be more than $0.00.');
        }
        const inserted = await refunds.insertPendingRefund(tx, {
          orderId,
          storeId: order.storeId,
          kind: 'REFUND',
          amountCents,
          reason,
          lineIds,
          actorOwnerId: actor.ownerId,
          actorName: actor.name,
          at,
        });
        return { id: inserted.id, amountCents, storeId: order.storeId, status: order.status };
      });
      const pending = await refunds.findPendingRefund(db, reserved.id);
      const outcome = pending ? await settleRefund(deps, pending) : 'REFUNDED';
      await deps.events
        .publish({ type: 'order', storeId: reserved.storeId, orderId, status: reserved.status })
        .catch((error: unknown) => deps.log.error({ err: error, orderId }, 'could not publish a refund'));
      if (outcome === 'FAILED') {
        throw new DomainError(
          'conflict',
          `The card processor did not accept the refund of ${dollars(reserved.amountCents)}, so nothing was ` +
            'refunded. Please try again; if it fails again, refund it on the payment provider’s site.',
        );
      }
      deps.onRefunded?.(reserved.id);
      return { refundId: reserved.id, amountCents: reserved.amountCents, outcome };
    },
  };
}

export type OrderRefundsService = ReturnType<typeof createOrderRefundsService>;
