import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './stores.js';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    displayOrder: integer('display_order').notNull().default(0),
    name: text('name').notNull(),
    cnName: text('cn_name'),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    // Optional daily window ('HH:mm', store-local) outside which the category is not orderable.
    availableFrom: text('available_from'),
    availableUntil: text('available_until'),
  },
  (t) => [index('categories_store_idx').on(t.storeId, t.displayOrder)],
);

export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    // The restaurant's own menu code (`itemId` on the wire), e.g. 'A1' or '12'.
    code: text('code'),
    displayOrder: integer('display_order').notNull().default(0),
    name: text('name').notNull(),
    cnName: text('cn_name'),
    description: text('description'),
    priceCents: integer('price_cents').notNull(),
    mPriceCents: integer('m_price_cents'),
    offerPriceCents: integer('offer_price_cents'),
    imageUrl: text('image_url'),
    spicy: boolean('spicy').notNull().default(false),
    raw: boolean('raw').notNull().default(false),
    active: boolean('active').notNull().default(true),
    // Sold out for now (the kitchen's switch), independent of the daily window.
    soldOut: boolean('sold_out').notNull().default(false),
    availableFrom: text('available_from'),
    availableUntil: text('available_until'),
    taxExempt: boolean('tax_exempt').notNull().default(false),
    printerName: text('printer_name'),
    printable: boolean('printable').notNull().default(true),
  },
  (t) => [
    index('items_store_idx').on(t.storeId),
    index('items_category_idx').on(t.categoryId, t.displayOrder),
  ],
);

export const optionGroups = pgTable(
  'option_groups',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    displayOrder: integer('display_order').notNull().default(0),
    name: text('name').notNull(),
    required: boolean('required').notNull().default(false),
    // Required: exact picks needed; optional: an upper bound, 0 meaning unlimited.
    numOfChoice: integer('num_of_choice').notNull().default(0),
    multiQtyAllowed: boolean('multi_qty_allowed').notNull().default(false),
  },
  (t) => [index('option_groups_item_idx').on(t.itemId)],
);

export const options = pgTable(
  'options',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    displayOrder: integer('display_order').notNull().default(0),
    name: text('name').notNull(),
    cnName: text('cn_name'),
    priceCents: integer('price_cents').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('options_group_idx').on(t.groupId)],
);

/** Deal items; start and end are store-local wall-clock times. */
export const deals = pgTable(
  'deals',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    cnName: text('cn_name'),
    // Positive: a price; negative: an amount off; zero: free.
    priceCents: integer('price_cents').notNull(),
    startDate: timestamp('start_date', { mode: 'string' }).notNull(),
    endDate: timestamp('end_date', { mode: 'string' }).notNull().default('2199-12-12 23:59:59'),
    subTotalCents: integer('sub_total_cents').notNull().default(0),
    printerName: text('printer_name'),
    printable: boolean('printable').notNull().default(true),
  },
  (t) => [index('deals_store_idx').on(t.storeId)],
);
