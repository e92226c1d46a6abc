import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { orders, storeInStoreSettings } from '@/db/schema/index.js';

/** The store's own walk-in radius, or null for the default. */
export async function findInStoreRadiusMeters(db: Executor, storeId: number): Promise<number | null> {
  const [row] = await db
    .select({ radiusMeters: storeInStoreSettings.radiusMeters })
    .from(storeInStoreSettings)
    .where(eq(storeInStoreSettings.storeId, storeId));
  return row?.radiusMeters ?? null;
}

/** One diner's in-store orders are placed one at a time, so two sends at once cannot both pass the caps. */
export async function lockDinerInStoreOrders(tx: Executor, userId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('in-store-orders'), ${userId})`);
}

/** The diner's orders to pay at the counter: still open and unpaid at this store, and placed since `since`. */
export async function countUnpaidInStoreOrders(
  db: Executor,
  { userId, storeId, since }: { userId: number; storeId: number; since: Date },
) {
  const unpaid = and(eq(orders.userId, userId), eq(orders.paymentStatus, 'CASH'), isNull(orders.paidAt));
  const [row] = await db
    .select({
      unpaidOpenAtStore: sql<number>`count(*) FILTER (WHERE ${orders.storeId} = ${storeId} AND ${inArray(orders.status, ['PLACED', 'ACCEPTED', 'READY'])})::int`,
      placedToday: sql<number>`count(*) FILTER (WHERE ${gte(orders.placedAt, since)})::int`,
    })
    .from(orders)
    .where(unpaid);
  return {
    unpaidOpenAtStore: Number(row?.unpaidOpenAtStore ?? 0),
    placedToday: Number(row?.placedToday ?? 0),
  };
}
