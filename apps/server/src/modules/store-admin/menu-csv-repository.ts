import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '@/db/client.js';
import { categories, items, optionGroups, options } from '@/db/schema/index.js';

/** The store's menu as the CSV sees it: every category, item, group and option with its id, in display order. */
export interface StoredMenu {
  categories: (typeof categories.$inferSelect & {
    items: (typeof items.$inferSelect & {
      groups: (typeof optionGroups.$inferSelect & { options: (typeof options.$inferSelect)[] })[];
    })[];
  })[];
}

export async function readStoredMenu(db: Executor, storeId: number): Promise<StoredMenu> {
  const [categoryRows, itemRows] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(eq(categories.storeId, storeId))
      .orderBy(asc(categories.displayOrder), asc(categories.id)),
    db.select().from(items).where(eq(items.storeId, storeId)).orderBy(asc(items.displayOrder), asc(items.id)),
  ]);
  const groupRows =
    itemRows.length === 0
      ? []
      : await db
          .select()
          .from(optionGroups)
          .where(
            inArray(
              optionGroups.itemId,
              itemRows.map((item) => item.id),
            ),
          )
          .orderBy(asc(optionGroups.displayOrder), asc(optionGroups.id));
  const optionRows =
    groupRows.length === 0
      ? []
      : await db
          .select()
          .from(options)
          .where(
            inArray(
              options.groupId,
              groupRows.map((group) => group.id),
            ),
          )
          .orderBy(asc(options.displayOrder), asc(options.id));
  return {
    categories: categoryRows.map((category) => ({
      ...category,
      items: itemRows
        .filter((item) => item.categoryId === category.id)
        .map((item) => ({
          ...item,
          groups: groupRows
            .filter((group) => group.itemId === item.id)
            .map((group) => ({
              ...group,
              options: optionRows.filter((option) => option.groupId === group.id),
            })),
        })),
    })),
  };
}

/** One import of a store at a time: the plan it checked is the plan it writes. */
export async function lockStoreMenu(tx: Tx, storeId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('menu-import'), ${storeId})`);
}

export type CategoryValues = Pick<
  typeof categories.$inferInsert,
  'name' | 'cnName' | 'availableFrom' | 'availableUntil' | 'displayOrder'
>;
export type ItemValues = Pick<
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
  | 'displayOrder'
>;

export async function insertCategory(db: Executor, storeId: number, values: CategoryValues) {
  const [row] = await db
    .insert(categories)
    .values({ storeId, ...values })
    .returning({ id: categories.id });
  return row!.id;
}

export async function updateCategory(
  db: Executor,
  storeId: number,
  categoryId: number,
  change: Partial<CategoryValues>,
) {
  await db
    .update(categories)
    .set(change)
    .where(and(eq(categories.id, categoryId), eq(categories.storeId, storeId)));
}

export async function deleteCategories(db: Executor, storeId: number, ids: number[]) {
  if (ids.length > 0) {
    await db.delete(categories).where(and(eq(categories.storeId, storeId), inArray(categories.id, ids)));
  }
}

export async function insertItem(db: Executor, storeId: number, values: ItemValues) {
  const [row] = await db
    .insert(items)
    .values({ storeId, ...values })
    .returning({ id: items.id });
  return row!.id;
}

export async function updateItem(db: Executor, storeId: number, itemId: number, change: Partial<ItemValues>) {
  await db
    .update(items)
    .set(change)
    .where(and(eq(items.id, itemId), eq(items.storeId, storeId)));
}

export async function deleteItems(db: Executor, storeId: number, ids: number[]) {
  if (ids.length > 0) {
    await db.delete(items).where(and(eq(items.storeId, storeId), inArray(items.id, ids)));
  }
}

/** A group as the import leaves it: `id` set for a group (and option) the item keeps, null for a new one. */
export interface GroupSync {
  id: number | null;
  name: string;
  required: boolean;
  numOfChoice: number;
  multiQtyAllowed: boolean;
  options: { id: number | null; name: string; priceCents: number }[];
}

/**
 * Brings an item's option groups to `groups` in place: kept groups and options keep their ids (so an option's
 * "86", its Chinese name and on/off switch stay), new ones are added, the rest deleted.
 */
export async function syncOptionGroups(
  db: Executor,
  itemId: number,
  groups: GroupSync[],
  existing: StoredMenu['categories'][number]['items'][number]['groups'],
) {
  const keptGroups = new Set(groups.flatMap((group) => (group.id === null ? [] : [group.id])));
  const goneGroups = existing.filter((group) => !keptGroups.has(group.id)).map((group) => group.id);
  if (goneGroups.length > 0) {
    await db.delete(optionGroups).where(inArray(optionGroups.id, goneGroups));
  }
  for (const [groupIndex, group] of groups.entries()) {
    const { options: groupOptions, id, ...fields } = group;
    let groupId = id;
    if (groupId === null) {
      const [row] = await db
        .insert(optionGroups)
        .values({ itemId, ...fields, displayOrder: groupIndex })
        .returning({ id: optionGroups.id });
      groupId = row!.id;
    } else {
      await db
        .update(optionGroups)
        .set({ ...fields, displayOrder: groupIndex })
        .where(and(eq(optionGroups.id, groupId), eq(optionGroups.itemId, itemId)));
      const before = existing.find((candidate) => candidate.id === groupId)?.options ?? [];
      const keptOptions = new Set(groupOptions.flatMap((option) => (option.id === null ? [] : [option.id])));
      const goneOptions = before.filter((option) => !keptOptions.has(option.id)).map((option) => option.id);
      if (goneOptions.length > 0) {
        await db.delete(options).where(inArray(options.id, goneOptions));
      }
    }
    for (const [index, option] of groupOptions.entries()) {
      if (option.id === null) {
        await db.insert(options).values({
          groupId,
          name: option.name,
          priceCents: option.priceCents,
          displayOrder: index,
        });
      } else {
        await db
          .update(options)
          .set({ name: option.name, priceCents: option.priceCents, displayOrder: index })
          .where(and(eq(options.id, option.id), eq(options.groupId, groupId)));
      }
    }
  }
}
