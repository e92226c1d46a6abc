import { and, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { SOLD_STATUSES, platformDiscountOf } from '@orderlane/domain';
import type { Executor } from '@/db/client.js';
import { orderItems, orders, stores } from '@/db/schema/index.js';

export async function findStoreTimeZone(db: Executor, storeId: number): Promise<string | null> {
  const [row] = await db.select({ timeZone: stores.timeZone }).from(stores).where(eq(stores.id, storeId));
  return row?.timeZone ?? null;
}

const RECEIVED = [...SOLD_STATUSES, 'REJECTED'] as const;

const placedBetween = (storeId: number, start: Date, end: Date) =>
  and(
    eq(orders.storeId, storeId),
    inArray(orders.status, [...RECEIVED]),
    gte(orders.placedAt, start),
    lt(orders.placedAt, end),
  );

/** The received orders placed in [start, end), with the figures reports and payouts add up. */
export async function findReceivedOrders(db: Executor, storeId: number, start: Date, end: Date) {
  const rows = await db
    .select({
      id: orders.id,
      placedAt: orders.placedAt,
      orderType: orders.orderType,
      status: orders.status,
      refundStatus: orders.refundStatus,
      paymentStatus: orders.paymentStatus,
      subtotalCents: orders.subtotalCents,
      tipCents: orders.tipCents,
      discountCents: orders.discountCents,
      chargedCents: sql<number>`coalesce(${orders.chargedCents}, ${orders.totalCents})`.mapWith(Number),
      discountKind: orders.discountKind,
      rewardSpentCents: orders.rewardSpentCents,
      totalCents: orders.totalCents,
      mTotalCents: orders.mTotalCents,
      mDiscountCents: sql<number>`coalesce((${orders.mOrder}->>'discountCents')::int, 0)`.mapWith(Number),
    })
    .from(orders)
    .where(placedBetween(storeId, start, end));
  // placed_at is set on every received order; the filter above already requires it.
  return rows.map((row) => ({ ...row, placedAt: row.placedAt!, ...platformDiscountOf(row) }));
}

/** The items sold most (by quantity, then sales) in kept orders placed in [start, end); deal lines left out. */
export function findBestSellers(db: Executor, storeId: number, start: Date, end: Date, limit: number) {
  const quantity = sql<number>`sum(${orderItems.quantity})`.mapWith(Number);
  const sales = sql<number>`sum(${orderItems.subtotalCents})`.mapWith(Number);
  return db
    .select({ name: orderItems.name, cnName: orderItems.cnName, quantity, salesCents: sales })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.storeId, storeId),
        inArray(orders.status, [...SOLD_STATUSES]),
        gte(orders.placedAt, start),
        lt(orders.placedAt, end),
        isNull(orderItems.dealId),
      ),
    )
    .groupBy(orderItems.name, orderItems.cnName)
    .orderBy(desc(quantity), desc(sales), orderItems.name)
    .limit(limit);
}
