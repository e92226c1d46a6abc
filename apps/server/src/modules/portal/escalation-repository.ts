import { and, asc, eq, gte, inArray, lte, ne, notExists } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { orderEscalations, orders, stores } from '@/db/schema/index.js';

export type EscalationKind = 'OWNER_EMAIL' | 'STORE_PAUSE' | 'AUTO_CANCEL';

// An order left unanswered for a day is a stale record, not a diner waiting now: it must not pause a store.
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

// Orders staff entered themselves (PHONE) were taken by a person at the store: nobody waits for an answer.
const waitsForTheStore = and(eq(orders.status, 'PLACED'), ne(orders.channel, 'PHONE'));

/** Orders still waiting to be accepted, placed at or before `placedBefore` (within a day), with the steps taken. */
export async function findWaitingOrders(db: Executor, placedBefore: Date) {
  const waiting = await db
    .select({ id: orders.id, storeId: orders.storeId, placedAt: orders.placedAt, storeName: stores.name })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(
      and(
        waitsForTheStore,
        lte(orders.placedAt, placedBefore),
        gte(orders.placedAt, new Date(placedBefore.getTime() - STALE_AFTER_MS)),
      ),
    )
    .limit(500);
  const taken =
    waiting.length === 0
      ? []
      : await db
          .select({ orderId: orderEscalations.orderId, kind: orderEscalations.kind })
          .from(orderEscalations)
          .where(
            inArray(
              orderEscalations.orderId,
              waiting.map((order) => order.id),
            ),
          );
  return waiting.map((order) => ({
    ...order,
    taken: new Set(taken.filter((step) => step.orderId === order.id).map((step) => step.kind)),
  }));
}

/**
 * Orders the store left unanswered since `placedBefore` or longer, oldest first: however old (a diner's money is
 * held whatever the age), the ones the cancelling sweep takes up. An AUTO_CANCEL row waives it (seeded demo
 * orders).
 */
export function findUnansweredOrders(db: Executor, placedBefore: Date, limit: number) {
  return db
    .select({ id: orders.id, storeId: orders.storeId })
    .from(orders)
    .where(
      and(
        waitsForTheStore,
        lte(orders.placedAt, placedBefore),
        notExists(
          db
            .select({ id: orderEscalations.id })
            .from(orderEscalations)
            .where(and(eq(orderEscalations.orderId, orders.id), eq(orderEscalations.kind, 'AUTO_CANCEL'))),
        ),
      ),
    )
    .orderBy(asc(orders.placedAt))
    .limit(limit);
}

/** What the diner's tracking needs to say about an order's answer: whose it is, where it stands, since when. */
export async function findOrderAwaitingAnswer(db: Executor, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      storeId: orders.storeId,
      status: orders.status,
      channel: orders.channel,
      placedAt: orders.placedAt,
      timeZone: stores.timeZone,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/** Claims one step for an order; only the first claim (of any process) gets true. */
export async function claimEscalation(db: Executor, orderId: number, kind: EscalationKind, at: Date) {
  const rows = await db
    .insert(orderEscalations)
    .values({ orderId, kind, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: orderEscalations.id });
  return rows.length === 1;
}
