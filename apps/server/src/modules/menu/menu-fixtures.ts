import type { Db } from '@/db/client.js';
import { categories, items, optionGroups, options } from '@/db/schema/index.js';
import { insertStore } from '@/modules/stores/store-fixtures.js';

type CategoryInsert = Omit<typeof categories.$inferInsert, 'storeId'>;
type ItemInsert = Omit<typeof items.$inferInsert, 'storeId' | 'categoryId'>;
type GroupInsert = Omit<typeof optionGroups.$inferInsert, 'itemId'> & {
  options: Omit<typeof options.$inferInsert, 'groupId'>[];
};

export async function insertCategory(db: Db, storeId: number, values: CategoryInsert) {
  const [row] = await db
    .insert(categories)
    .values({ ...values, storeId })
    .returning({ id: categories.id });
  return (row as { id: number }).id;
}

export async function insertItem(
  db: Db,
  storeId: number,
  categoryId: number,
  values: ItemInsert,
  groups: GroupInsert[] = [],
) {
  const [row] = await db
    .insert(items)
    .values({ ...values, storeId, categoryId })
    .returning({ id: items.id });
  const itemId = (row as { id: number }).id;
  for (const [displayOrder, { options: optionValues, ...group }] of groups.entries()) {
    const [groupRow] = await db
      .insert(optionGroups)
      .values({ displayOrder, ...group, itemId })
      .returning({ id: optionGroups.id });
    const groupId = (groupRow as { id: number }).id;
    if (optionValues.length > 0) {
      await db
        .insert(options)
        .values(optionValues.map((option, index) => ({ displayOrder: index, ...option, groupId })));
    }
  }
  return itemId;
}

/**
 * A store whose menu exercises every getStoreMenu rule: a lunch window, '%' in a name, items out of
 * order, sold-out, inactive and windowed items, an inactive category, one left empty, hidden options.
 */
export async function insertSampleMenu(db: Db) {
  const storeId = await insertStore(db, { mRate: 1.18 });
  const lunch = await insertCategory(db, storeId, {
    name: 'Lunch Specials',
    cnName: '午餐特价',
    displayOrder: 1,
    availableFrom: '11:00',
    availableUntil: '15:00',
  });
  const appetizers = await insertCategory(db, storeId, {
    name: '% Appetizers %',
    cnName: '开胃菜',
    displayOrder: 2,
  });
  const drinks = await insertCategory(db, storeId, {
    name: 'Drinks',
    displayOrder: 3,
    description: 'Cold and hot',
  });
  const hidden = await insertCategory(db, storeId, {
    name: 'Secret Menu',
    displayOrder: 0,
    active: false,
  });
  const empty = await insertCategory(db, storeId, { name: 'Coming Soon', displayOrder: 4 });

  const beefLunch = await insertItem(db, storeId, lunch, {
    code: 'L1',
    name: 'Beef Lunch',
    priceCents: 1095,
  });
  const springRolls = await insertItem(db, storeId, appetizers, {
    code: 'A1',
    name: 'Spring Rolls',
    cnName: '春卷',
    description: 'Crispy, two pieces',
    displayOrder: 2,
    priceCents: 450,
    imageUrl: '/media/items/a1.png',
    printerName: 'kitchen',
  });
  const dumplings = await insertItem(db, storeId, appetizers, {
    code: 'A2',
    name: 'Dumplings',
    displayOrder: 1,
    priceCents: 800,
    mPriceCents: 925,
    offerPriceCents: 700,
    spicy: true,
  });
  const soldOut = await insertItem(db, storeId, appetizers, {
    code: 'A3',
    name: 'Scallion Pancake',
    displayOrder: 3,
    priceCents: 500,
    soldOut: true,
  });
  const retired = await insertItem(db, storeId, appetizers, {
    code: 'A4',
    name: 'Old Recipe',
    displayOrder: 4,
    priceCents: 500,
    active: false,
  });
  const breakfastBun = await insertItem(db, storeId, appetizers, {
    code: 'A5',
    name: 'Breakfast Bun',
    displayOrder: 5,
    priceCents: 300,
    availableFrom: '07:00',
    availableUntil: '10:30',
  });
  await insertItem(db, storeId, hidden, { code: 'S1', name: 'Secret Noodles', priceCents: 1200 });
  await insertItem(db, storeId, empty, { code: 'C1', name: 'Not Yet', priceCents: 100, active: false });
  const bubbleTea = await insertItem(
    db,
    storeId,
    drinks,
    { code: 'D1', name: 'Bubble Tea', priceCents: 550, taxExempt: true },
    [
      {
        name: 'Size',
        required: true,
        numOfChoice: 1,
        options: [
          { name: 'Regular', cnName: '中杯', priceCents: 0 },
          { name: 'Jumbo', priceCents: 150, active: false },
          { name: 'Large', cnName: '大杯', priceCents: 100 },
        ],
      },
      { name: 'Retired toppings', options: [{ name: 'Grass jelly', priceCents: 50, active: false }] },
      {
        name: 'Toppings',
        numOfChoice: 0,
        multiQtyAllowed: true,
        options: [{ name: 'Boba', priceCents: 75 }],
      },
    ],
  );
  return {
    storeId,
    lunch,
    appetizers,
    drinks,
    beefLunch,
    springRolls,
    dumplings,
    soldOut,
    retired,
    breakfastBun,
    bubbleTea,
  };
}
