import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { categories, items } from './menu.js';
import { orders } from './orders.js';
import { stores } from './stores.js';

/**
 * Kitchen capacity (make-time throttling): how many make-time minutes the kitchen takes per 15-minute slot.
 * No row, or a null or 0 limit, means unlimited.
 */
export const storeKitchenCapacity = pgTable('store_kitchen_capacity', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  slotLimitMinutes: integer('slot_limit_minutes'),
  // An item's make time when neither it nor its category has one.
  defaultMakeMinutes: integer('default_make_minutes').notNull().default(5),
});

/** A category's make time per item, the default for its items. */
export const categoryMakeTimes = pgTable(
  'category_make_times',
  {
    categoryId: integer('category_id')
      .primaryKey()
      .references(() => categories.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    makeMinutes: integer('make_minutes').notNull(),
  },
  (t) => [index('category_make_times_store_idx').on(t.storeId)],
);

/** An item's own make time per unit. */
export const itemMakeTimes = pgTable(
  'item_make_times',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => items.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    makeMinutes: integer('make_minutes').notNull(),
  },
  (t) => [index('item_make_times_store_idx').on(t.storeId)],
);

/**
 * The slot a placed order takes in the kitchen and its make-time load, written in the placing transaction.
 * An ASAP order moved past a full slot keeps the slot it was given here.
 */
export const kitchenSlotBookings = pgTable(
  'kitchen_slot_bookings',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    slotStartAt: timestamp('slot_start_at', { withTimezone: true }).notNull(),
    makeMinutes: integer('make_minutes').notNull(),
  },
  (t) => [index('kitchen_slot_bookings_store_slot_idx').on(t.storeId, t.slotStartAt)],
);
