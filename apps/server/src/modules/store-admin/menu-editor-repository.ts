import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { categories, items, optionGroups, options } from '@/db/schema/index.js';

export type CategoryChange = Partial<
  Pick<
    typeof categories.$inferInsert,
    'name' | 'cnName' | 'description' | 'active' | 'availableFrom' | 'availableUntil'
  >
>;
export type ItemChange = Partial<
  Pick<
    typeof items.$inferInsert,
    | 'categoryId'
    | 'code'
    | 'name'
    | 'cnName'
    | 'description'
    | 'priceCents'
    | 'mPriceCents'
    | 'spicy'
    | 'raw'
    | 'active'
    | 'printerName'
    | 'availableFrom'
    | 'availableUntil'
  >
>;

export function findCategories(db: Executor, storeId: number) {
  return db
    .select()
    .from(categories)
    .where(eq(categories.storeId, storeId))
    .orderBy(asc(categories.displayOrder), asc(categories.id));
}

export function findItems(db: Executor, storeId: number) {
  return db
    .select()
    .from(items)
    .where(eq(items.storeId, storeId))
    .orderBy(asc(items.displayOrder), asc(items.id));
}

export function findGroups(db: Executor, itemIds: number[]) {
  return itemIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(optionGroups)
        .where(inArray(optionGroups.itemId, itemIds))
        .orderBy(asc(optionGroups.displayOrder), asc(optionGroups.id));
}

export function findOptions(db: Executor, groupIds: number[]) {
  return groupIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(options)
        .where(inArray(options.groupId, groupIds))
        .orderBy(asc(options.displayOrder), asc(options.id));
}

export async function insertCategory(
  db: Executor,
  storeId: number,
  values: CategoryChange & { name: string },
) {
  const [last] = await db
    .select({ top: max(categories.displayOrder) })
    .from(categories)
    .where(eq(categories.storeId, storeId));
  const [row] = await db
    .insert(categories)
    .values({ storeId, ...values, displayOrder: (last?.top ?? -1) + 1 })
    .returning({ id: categories.id });
  return row!.id;
}

export async function updateCategory(
  db: Executor,
  storeId: number,
  categoryId: number,
  change: CategoryChange,
) {
  const rows = await db
    .update(categories)
    .set(change)
    .where(and(eq(categories.id, categoryId), eq(categories.storeId, storeId)))
    .returning({ id: categories.id });
  return rows.length > 0;
}

export async function deleteCategory(db: Executor, storeId: number, categoryId: number) {
  const rows = await db
    .delete(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.storeId, storeId)))
    .returning({ id: categories.id });
  return rows.length > 0;
}

export async function setCategoryOrder(db: Executor, storeId: number, ids: number[]) {
  for (const [index, id] of ids.entries()) {
    await db
      .update(categories)
      .set({ displayOrder: index })
      .where(and(eq(categories.id, id), eq(categories.storeId, storeId)));
  }
}

export async function insertItem(
  db: Executor,
  storeId: number,
  values: ItemChange & { categoryId: number; name: string; priceCents: number },
) {
  const [last] = await db
    .select({ top: max(items.displayOrder) })
    .from(items)
    .where(eq(items.categoryId, values.categoryId));
  const [row] = await db
    .insert(items)
    .values({ storeId, ...values, displayOrder: (last?.top ?? -1) + 1 })
    .returning({ id: items.id });
  return row!.id;
}

export async function updateItem(db: Executor, storeId: number, itemId: number, change: ItemChange) {
  const rows = await db
    .update(items)
    .set(change)
    .where(and(eq(items.id, itemId), eq(items.storeId, storeId)))
    .returning({ id: items.id });
  return rows.length > 0;
}

export async function deleteItem(db: Executor, storeId: number, itemId: number) {
  const rows = await db
    .delete(items)
    .where(and(eq(items.id, itemId), eq(items.storeId, storeId)))
    .returning({ id: items.id });
  return rows.length > 0;
}

export async function setItemOrder(db: Executor, storeId: number, categoryId: number, ids: number[]) {
  for (const [index, id] of ids.entries()) {
    await db
      .update(items)
      .set({ displayOrder: index })
      .where(and(eq(items.id, id), eq(items.storeId, storeId), eq(items.categoryId, categoryId)));
  }
}

/** The item's option groups are replaced whole: a saved item's groups are exactly the ones sent. */
export async function replaceOptionGroups(
  db: Executor,
  itemId: number,
  groups: {
    name: string;
    required: boolean;
    numOfChoice: number;
    multiQtyAllowed: boolean;
    options: { name: string; cnName: string | null; priceCents: number; active: boolean }[];
  }[],
) {
  await db.delete(optionGroups).where(eq(optionGroups.itemId, itemId));
  for (const [groupIndex, group] of groups.entries()) {
    const { options: groupOptions, ...fields } = group;
    const [row] = await db
      .insert(optionGroups)
      .values({ itemId, ...fields, displayOrder: groupIndex })
      .returning({ id: optionGroups.id });
    if (groupOptions.length > 0) {
      await db
        .insert(options)
        .values(groupOptions.map((option, index) => ({ groupId: row!.id, ...option, displayOrder: index })));
    }
  }
}
