import {
  DomainError,
  RECEIVED_ORDER_STATUSES,
  describeRejection,
  formatOrderNumber,
  isReceivedOrderStatus,
  planOrderTransition,
  promisedReadyTime,
  parseStoreLocalTime,
  startOfStoreDay,
  type OrderAction,
  type OrderTransition,
  type ReceivedOrderStatus,
  type RejectReason,
} from '@orderlane/domain';
import type { Db, Tx } from '@/db/client.js';
import type { KitchenCache } from '@/modules/capacity/kitchen-cache-service.js';
import type { StoresService } from '@/modules/stores/stores-service.js';
import type { EventBus } from '@/plugins/events/event-bus.js';
import * as board from './board-repository.js';
import { toOrderCardWire, toOrderDetailWire, type OrderCardWire } from './board-mappers.js';
import { findRefundsOfOrders } from './order-refunds-repository.js';
import { reserveRemainingCharge } from './order-refunds-service.js';
import * as actions from './order-actions-repository.js';
import type { OrderForAction, StatusChange } from './order-actions-repository.js';

/** Who pressed the button: a restaurant account, or the system itself. */
export interface Actor {
  ownerId: number | null;
  name: string;
}

/** What happens after a state change, outside the transaction: refunds, e-mails, reward credit. */
export interface AfterTransition {
  (change: { order: OrderForAction; to: ReceivedOrderStatus; card: OrderCardWire }): Promise<void>;
}

export interface OrderBoardDeps {
  db: Db;
  events: Pick<EventBus, 'publish'>;
  stores: Pick<StoresService, 'getStoreProfile'>;
  /** This process's kitchen copies (`app.kitchenCache`): told after each commit that moves a booking. */
  kitchens: Pick<KitchenCache, 'bookingsChanged'>;
  afterTransition: AfterTransition;
  log: { error(object: object, message: string): void };
  clock: () => Date;
  /** The rewards module's marking of a paid order, run inside the completing transaction. */
  creditPaidOrder?: (tx: Tx, orderId: number, now: Date) => Promise<unknown>;
  /** Gives back the reward credit a rejected order spent and takes back what it earned. */
  returnRejectedOrderCredit?: (tx: Tx, orderId: number) => Promise<unknown>;
}

/** The ready minutes the store quotes for an order type: its busy-night override, else its usual upper bound. */
function defaultPrepMinutes(
  orderTypes: { orderType: string; maxReadyMinutes: number; specialMaxReadyMinutes: number | null }[],
  orderType: string,
) {
  const row = orderTypes.find((candidate) => candidate.orderType === orderType);
  return row ? (row.specialMaxReadyMinutes ?? row.maxReadyMinutes) : 20;
}

