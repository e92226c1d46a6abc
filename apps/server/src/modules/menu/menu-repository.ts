import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client.js';
import { categories, items, optionGroups, options } from '@/db/schema/index.js';

const categoryColumns = {
  id: categories.id,
  displayOrder: categories.displayOrder,
  name: categories.name,
  cnName: categories.cnName,
  description: categories.description,
  active: categories.active,
  availableFrom: categories.availableFrom,
  availableUntil: categories.availableUntil,
};

const itemColumns = {
  id: items.id,
  storeId: items.storeId,
  categoryId: items.categoryId,
  code: items.code,
  displayOrder: items.displayOrder,
  name: items.name,
  cnName: items.cnName,
  description: items.description,
  priceCents: items.priceCents,
  mPriceCents: items.mPriceCents,
  offerPriceCents: items.offerPriceCents,
  imageUrl: items.imageUrl,
  spicy: items.spicy,
  raw: items.raw,
  active: items.active,
  soldOut: items.soldOut,
  availableFrom: items.availableFrom,
  availableUntil: items.availableUntil,
  taxExempt: items.taxExempt,
  printerName: items.printerName,
  printable: items.printable,
};

const groupColumns = {
  id: optionGroups.id,
  itemId: optionGroups.itemId,
  name: optionGroups.name,
  required: optionGroups.required,
  numOfChoice: optionGroups.numOfChoice,
  multiQtyAllowed: optionGroups.multiQtyAllowed,
};

const optionColumns = {
  id: options.id,
  groupId: options.groupId,
  name: options.name,
  cnName: options.cnName,
  priceCents: options.priceCents,
  active: options.active,
};

export type CategoryRow = Awaited<ReturnType<MenuRepository['findCategoriesByStore']>>[number];
export type ItemRow = Awaited<ReturnType<MenuRepository['findItemsByStore']>>[number];
export type OptionGroupRow = Awaited<ReturnType<MenuRepository['findOptionGroupsByStore']>>[number];
export type OptionRow = Awaited<ReturnType<MenuRepository['findOptionsByStore']>>[number];
export type MenuRepository = ReturnType<typeof createMenuRepository>;

export function createMenuRepository(db: Db) {
  return {
    async findCategoriesByStore(storeId: number, tx: Executor = db) {
      return tx
        .select(categoryColumns)
        .from(categories)
        .where(eq(categories.storeId, storeId))
        .orderBy(asc(categories.displayOrder), asc(categories.id));
    },

    async findItemsByStore(storeId: number, tx: Executor = db) {
      return tx
        .select(itemColumns)
        .from(items)
        .where(eq(items.storeId, storeId))
        .orderBy(asc(items.displayOrder), asc(items.id));
    },

    async findOptionGroupsByStore(storeId: number, tx: Executor = db) {
      return tx
        .select(groupColumns)
        .from(optionGroups)
        .innerJoin(items, eq(items.id, optionGroups.itemId))
        .where(eq(items.storeId, storeId))
        .orderBy(asc(optionGroups.displayOrder), asc(optionGroups.id));
    },

    async findOptionsByStore(storeId: number, tx: Executor = db) {
      return tx
        .select(optionColumns)
        .from(options)
        .innerJoin(optionGroups, eq(optionGroups.id, options.groupId))
        .innerJoin(items, eq(items.id, optionGroups.itemId))
        .where(eq(items.storeId, storeId))
        .orderBy(asc(options.displayOrder), asc(options.id));
    },

    async findItemById(itemId: number, tx: Executor = db) {
      const [row] = await tx.select(itemColumns).from(items).where(eq(items.id, itemId));
      return row ?? null;
    },

    async findCategoryById(categoryId: number, tx: Executor = db) {
      const [row] = await tx.select(categoryColumns).from(categories).where(eq(categories.id, categoryId));
      return row ?? null;
    },

    async findOptionGroupsByItem(itemId: number, tx: Executor = db) {
      return tx
        .select(groupColumns)
        .from(optionGroups)
        .where(eq(optionGroups.itemId, itemId))
        .orderBy(asc(optionGroups.displayOrder), asc(optionGroups.id));
    },

    async findOptionsByItem(itemId: number, tx: Executor = db) {
      return tx
        .select(optionColumns)
        .from(options)
        .innerJoin(optionGroups, eq(optionGroups.id, options.groupId))
        .where(eq(optionGroups.itemId, itemId))
        .orderBy(asc(options.displayOrder), asc(options.id));
    },

    /** Sets an item of the store sold out or back; false when the store has no such item. */
    async updateItemSoldOut(storeId: number, itemId: number, soldOut: boolean, tx: Executor = db) {
      const rows = await tx
        .update(items)
        .set({ soldOut })
        .where(and(eq(items.id, itemId), eq(items.storeId, storeId)))
        .returning({ id: items.id });
      return rows.length === 1;
    },

    /** Switches an option of one of the store's items off or on; false when the store has no such option. */
    async updateOptionActive(storeId: number, optionId: number, active: boolean, tx: Executor = db) {
      const ofStore = tx
        .select({ id: optionGroups.id })
        .from(optionGroups)
        .innerJoin(items, eq(items.id, optionGroups.itemId))
        .where(eq(items.storeId, storeId));
      const rows = await tx
        .update(options)
        .set({ active })
        .where(and(eq(options.id, optionId), inArray(options.groupId, ofStore)))
        .returning({ id: options.id });
      return rows.length === 1;
    },
  };
}
