import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './stores.js';

/**
 * A store whose phone orders declined many cards in a short time: card payments there are refused until
 * `pausedUntil` (the platform clears one sooner by deleting its row).
 */
export const storeCardPauses = pgTable('store_card_pauses', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  pausedAt: timestamp('paused_at', { withTimezone: true }).notNull(),
  pausedUntil: timestamp('paused_until', { withTimezone: true }).notNull(),
  /** Declined phone-order cards counted in the window when the pause began. */
  declines: integer('declines').notNull(),
});
