import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { stores } from './stores.js';

/** Dated exceptions to the weekly hours (holidays, special hours): a date's rows replace its weekly windows. */
export const storeHourOverrides = pgTable(
  'store_hour_overrides',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    // Store-local 'YYYY-MM-DD'.
    date: text('date').notNull(),
    closed: boolean('closed').notNull().default(false),
    // 'HH:mm'; both '00:00' on a closed day.
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [index('store_hour_overrides_store_date_idx').on(t.storeId, t.date)],
);
