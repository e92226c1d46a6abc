import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { deals } from '@/db/schema/index.js';

export type DealChange = Pick<
  typeof deals.$inferInsert,
  'name' | 'cnName' | 'priceCents' | 'startDate' | 'endDate' | 'subTotalCents' | 'printerName'
>;

/** Every deal of the store, past and future, earliest start first. */
export function findDeals(db: Executor, storeId: number) {
  return db
    .select()
    .from(deals)
    .where(eq(deals.storeId, storeId))
    .orderBy(asc(deals.startDate), asc(deals.id));
}

export async function insertDeal(db: Executor, storeId: number, change: DealChange): Promise<number> {
  const [row] = await db
    .insert(deals)
    .values({ ...change, storeId })
    .returning({ id: deals.id });
  return row!.id;
}

/** False when the deal is not this store's. */
export async function updateDeal(db: Executor, storeId: number, dealId: number, change: DealChange) {
  const rows = await db
    .update(deals)
    .set(change)
    .where(and(eq(deals.storeId, storeId), eq(deals.id, dealId)))
    .returning({ id: deals.id });
  return rows.length > 0;
}

/** Placed orders keep their deal lines (copies; their dealId becomes null). */
export async function deleteDeal(db: Executor, storeId: number, dealId: number) {
  const rows = await db
    .delete(deals)
    .where(and(eq(deals.storeId, storeId), eq(deals.id, dealId)))
    .returning({ id: deals.id });
  return rows.length > 0;
}
