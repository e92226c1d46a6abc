import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A fingerprint of each key every server process must share (DATA_ENCRYPTION_KEY, TABLE_CODE_SECRET,
 * CARD_FINGERPRINT_SECRET), recorded by the first process to start: a later process holding another key
 * (generated into its own DATA_DIR on another machine) is refused at start. Never the key itself.
 */
export const deploymentKeys = pgTable('deployment_keys', {
  name: text('name').primaryKey(),
  /** HMAC-SHA256 of a fixed label under the key, hex: tells keys apart without revealing them. */
  fingerprint: text('fingerprint').notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});