export function createOrderBoardService(deps: OrderBoardDeps) {
  const { db, clock } = deps;

  async function loadCards(rows: board.BoardOrderRow[]): Promise<OrderCardWire[]> {
    const ids = rows.map((row) => row.id);
    const [lines, events, refunds] = await Promise.all([
      board.findLinesOfOrders(db, ids),
      board.findStatusEvents(db, ids),
      findRefundsOfOrders(db, ids),
    ]);
    return rows.map((row) =>
      toOrderCardWire(
        row,
        lines.filter((line) => line.orderId === row.id),
        events.filter((event) => event.orderId === row.id),
        refunds.filter((refund) => refund.orderId === row.id),
      ),
    );
  }

  /** The order's detail for the portal's search: the card plus totals, payment and every refund. */
  async function getOrderDetail(orderId: number) {
    const row = await board.findBoardOrder(db, orderId);
    if (!row || !isReceivedOrderStatus(row.status)) {
      throw new DomainError('not_found', `Order ${orderId} was not found.`);
    }
    const [lines, events, refunds] = await Promise.all([
      board.findLinesOfOrders(db, [orderId]),
      board.findStatusEvents(db, [orderId]),
      findRefundsOfOrders(db, [orderId]),
    ]);
    return toOrderDetailWire(row, lines, events, refunds);
  }

  async function getOrderCard(orderId: number): Promise<OrderCardWire> {
    const row = await board.findBoardOrder(db, orderId);
    if (!row || !isReceivedOrderStatus(row.status)) {
      throw new DomainError('not_found', `Order ${orderId} was not found.`);
    }
    const [card] = await loadCards([row]);
    return card as OrderCardWire;
  }

  async function move(
    orderId: number,
    actor: Actor,
    action: OrderAction | ((status: ReceivedOrderStatus) => OrderTransition),
    details: (order: OrderForAction) => Omit<StatusChange, 'to' | 'at'>,
    note: string | null = null,
  ): Promise<OrderCardWire> {
    const at = clock();
    const { order, to } = await db.transaction(async (tx) => {
      const locked = await actions.lockOrderForAction(tx, orderId);
      if (!locked || !isReceivedOrderStatus(locked.status)) {
        throw new DomainError('not_found', `Order ${orderId} was not found.`);
      }
      const plan =
        typeof action === 'function'
          ? action(locked.status)
          : planOrderTransition(orderId, locked.status, action);
      if (!plan.allowed) {
        throw new DomainError('conflict', plan.message);
      }
      const change: StatusChange = { ...details(locked), to: plan.to, at };
      if (plan.to === 'REJECTED') {
        // Claimed here, inside the transition: only the request that rejects the order gives the money back,
        // and only what earlier refunds left of the charge.
        change.refundStatus = await reserveRemainingCharge(tx, locked, {
          kind: typeof action === 'function' ? 'CANCEL' : 'REJECT',
          reason: describeRejection(change.rejectReason as RejectReason, change.rejectNote ?? null),
          actor,
          at,
        });
      }
      if (!(await actions.updateOrderStatus(tx, orderId, locked.status, change))) {
        throw new DomainError('conflict', `Order ${orderId} was changed by someone else. Please try again.`);
      }
      if (change.readyAt) {
        await actions.moveKitchenBooking(tx, orderId, change.readyAt);
      }
      await actions.insertStatusEvent(tx, {
        orderId,
        status: plan.to,
        actorOwnerId: actor.ownerId,
        actorName: actor.name,
        note,
        at,
      });
      if (plan.to === 'REJECTED') {
        await deps.returnRejectedOrderCredit?.(tx, orderId);
      }
      if (plan.to === 'COMPLETED' && locked.paymentStatus === 'CASH') {
        // Paid at the counter: marked paid with the completion (it earns no reward credit: see the rewards service).
        await deps.creditPaidOrder?.(tx, orderId, at);
      }
      return { order: locked, to: plan.to };
    });
    // Committed: an accepted order's booking moved, a rejected one's is free; this process offers slots from now.
    deps.kitchens.bookingsChanged(order.storeId);
    await deps.events
      .publish({ type: 'order', storeId: order.storeId, orderId, status: to })
      .catch((error: unknown) =>
        deps.log.error({ err: error, orderId }, 'could not publish an order change'),
      );
    const card = await getOrderCard(orderId);
    await deps.afterTransition({ order, to, card });
    return getOrderCard(orderId);
  }

  return {
    getOrderCard,
    getOrderDetail,

    /** The store an order belongs to, so the caller's role there can be checked; 404 for an unknown order. */
    async storeOfOrder(orderId: number): Promise<number> {
      const row = await actions.findOrderStore(db, orderId);
      if (!row || !isReceivedOrderStatus(row.status)) {
        throw new DomainError('not_found', `Order ${orderId} was not found.`);
      }
      return row.storeId;
    },

    /** The board: open orders and today's done ones (store-local day), newest first; optionally some states only. */
    async listOrders(storeId: number, statuses: readonly ReceivedOrderStatus[] = RECEIVED_ORDER_STATUSES) {
      const store = await deps.stores.getStoreProfile(storeId);
      const rows = await board.findBoardOrders(db, storeId, {
        statuses,
        doneSince: startOfStoreDay(clock(), store.timeZone),
      });
      return loadCards(rows);
    },

    async accept(orderId: number, actor: Actor, prepMinutes?: number) {
      // Read before the row lock: the embedded database runs one statement at a time, outside queries would wait.
      const placed = await actions.findOrderStore(db, orderId);
      const store = placed ? await deps.stores.getStoreProfile(placed.storeId) : null;
      return move(orderId, actor, 'accept', (order) => {
        const orderTypes = store?.orderTypes ?? [];
        const timeZone = store?.timeZone ?? placed?.timeZone ?? 'America/Chicago';
        const minutes = prepMinutes ?? defaultPrepMinutes(orderTypes, order.orderType);
        const scheduledFor = order.scheduleTime
          ? (parseStoreLocalTime(order.scheduleTime, timeZone)?.toJSDate() ?? null)
          : null;
        const { readyAt } = promisedReadyTime({
          acceptedAt: clock(),
          prepMinutes: minutes,
          scheduledFor,
          timeZone,
        });
        return { prepMinutes: minutes, readyAt };
      });
    },

    async reject(orderId: number, actor: Actor, reason: RejectReason, note: string | null) {
      const text = note?.trim() || null;
      if (reason === 'OTHER' && !text) {
        throw new DomainError('invalid_data', 'Please say why the order is rejected.');
      }
      return move(
        orderId,
        actor,
        'reject',
        () => ({ rejectReason: reason, rejectNote: text }),
        text ? `${reason}: ${text}` : reason,
      );
    },

    /**
     * Cancels an accepted (or ready) order: it ends REJECTED with the reason, and the card's money still
     * charged is voided or refunded, once. A new order is rejected instead; a completed one is refunded.
     */
    async cancel(orderId: number, actor: Actor, reason: RejectReason, note: string | null) {
      const text = note?.trim() || null;
      if (reason === 'OTHER' && !text) {
        throw new DomainError('invalid_data', 'Please say why the order is cancelled.');
      }
      const number = formatOrderNumber(orderId);
      const plan = (status: ReceivedOrderStatus): OrderTransition => {
        switch (status) {
          case 'ACCEPTED':
          case 'READY':
            return { allowed: true, to: 'REJECTED' };
          case 'PLACED':
            return { allowed: false, message: `Order ${number} is not accepted yet: reject it instead.` };
          case 'COMPLETED':
            return { allowed: false, message: `Order ${number} is already completed: refund it instead.` };
          case 'REJECTED':
            return { allowed: false, message: `Order ${number} was already rejected or cancelled.` };
        }
      };
      return move(
        orderId,
        actor,
        plan,
        () => ({ rejectReason: reason, rejectNote: text }),
        `Cancelled: ${text ? `${reason}: ${text}` : reason}`,
      );
    },

    markReady: (orderId: number, actor: Actor) => move(orderId, actor, 'ready', () => ({})),

    complete: (orderId: number, actor: Actor) => move(orderId, actor, 'complete', () => ({})),
  };
}

export type OrderBoardService = ReturnType<typeof createOrderBoardService>;
