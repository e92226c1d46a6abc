import type { Tx } from '@/db/client.js';
import { categories, items, optionGroups, options } from '@/db/schema/index.js';
import { itemImagePath, toMediaUrl } from './images/demo-image-paths.js';
import type { SeedCategory, SeedItem, SeedOption, SeedOptionGroup, SeedStore } from './seed-types.js';

export interface InsertedOptionGroup {
  id: number;
  group: SeedOptionGroup;
  optionIds: Map<SeedOption, number>;
}

export interface InsertedItem {
  id: number;
  item: SeedItem;
  categoryId: number;
  category: SeedCategory;
  groups: InsertedOptionGroup[];
}

// Rows are matched back to their seed values by (parent id, displayOrder), not by position.
const DISPLAY_STEP = 10;

/** Categories, items, option groups and options of one store, in four multi-row inserts. */
export async function insertDemoMenu(tx: Tx, storeId: number, store: SeedStore) {
  const categoryRows = await tx
    .insert(categories)
    .values(
      store.categories.map((category, index) => ({
        storeId,
        displayOrder: (index + 1) * DISPLAY_STEP,
        name: category.name,
        cnName: category.cnName,
        description: category.description ?? null,
        availableFrom: category.window?.from ?? null,
        availableUntil: category.window?.until ?? null,
      })),
    )
    .returning({ id: categories.id, displayOrder: categories.displayOrder });
  const categoryIdByOrder = new Map(categoryRows.map((row) => [row.displayOrder, row.id]));

  const menuItems = store.categories.flatMap((category, categoryIndex) =>
    category.items.map((item, itemIndex) => ({
      item,
      category,
      categoryId: categoryIdByOrder.get((categoryIndex + 1) * DISPLAY_STEP)!,
      displayOrder: (itemIndex + 1) * DISPLAY_STEP,
    })),
  );
  const itemRows = await tx
    .insert(items)
    .values(
      menuItems.map(({ item, category, categoryId, displayOrder }) => ({
        storeId,
        categoryId,
        code: item.code,
        displayOrder,
        name: item.name,
        cnName: item.cnName,
        description: item.description,
        priceCents: item.priceCents,
        offerPriceCents: item.offerPriceCents ?? null,
        imageUrl: toMediaUrl(itemImagePath(store, item)),
        spicy: item.spicy ?? false,
        raw: item.raw ?? false,
        soldOut: item.soldOut ?? false,
        availableFrom: item.window?.from ?? null,
        availableUntil: item.window?.until ?? null,
        printerName: category.printerName ?? 'Kitchen',
      })),
    )
    .returning({ id: items.id, code: items.code });
  const itemIdByCode = new Map(itemRows.map((row) => [row.code, row.id]));
  const itemsByCode = new Map<string, InsertedItem>(
    menuItems.map(({ item, category, categoryId }) => [
      item.code,
      { id: itemIdByCode.get(item.code)!, item, category, categoryId, groups: [] },
    ]),
  );

  const groupCounts = await insertOptionGroups(tx, [...itemsByCode.values()]);
  return {
    itemsByCode,
    counts: { categories: categoryRows.length, items: itemRows.length, ...groupCounts },
  };
}

/** Fills `groups` of each inserted item and answers how many groups and options were written. */
async function insertOptionGroups(tx: Tx, insertedItems: InsertedItem[]) {
  const groupSpecs = insertedItems.flatMap((inserted) =>
    (inserted.item.optionGroups ?? []).map((group, index) => ({
      inserted,
      group,
      displayOrder: (index + 1) * DISPLAY_STEP,
    })),
  );
  if (groupSpecs.length === 0) {
    return { optionGroups: 0, options: 0 };
  }
  const groupRows = await tx
    .insert(optionGroups)
    .values(
      groupSpecs.map(({ inserted, group, displayOrder }) => ({
        itemId: inserted.id,
        displayOrder,
        name: group.name,
        required: group.required,
        numOfChoice: group.numOfChoice,
        multiQtyAllowed: group.multiQtyAllowed,
      })),
    )
    .returning({ id: optionGroups.id, itemId: optionGroups.itemId, displayOrder: optionGroups.displayOrder });
  const groupIdByKey = new Map(groupRows.map((row) => [`${row.itemId}/${row.displayOrder}`, row.id]));
  const insertedGroups = groupSpecs.map(({ inserted, group, displayOrder }) => {
    const insertedGroup: InsertedOptionGroup = {
      id: groupIdByKey.get(`${inserted.id}/${displayOrder}`)!,
      group,
      optionIds: new Map(),
    };
    inserted.groups.push(insertedGroup);
    return insertedGroup;
  });

  const optionSpecs = insertedGroups.flatMap((insertedGroup) =>
    insertedGroup.group.options.map((option, index) => ({
      insertedGroup,
      option,
      displayOrder: (index + 1) * DISPLAY_STEP,
    })),
  );
  const optionRows = await tx
    .insert(options)
    .values(
      optionSpecs.map(({ insertedGroup, option, displayOrder }) => ({
        groupId: insertedGroup.id,
        displayOrder,
        name: option.name,
        cnName: option.cnName,
        priceCents: option.priceCents,
        active: option.active,
      })),
    )
    .returning({ id: options.id, groupId: options.groupId, displayOrder: options.displayOrder });
  const optionIdByKey = new Map(optionRows.map((row) => [`${row.groupId}/${row.displayOrder}`, row.id]));
  for (const { insertedGroup, option, displayOrder } of optionSpecs) {
    insertedGroup.optionIds.set(option, optionIdByKey.get(`${insertedGroup.id}/${displayOrder}`)!);
  }
  return { optionGroups: groupRows.length, options: optionRows.length };
}
