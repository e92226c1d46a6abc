import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { SOLD_STATUSES, chargedFiguresOf, platformDiscountOf, taxableBaseCents } from '@orderlane/domain';
import type { Executor } from '@/db/client.js';
import { orderItems, orderRefunds, orders, stores } from '@/db/schema/index.js';

export async function findStoreTimeZone(db: Executor, storeId: number): Promise<string | null> {
  const [row] = await db.select({ timeZone: stores.timeZone }).from(stores).where(eq(stores.id, storeId));
  return row?.timeZone ?? null;
}

export async function findStoreName(db: Executor, storeId: number): Promise<string> {
  const [row] = await db.select({ name: stores.name }).from(stores).where(eq(stores.id, storeId));
  return row?.name ?? '';
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

/** The taxable lines of each order, at plain and at marketplace prices (unit prices include options). */
async function findTaxableLines(db: Executor, orderIds: number[]) {
  const byOrder = new Map<number, { plain: number; marketplace: number }>();
  if (orderIds.length === 0) {
    return byOrder;
  }
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      plain: sql<number>`coalesce(sum(${orderItems.unitPriceCents} * ${orderItems.quantity}), 0)`.mapWith(
        Number,
      ),
      marketplace:
        sql<number>`coalesce(sum(${orderItems.mUnitPriceCents} * ${orderItems.quantity}), 0)`.mapWith(Number),
    })
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, orderIds), eq(orderItems.taxExempt, false)))
    .groupBy(orderItems.orderId);
  for (const row of rows) {
    byOrder.set(row.orderId, { plain: row.plain, marketplace: row.marketplace });
  }
  return byOrder;
}

/** When a refund's money moved: the gateway's answer, or the request when none is recorded. */
const refundedAt = sql`coalesce(${orderRefunds.settledAt}, ${orderRefunds.createdAt})`;

/**
 * The received orders placed in [start, end), or given money back in it, with every figure the statement and
 * the sales-tax report need: the platform's share, the tax and taxable sales of the price set the diner paid
 * in, and the order's give-backs the gateway agreed to (order_refunds; absent for an order with no refund rows,
 * whose refundStatus then decides).
 */
export async function findMoneyOrders(db: Executor, storeId: number, start: Date, end: Date) {
  const refundedInWindow = db
    .select({ orderId: orderRefunds.orderId })
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.storeId, storeId),
        sql`${refundedAt} >= ${start.toISOString()}::timestamptz`,
        sql`${refundedAt} < ${end.toISOString()}::timestamptz`,
      ),
    );
  const rows = await db
    .select({
      id: orders.id,
      placedAt: orders.placedAt,
      orderType: orders.orderType,
      status: orders.status,
      statusChangedAt: orders.statusChangedAt,
      refundStatus: orders.refundStatus,
      paymentStatus: orders.paymentStatus,
      subtotalCents: orders.subtotalCents,
      deliveryFeeCents: orders.deliveryFeeCents,
      convenienceFeeCents: orders.convenienceFeeCents,
      taxCents: orders.taxCents,
      tipCents: orders.tipCents,
      discountCents: orders.discountCents,
      totalCents: orders.totalCents,
      mOrder: orders.mOrder,
      chargedCents: sql<number>`coalesce(${orders.chargedCents}, ${orders.totalCents})`.mapWith(Number),
      discountKind: orders.discountKind,
      rewardSpentCents: orders.rewardSpentCents,
      mTotalCents: orders.mTotalCents,
    })
    .from(orders)
    .where(
      or(
        placedBetween(storeId, start, end),
        and(
          eq(orders.storeId, storeId),
          inArray(orders.status, [...RECEIVED]),
          inArray(orders.id, refundedInWindow),
        ),
      ),
    );
  const ids = rows.map((row) => row.id);
  const [refunds, taxable] = await Promise.all([findRefundsOf(db, ids), findTaxableLines(db, ids)]);
  return rows.map((row) => {
    const charged = chargedFiguresOf(row);
    const platform = platformDiscountOf({ ...row, mDiscountCents: Number(row.mOrder.discountCents ?? 0) });
    return {
      id: row.id,
      placedAt: row.placedAt!,
      orderType: row.orderType,
      status: row.status,
      paymentStatus: row.paymentStatus,
      refundStatus: row.refundStatus,
      chargedCents: row.chargedCents,
      ...platform,
      // A rejected order's void or refund happened when it was rejected.
      givenBackAt: row.status === 'REJECTED' ? row.statusChangedAt : null,
      refunds: refunds.get(row.id),
      taxCents: charged.taxCents,
      taxableSalesCents: taxableBaseCents({
        taxableLinesCents:
          (charged.marketplace ? taxable.get(row.id)?.marketplace : taxable.get(row.id)?.plain) ?? 0,
        subtotalCents: charged.subtotalCents,
        discountCents: charged.discountCents,
      }),
    };
  });
}

/** The settled give-backs (VOIDED or REFUNDED) of each order that has refund rows; none for the others. */
async function findRefundsOf(db: Executor, orderIds: number[]) {
  const byOrder = new Map<number, { at: Date; amountCents: number; method: 'VOID' | 'REFUND' }[]>();
  if (orderIds.length === 0) {
    return byOrder;
  }
  const rows = await db
    .select({
      orderId: orderRefunds.orderId,
      status: orderRefunds.status,
      method: orderRefunds.method,
      amountCents: orderRefunds.amountCents,
      createdAt: orderRefunds.createdAt,
      settledAt: orderRefunds.settledAt,
    })
    .from(orderRefunds)
    .where(inArray(orderRefunds.orderId, orderIds))
    .orderBy(asc(orderRefunds.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    byOrder.set(row.orderId, list);
    if (row.status === 'VOIDED' || row.status === 'REFUNDED') {
      list.push({
        at: row.settledAt ?? row.createdAt,
        amountCents: row.amountCents,
        method: row.status === 'VOIDED' || row.method === 'VOID' ? 'VOID' : 'REFUND',
      });
    }
  }
  return byOrder;
}

export type MoneyOrder = Awaited<ReturnType<typeof findMoneyOrders>>[number];

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
