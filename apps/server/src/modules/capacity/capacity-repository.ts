import { and, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { preparedPerDb } from '@/db/prepared-per-db.js';
import {
  categories,
  categoryMakeTimes,
  itemMakeTimes,
  items,
  kitchenSlotBookings,
  orderItems,
  orders,
  storeKitchenCapacity,
} from '@/db/schema/index.js';

/** The orders that hold kitchen time: placed and not yet ready (the restaurant's side). */
export const KITCHEN_LOAD_STATUSES = ['PLACED', 'ACCEPTED'] as const;

export async function findCapacity(db: Executor, storeId: number) {
  const [row] = await db
    .select({
      slotLimitMinutes: storeKitchenCapacity.slotLimitMinutes,
      defaultMakeMinutes: storeKitchenCapacity.defaultMakeMinutes,
    })
    .from(storeKitchenCapacity)
    .where(eq(storeKitchenCapacity.storeId, storeId));
  return row ?? null;
}

export async function findMakeTimeRows(db: Executor, storeId: number) {
  const [categoryRows, itemRows] = await Promise.all([
    db
      .select({ categoryId: categoryMakeTimes.categoryId, makeMinutes: categoryMakeTimes.makeMinutes })
      .from(categoryMakeTimes)
      .where(eq(categoryMakeTimes.storeId, storeId)),
    db
      .select({ itemId: itemMakeTimes.itemId, makeMinutes: itemMakeTimes.makeMinutes })
      .from(itemMakeTimes)
      .where(eq(itemMakeTimes.storeId, storeId)),
  ]);
  return { categoryRows, itemRows };
}

/** The store's categories and items (hidden ones too: they may come back), for the owner's make-time list. */
export async function findMenuForMakeTimes(db: Executor, storeId: number) {
  const [categoryRows, itemRows] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, cnName: categories.cnName })
      .from(categories)
      .where(eq(categories.storeId, storeId))
      .orderBy(categories.displayOrder, categories.id),
    db
      .select({ id: items.id, categoryId: items.categoryId, name: items.name, cnName: items.cnName })
      .from(items)
      .where(eq(items.storeId, storeId))
      .orderBy(items.displayOrder, items.id),
  ]);
  return { categoryRows, itemRows };
}

export interface CapacityRows {
  slotLimitMinutes: number | null;
  defaultMakeMinutes: number;
  categories: { categoryId: number; makeMinutes: number | null }[];
  items: { itemId: number; makeMinutes: number | null }[];
}

/** Replaces the store's capacity setup; a null make time removes the row (the default applies again). */
export async function saveCapacity(tx: Executor, storeId: number, rows: CapacityRows) {
  await tx
    .insert(storeKitchenCapacity)
    .values({ storeId, slotLimitMinutes: rows.slotLimitMinutes, defaultMakeMinutes: rows.defaultMakeMinutes })
    .onConflictDoUpdate({
      target: storeKitchenCapacity.storeId,
      set: { slotLimitMinutes: rows.slotLimitMinutes, defaultMakeMinutes: rows.defaultMakeMinutes },
    });
  await tx.delete(categoryMakeTimes).where(eq(categoryMakeTimes.storeId, storeId));
  await tx.delete(itemMakeTimes).where(eq(itemMakeTimes.storeId, storeId));
  const categoryValues = rows.categories.flatMap(({ categoryId, makeMinutes }) =>
    makeMinutes === null ? [] : [{ categoryId, storeId, makeMinutes }],
  );
  const itemValues = rows.items.flatMap(({ itemId, makeMinutes }) =>
    makeMinutes === null ? [] : [{ itemId, storeId, makeMinutes }],
  );
  if (categoryValues.length > 0) {
    await tx.insert(categoryMakeTimes).values(categoryValues);
  }
  if (itemValues.length > 0) {
    await tx.insert(itemMakeTimes).values(itemValues);
  }
}

/** Serialises the placing of orders at one store, so two sends cannot both take a slot's last minutes. */
export async function lockStoreKitchen(tx: Executor, storeId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('kitchen-capacity'), ${storeId})`);
}

// Read by every send before and inside its placing transaction: built once per database handle.
const orderKitchenLimitStatement = preparedPerDb((db) =>
  db
    .select({ storeId: orders.storeId, slotLimitMinutes: storeKitchenCapacity.slotLimitMinutes })
    .from(orders)
    .leftJoin(storeKitchenCapacity, eq(storeKitchenCapacity.storeId, orders.storeId))
    .where(eq(orders.id, sql.placeholder('orderId')))
    .prepare('kitchen_order_limit'),
);

/** An order's store and that store's slot limit in one read: most stores have none, and then nothing else is read. */
export async function findOrderKitchenLimit(db: Executor, orderId: number) {
  const [row] = await orderKitchenLimitStatement(db).execute({ orderId });
  return row ?? null;
}

export async function findOrderForKitchen(db: Executor, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      storeId: orders.storeId,
      orderType: orders.orderType,
      scheduleTime: orders.scheduleTime,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}

export function findKitchenLines(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .select({
      orderId: orderItems.orderId,
      itemId: orderItems.itemId,
      categoryId: orderItems.categoryId,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds));
}

/** The booked slots of the store's placed and accepted orders in [from, to). */
export function findBookedLoads(db: Executor, storeId: number, from: Date, to: Date) {
  return db
    .select({ slotStartAt: kitchenSlotBookings.slotStartAt, makeMinutes: kitchenSlotBookings.makeMinutes })
    .from(kitchenSlotBookings)
    .innerJoin(orders, eq(orders.id, kitchenSlotBookings.orderId))
    .where(
      and(
        eq(kitchenSlotBookings.storeId, storeId),
        gte(kitchenSlotBookings.slotStartAt, from),
        lt(kitchenSlotBookings.slotStartAt, to),
        inArray(orders.status, [...KITCHEN_LOAD_STATUSES]),
      ),
    );
}

/**
 * Placed and accepted orders with no booking (placed while the store had no limit), placed since `since`; the
 * order being placed (already marked placed inside its transaction) is left out.
 */
export function findUnbookedOrders(db: Executor, storeId: number, since: Date, exceptOrderId = 0) {
  return db
    .select({
      id: orders.id,
      orderType: orders.orderType,
      scheduleTime: orders.scheduleTime,
      placedAt: orders.placedAt,
      readyAt: orders.readyAt,
    })
    .from(orders)
    .leftJoin(kitchenSlotBookings, eq(kitchenSlotBookings.orderId, orders.id))
    .where(
      and(
        eq(orders.storeId, storeId),
        inArray(orders.status, [...KITCHEN_LOAD_STATUSES]),
        gte(orders.placedAt, since),
        ne(orders.id, exceptOrderId),
        isNull(kitchenSlotBookings.orderId),
      ),
    );
}

export async function insertBooking(
  tx: Executor,
  booking: { orderId: number; storeId: number; slotStartAt: Date; makeMinutes: number },
) {
  await tx.insert(kitchenSlotBookings).values(booking).onConflictDoNothing();
}
