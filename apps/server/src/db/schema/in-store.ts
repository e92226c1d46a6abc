import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './stores.js';

/** A store's own walk-in radius; a store without a row uses the default of packages/domain. */
export const storeInStoreSettings = pgTable('store_in_store_settings', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  radiusMeters: integer('radius_meters').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
