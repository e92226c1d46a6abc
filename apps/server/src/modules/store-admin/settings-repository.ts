import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { categories, items, storeHours, storeOrderTypes, stores } from '@/db/schema/index.js';

export type StoreChange = Partial<typeof stores.$inferInsert>;
export type OrderTypeSetting = Pick<
  typeof storeOrderTypes.$inferInsert,
  'orderType' | 'available' | 'minReadyMinutes' | 'maxReadyMinutes'
>;

export async function findStore(db: Executor, storeId: number) {
  const [row] = await db.select().from(stores).where(eq(stores.id, storeId));
  return row ?? null;
}

export function findOrderTypes(db: Executor, storeId: number) {
  return db
    .select({
      orderType: storeOrderTypes.orderType,
      available: storeOrderTypes.available,
      minReadyMinutes: storeOrderTypes.minReadyMinutes,
      maxReadyMinutes: storeOrderTypes.maxReadyMinutes,
    })
    .from(storeOrderTypes)
    .where(eq(storeOrderTypes.storeId, storeId))
    .orderBy(asc(storeOrderTypes.id));
}

export async function updateStore(db: Executor, storeId: number, change: StoreChange) {
  if (Object.keys(change).length > 0) {
    await db.update(stores).set(change).where(eq(stores.id, storeId));
  }
}

/** Creates the order-type rows a new store lacks and updates the others; special times stay. */
export async function upsertOrderTypes(db: Executor, storeId: number, settings: OrderTypeSetting[]) {
  for (const setting of settings) {
    await db
      .insert(storeOrderTypes)
      .values({ storeId, ...setting })
      .onConflictDoUpdate({
        target: [storeOrderTypes.storeId, storeOrderTypes.orderType],
        set: {
          available: setting.available,
          minReadyMinutes: setting.minReadyMinutes,
          maxReadyMinutes: setting.maxReadyMinutes,
        },
      });
  }
}

export async function countHours(db: Executor, storeId: number) {
  const [row] = await db.select({ n: count() }).from(storeHours).where(eq(storeHours.storeId, storeId));
  return row?.n ?? 0;
}

/** Active items in active categories: what a diner could order. */
export async function countOrderableItems(db: Executor, storeId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .where(and(eq(items.storeId, storeId), eq(items.active, true), eq(categories.active, true)));
  return row?.n ?? 0;
}
