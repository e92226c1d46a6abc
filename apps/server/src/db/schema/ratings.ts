import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { stores } from './stores.js';

/** A diner's rating of one completed order: one per order (the order id is unique). */
export const orderRatings = pgTable(
  'order_ratings',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique('order_ratings_order_uq')
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_ratings_store_idx').on(t.storeId, t.id),
    check('order_ratings_stars_ck', sql`${t.stars} BETWEEN 1 AND 5`),
  ],
);

/**
 * Each store's rating totals, kept in the transaction that adds a rating, so the store list and page read one
 * small row per store instead of averaging every rating.
 */
export const storeRatingTotals = pgTable('store_rating_totals', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  ratingCount: integer('rating_count').notNull().default(0),
  starTotal: integer('star_total').notNull().default(0),
});
