import { and, asc, desc, eq, gte, inArray, or } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import {
  customers,
  orderItemOptions,
  orderItems,
  orderStatusEvents,
  orders,
  stores,
  users,
} from '@/db/schema/index.js';

const BOARD_LIMIT = 300;

const boardColumns = {
  id: orders.id,
  storeId: orders.storeId,
  userId: orders.userId,
  status: orders.status,
  orderType: orders.orderType,
  channel: orders.channel,
  scheduleTime: orders.scheduleTime,
  placedAt: orders.placedAt,
  statusChangedAt: orders.statusChangedAt,
  paymentStatus: orders.paymentStatus,
  paymentTransactionId: orders.paymentTransactionId,
  tableName: orders.tableName,
  specialInstructions: orders.specialInstructions,
  subtotalCents: orders.subtotalCents,
  taxCents: orders.taxCents,
  deliveryFeeCents: orders.deliveryFeeCents,
  convenienceFeeCents: orders.convenienceFeeCents,
  tipCents: orders.tipCents,
  discountCents: orders.discountCents,
  totalCents: orders.totalCents,
  mOrder: orders.mOrder,
  chargedCents: orders.chargedCents,
  prepMinutes: orders.prepMinutes,
  readyAt: orders.readyAt,
  rejectReason: orders.rejectReason,
  rejectNote: orders.rejectNote,
  refundStatus: orders.refundStatus,
  storeName: stores.name,
  storeTimeZone: stores.timeZone,
  firstName: customers.firstName,
  lastName: customers.lastName,
  phoneNumber: customers.phoneNumber,
  customerEmail: customers.email,
  address: customers.address,
  address2: customers.address2,
  city: customers.city,
  state: customers.state,
  zip: customers.zip,
  // The delivery drop-off note the diner chose ('Leave it at my door. Gate 12').
  deliveryNote: customers.note,
  dinerEmail: users.email,
  dinerLanguage: users.preferredLanguage,
};

function selectBoardOrders(db: Executor) {
  return db
    .select(boardColumns)
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(users, eq(users.id, orders.userId));
}

/** The board's orders: every open one, and those done (completed or rejected) since `doneSince`; newest first. */
export function findBoardOrders(
  db: Executor,
  storeId: number,
  { statuses, doneSince }: { statuses: readonly string[]; doneSince: Date },
) {
  const open = statuses.filter(
    (status) => status === 'PLACED' || status === 'ACCEPTED' || status === 'READY',
  );
  const done = statuses.filter((status) => status === 'COMPLETED' || status === 'REJECTED');
  const wanted = [
    open.length > 0 ? inArray(orders.status, open as (typeof orders.status._.data)[]) : undefined,
    done.length > 0
      ? and(
          inArray(orders.status, done as (typeof orders.status._.data)[]),
          gte(orders.statusChangedAt, doneSince),
        )
      : undefined,
  ].filter((condition) => condition !== undefined);
  return selectBoardOrders(db)
    .where(and(eq(orders.storeId, storeId), or(...wanted)))
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(BOARD_LIMIT);
}
export type BoardOrderRow = Awaited<ReturnType<typeof findBoardOrders>>[number];

export async function findBoardOrder(db: Executor, orderId: number): Promise<BoardOrderRow | null> {
  const [row] = await selectBoardOrders(db).where(eq(orders.id, orderId));
  return row ?? null;
}

/** The lines of the given orders with their options, in the order they were priced. */
export async function findLinesOfOrders(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) {
    return [];
  }
  const lines = await db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      name: orderItems.name,
      cnName: orderItems.cnName,
      quantity: orderItems.quantity,
      unitPriceCents: orderItems.unitPriceCents,
      subtotalCents: orderItems.subtotalCents,
      specialInstructions: orderItems.specialInstructions,
      categoryName: orderItems.categoryName,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
  const options =
    lines.length === 0
      ? []
      : await db
          .select({
            orderItemId: orderItemOptions.orderItemId,
            name: orderItemOptions.name,
            cnName: orderItemOptions.cnName,
            quantity: orderItemOptions.quantity,
            priceCents: orderItemOptions.priceCents,
          })
          .from(orderItemOptions)
          .where(
            inArray(
              orderItemOptions.orderItemId,
              lines.map((line) => line.id),
            ),
          )
          .orderBy(asc(orderItemOptions.id));
  return lines.map((line) => ({
    ...line,
    options: options.filter((option) => option.orderItemId === line.id),
  }));
}
export type BoardOrderLine = Awaited<ReturnType<typeof findLinesOfOrders>>[number];

export function findStatusEvents(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .select({
      orderId: orderStatusEvents.orderId,
      status: orderStatusEvents.status,
      actorName: orderStatusEvents.actorName,
      note: orderStatusEvents.note,
      createdAt: orderStatusEvents.createdAt,
    })
    .from(orderStatusEvents)
    .where(inArray(orderStatusEvents.orderId, orderIds))
    .orderBy(asc(orderStatusEvents.id));
}
export type StatusEventRow = Awaited<ReturnType<typeof findStatusEvents>>[number];
