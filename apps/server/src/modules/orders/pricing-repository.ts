import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { preparedPerDb } from '@/db/prepared-per-db.js';
import {
  categories,
  deals,
  items,
  optionGroups,
  options,
  storeHourOverrides,
  storeHours,
  storeOrderTypes,
  stores,
  users,
} from '@/db/schema/index.js';

/** The reads that price an order: the store's settings, hours and order types, and the menu rows a cart names. */
export async function findStoreForPricing(db: Executor, storeId: number) {
  const [row] = await db
    .select({
      id: stores.id,
      name: stores.name,
      active: stores.active,
      orderlane: stores.orderlane,
      timeZone: stores.timeZone,
      taxRate: stores.taxRate,
      convenienceFeeCents: stores.convenienceFeeCents,
      rewardRate: stores.rewardRate,
      mRate: stores.mRate,
      minDeliveryCents: stores.minDeliveryCents,
      receiveTip: stores.receiveTip,
      specialRequestAvailable: stores.specialRequestAvailable,
      lastOrderMinutes: stores.lastOrderMinutes,
      latitude: stores.latitude,
      longitude: stores.longitude,
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row ?? null;
}
export type StoreForPricing = NonNullable<Awaited<ReturnType<typeof findStoreForPricing>>>;

export function findStoreOrderTypes(db: Executor, storeId: number) {
  return db
    .select({ orderType: storeOrderTypes.orderType, available: storeOrderTypes.available })
    .from(storeOrderTypes)
    .where(eq(storeOrderTypes.storeId, storeId));
}

/** Weekly windows and dated overrides (which replace their date's windows in the hours rules). */
export async function findStoreHours(db: Executor, storeId: number) {
  const [weekly, dated] = await Promise.all([
    db
      .select({
        dayOfWeek: storeHours.dayOfWeek,
        startTime: storeHours.startTime,
        endTime: storeHours.endTime,
      })
      .from(storeHours)
      .where(eq(storeHours.storeId, storeId)),
    db
      .select({
        date: storeHourOverrides.date,
        closed: storeHourOverrides.closed,
        startTime: storeHourOverrides.startTime,
        endTime: storeHourOverrides.endTime,
      })
      .from(storeHourOverrides)
      .where(eq(storeHourOverrides.storeId, storeId)),
  ]);
  return [
    ...weekly,
    ...dated.map((row) => ({ ...row, dayOfWeek: new Date(`${row.date}T00:00:00Z`).getUTCDay() })),
  ];
}

export async function findMenuItems(db: Executor, storeId: number, itemIds: number[]) {
  if (itemIds.length === 0) {
    return [];
  }
  return selectMenuItems(db).where(and(eq(items.storeId, storeId), inArray(items.id, itemIds)));
}
export type MenuItemRow = Awaited<ReturnType<typeof findMenuItems>>[number];

/** Every item of the store with its category, as `findMenuItems` reads them (the pricing cache's copy). */
export function findAllMenuItems(db: Executor, storeId: number) {
  return selectMenuItems(db).where(eq(items.storeId, storeId));
}

function selectMenuItems(db: Executor) {
  return db
    .select({
      id: items.id,
      code: items.code,
      name: items.name,
      cnName: items.cnName,
      description: items.description,
      priceCents: items.priceCents,
      mPriceCents: items.mPriceCents,
      offerPriceCents: items.offerPriceCents,
      active: items.active,
      soldOut: items.soldOut,
      availableFrom: items.availableFrom,
      availableUntil: items.availableUntil,
      displayOrder: items.displayOrder,
      categoryId: items.categoryId,
      restaurantInfoId: items.storeId,
      imageUrl: items.imageUrl,
      spicy: items.spicy,
      raw: items.raw,
      printerName: items.printerName,
      printable: items.printable,
      taxExempt: items.taxExempt,
      category: {
        id: categories.id,
        name: categories.name,
        cnName: categories.cnName,
        active: categories.active,
        availableFrom: categories.availableFrom,
        availableUntil: categories.availableUntil,
      },
    })
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .$dynamic();
}

/** Option groups of the items with their options (inactive ones too: the domain decides what is visible). */
export async function findOptionRows(db: Executor, itemIds: number[]) {
  if (itemIds.length === 0) {
    return [];
  }
  return db
    .select({
      itemId: optionGroups.itemId,
      groupId: optionGroups.id,
      groupName: optionGroups.name,
      required: optionGroups.required,
      numOfChoice: optionGroups.numOfChoice,
      multiQtyAllowed: optionGroups.multiQtyAllowed,
      option: {
        id: options.id,
        name: options.name,
        cnName: options.cnName,
        priceCents: options.priceCents,
        active: options.active,
      },
    })
    .from(optionGroups)
    .leftJoin(options, eq(options.groupId, optionGroups.id))
    .where(inArray(optionGroups.itemId, itemIds))
    .orderBy(
      asc(optionGroups.displayOrder),
      asc(optionGroups.id),
      asc(options.displayOrder),
      asc(options.id),
    );
}
export type OptionRow = Awaited<ReturnType<typeof findOptionRows>>[number];

export async function findDeals(db: Executor, storeId: number, dealIds: number[]) {
  if (dealIds.length === 0) {
    return [];
  }
  return selectDeals(db).where(and(eq(deals.storeId, storeId), inArray(deals.id, dealIds)));
}

/** Every deal of the store, as `findDeals` reads them (the pricing cache's copy). */
export function findAllDeals(db: Executor, storeId: number) {
  return selectDeals(db).where(eq(deals.storeId, storeId));
}

function selectDeals(db: Executor) {
  return db
    .select({
      id: deals.id,
      name: deals.name,
      cnName: deals.cnName,
      priceCents: deals.priceCents,
      startDate: deals.startDate,
      endDate: deals.endDate,
      subTotalCents: deals.subTotalCents,
      printerName: deals.printerName,
      printable: deals.printable,
    })
    .from(deals)
    .$dynamic();
}

/** What the diner's discount depends on (also read with the order when a send starts). */
export const discountStandingColumns = {
  orderCount: users.orderCount,
  rewardBalanceCents: users.rewardBalanceCents,
  usedNewCustomerPromo: users.usedNewCustomerPromo,
};

const discountStandingStatement = preparedPerDb((db) =>
  db
    .select(discountStandingColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('pricing_discount_standing'),
);

/** What the diner's discount depends on (read on every pricing: prepared). */
export async function findDiscountStanding(db: Executor, userId: number) {
  const [row] = await discountStandingStatement(db).execute({ userId });
  return row ?? null;
}
