import { kitchenSlotOf } from '@orderlane/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { kitchenSlotBookings, orderStatusEvents, orders, stores } from '@/db/schema/index.js';

type OrderStatus = typeof orders.status._.data;
type RefundStatus = NonNullable<typeof orders.refundStatus._.data>;

/** The order an action is about, its row locked until the transaction ends (a second click waits here). */
export async function lockOrderForAction(tx: Executor, orderId: number) {
  const [row] = await tx
    .select({
      id: orders.id,
      storeId: orders.storeId,
      status: orders.status,
      orderType: orders.orderType,
      scheduleTime: orders.scheduleTime,
      paymentStatus: orders.paymentStatus,
      paymentTransactionId: orders.paymentTransactionId,
      chargedCents: orders.chargedCents,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row ?? null;
}
export type OrderForAction = NonNullable<Awaited<ReturnType<typeof lockOrderForAction>>>;

/** The store of an order, to check the caller's role before anything is locked. */
export async function findOrderStore(db: Executor, orderId: number) {
  const [row] = await db
    .select({ storeId: orders.storeId, timeZone: stores.timeZone, status: orders.status })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

export interface StatusChange {
  to: OrderStatus;
  at: Date;
  prepMinutes?: number;
  readyAt?: Date;
  rejectReason?: string;
  rejectNote?: string | null;
  refundStatus?: RefundStatus | null;
}

/** Moves an order on only from the state it was read in; false when someone else moved it first. */
export async function updateOrderStatus(
  tx: Executor,
  orderId: number,
  from: OrderStatus,
  change: StatusChange,
) {
  const { to, at, ...fields } = change;
  const rows = await tx
    .update(orders)
    .set({ ...fields, status: to, statusChangedAt: at })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id });
  return rows.length === 1;
}

export async function insertStatusEvent(
  tx: Executor,
  event: {
    orderId: number;
    status: string;
    actorOwnerId: number | null;
    actorName: string;
    note: string | null;
    at: Date;
  },
) {
  await tx.insert(orderStatusEvents).values({
    orderId: event.orderId,
    status: event.status,
    actorOwnerId: event.actorOwnerId,
    actorName: event.actorName,
    note: event.note,
    createdAt: event.at,
  });
}

/**
 * An accepted order's make-time load moves to the slot of the ready time the store promised, so the slots
 * diners are offered count it where the kitchen will really make it. (No booking: the store has no limit.)
 */
export async function moveKitchenBooking(tx: Executor, orderId: number, readyAt: Date) {
  await tx
    .update(kitchenSlotBookings)
    .set({ slotStartAt: new Date(kitchenSlotOf(readyAt.getTime())) })
    .where(eq(kitchenSlotBookings.orderId, orderId));
}

export async function setRefundStatus(db: Executor, orderId: number, refundStatus: RefundStatus) {
  await db.update(orders).set({ refundStatus }).where(eq(orders.id, orderId));
}
