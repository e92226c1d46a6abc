import { RECEIVED_ORDER_STATUSES } from '@orderlane/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { orderItemOptions, orderItems, orders, stores } from '@/db/schema/index.js';

const HISTORY_LIMIT = 200;

const orderColumns = {
  id: orders.id,
  userId: orders.userId,
  status: orders.status,
  orderType: orders.orderType,
  placedAt: orders.placedAt,
  scheduleTime: orders.scheduleTime,
  tableName: orders.tableName,
  specialInstructions: orders.specialInstructions,
  paymentStatus: orders.paymentStatus,
  subtotalCents: orders.subtotalCents,
  taxCents: orders.taxCents,
  deliveryFeeCents: orders.deliveryFeeCents,
  convenienceFeeCents: orders.convenienceFeeCents,
  tipCents: orders.tipCents,
  discountCents: orders.discountCents,
  discountKind: orders.discountKind,
  totalCents: orders.totalCents,
  mOrder: orders.mOrder,
  mTotalCents: orders.mTotalCents,
  chargedCents: orders.chargedCents,
  readyAt: orders.readyAt,
  rejectReason: orders.rejectReason,
  rejectNote: orders.rejectNote,
  refundStatus: orders.refundStatus,
  storeId: orders.storeId,
  storeName: stores.name,
  storeLogoUrl: stores.logoUrl,
  storeTimeZone: stores.timeZone,
};

/** The user's placed orders in any state the restaurant gave them, newest first (the most recent 200). */
export function findPlacedOrdersByUser(db: Executor, userId: number) {
  return db
    .select(orderColumns)
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...RECEIVED_ORDER_STATUSES])))
    .orderBy(desc(orders.id))
    .limit(HISTORY_LIMIT);
}
export type HistoryOrderRow = Awaited<ReturnType<typeof findPlacedOrdersByUser>>[number];

export async function findOrderById(db: Executor, orderId: number): Promise<HistoryOrderRow | null> {
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

export async function findOrderLines(db: Executor, orderId: number) {
  const lines = await db
    .select({
      id: orderItems.id,
      itemId: orderItems.itemId,
      dealId: orderItems.dealId,
      orderItemType: orderItems.orderItemType,
      name: orderItems.name,
      cnName: orderItems.cnName,
      quantity: orderItems.quantity,
      unitPriceCents: orderItems.unitPriceCents,
      mUnitPriceCents: orderItems.mUnitPriceCents,
      subtotalCents: orderItems.subtotalCents,
      specialInstructions: orderItems.specialInstructions,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
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
export type HistoryOrderLine = Awaited<ReturnType<typeof findOrderLines>>[number];
