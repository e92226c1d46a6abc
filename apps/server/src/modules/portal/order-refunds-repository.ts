import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { orderRefunds, orders } from '@/db/schema/index.js';

type RefundKind = typeof orderRefunds.kind._.data;
type RefundStatus = typeof orderRefunds.status._.data;
type RefundMethod = NonNullable<typeof orderRefunds.method._.data>;

/** Money on its way back or given back: every row but the ones the gateway refused. */
const isActive = ne(orderRefunds.status, 'FAILED');

const refundColumns = {
  id: orderRefunds.id,
  orderId: orderRefunds.orderId,
  kind: orderRefunds.kind,
  amountCents: orderRefunds.amountCents,
  reason: orderRefunds.reason,
  lineIds: orderRefunds.lineIds,
  status: orderRefunds.status,
  method: orderRefunds.method,
  gatewayMessage: orderRefunds.gatewayMessage,
  actorName: orderRefunds.actorName,
  createdAt: orderRefunds.createdAt,
  settledAt: orderRefunds.settledAt,
};

/** The refunds of the given orders, oldest first. */
export function findRefundsOfOrders(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .select(refundColumns)
    .from(orderRefunds)
    .where(inArray(orderRefunds.orderId, orderIds))
    .orderBy(asc(orderRefunds.id));
}
export type RefundRow = Awaited<ReturnType<typeof findRefundsOfOrders>>[number];

/** The order's refunds not refused by the gateway (read under the order's row lock when reserving). */
export function findActiveRefunds(tx: Executor, orderId: number) {
  return tx
    .select({ id: orderRefunds.id, amountCents: orderRefunds.amountCents, lineIds: orderRefunds.lineIds })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), isActive))
    .orderBy(asc(orderRefunds.id));
}

/** How many refunds the order has had (refused ones too): numbers the next one's idempotency key. */
export async function countRefunds(tx: Executor, orderId: number) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  return row?.count ?? 0;
}

export interface NewRefund {
  orderId: number;
  storeId: number;
  kind: RefundKind;
  amountCents: number;
  reason: string;
  lineIds: number[] | null;
  actorOwnerId: number | null;
  actorName: string;
  at: Date;
}

/** Reserves a refund (PENDING) with a key unique to the order and its place among the order's refunds. */
export async function insertPendingRefund(tx: Executor, refund: NewRefund) {
  const sequence = (await countRefunds(tx, refund.orderId)) + 1;
  const { at, ...fields } = refund;
  const [row] = await tx
    .insert(orderRefunds)
    .values({ ...fields, status: 'PENDING', idempotencyKey: `R${refund.orderId}-${sequence}`, createdAt: at })
    .returning({ id: orderRefunds.id, idempotencyKey: orderRefunds.idempotencyKey });
  return row!;
}

/** The refund to give back, with what the gateway needs about its order. */
const pendingColumns = {
  id: orderRefunds.id,
  orderId: orderRefunds.orderId,
  kind: orderRefunds.kind,
  amountCents: orderRefunds.amountCents,
  idempotencyKey: orderRefunds.idempotencyKey,
  paymentTransactionId: orders.paymentTransactionId,
  chargedCents: orders.chargedCents,
};

export function findPendingRefunds(db: Executor, where: { orderId: number; kinds: RefundKind[] }) {
  return db
    .select(pendingColumns)
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(
      and(
        eq(orderRefunds.orderId, where.orderId),
        eq(orderRefunds.status, 'PENDING'),
        inArray(orderRefunds.kind, where.kinds),
      ),
    )
    .orderBy(asc(orderRefunds.id));
}

export type PendingRefund = Awaited<ReturnType<typeof findPendingRefunds>>[number];

export async function findPendingRefund(db: Executor, refundId: number): Promise<PendingRefund | null> {
  const [row] = await db
    .select(pendingColumns)
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, 'PENDING')));
  return row ?? null;
}

/** Whether an earlier refund of the order (not refused) exists: then only a credit, never a void, is right. */
export async function hasEarlierActiveRefund(db: Executor, refund: { id: number; orderId: number }) {
  const [row] = await db
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, refund.orderId), lt(orderRefunds.id, refund.id), isActive))
    .limit(1);
  return row !== undefined;
}

/** Records the gateway's answer once; false when another process recorded it first. */
export async function recordRefundOutcome(
  db: Executor,
  refundId: number,
  outcome: {
    status: Exclude<RefundStatus, 'PENDING'>;
    method: RefundMethod | null;
    message: string | null;
    at: Date;
  },
) {
  const rows = await db
    .update(orderRefunds)
    .set({
      status: outcome.status,
      method: outcome.method,
      gatewayMessage: outcome.message,
      settledAt: outcome.at,
    })
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, 'PENDING')))
    .returning({ id: orderRefunds.id });
  return rows.length === 1;
}

/**
 * Leases refunds left PENDING longer than the grace period (the process stopped between reserving and the
 * gateway's answer), at most `limit`, each at most once per grace period across processes.
 */
export function leaseStrandedRefunds(
  db: Executor,
  { now, due, limit }: { now: Date; due: Date; limit: number },
) {
  return db
    .update(orderRefunds)
    .set({ attemptedAt: now })
    .where(
      and(
        eq(orderRefunds.status, 'PENDING'),
        lt(sql`COALESCE(${orderRefunds.attemptedAt}, ${orderRefunds.createdAt})`, due),
        sql`${orderRefunds.id} IN (SELECT ${orderRefunds.id} FROM ${orderRefunds}
          WHERE ${orderRefunds.status} = 'PENDING'
            AND COALESCE(${orderRefunds.attemptedAt}, ${orderRefunds.createdAt}) < ${due.toISOString()}::timestamptz
          ORDER BY ${orderRefunds.id} LIMIT ${limit})`,
      ),
    )
    .returning({ id: orderRefunds.id });
}
