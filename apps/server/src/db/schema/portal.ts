import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { items, options } from './menu.js';
import { orders } from './orders.js';
import { owners } from './partners.js';
import { stores } from './stores.js';

/** Every state an order entered, with who moved it (a restaurant account, or the system) and when. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    // Null for the system (placement by the diner, an automatic step).
    actorOwnerId: integer('actor_owner_id').references(() => owners.id, { onDelete: 'set null' }),
    // The name shown in the history, kept even when the account is gone.
    actorName: text('actor_name').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.id)],
);

export const pauseScopeValues = ['ALL', 'DELIVERY', 'PICK_UP', 'DINE_IN', 'WALK_IN'] as const;

/** Online ordering paused for a whole store (ALL) or one order type; a row exists while the pause lasts. */
export const storeOrderingPauses = pgTable(
  'store_ordering_pauses',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: pauseScopeValues }).notNull(),
    // ESCALATION: paused by itself because an order waited too long.
    source: text('source', { enum: ['OWNER', 'ESCALATION'] }).notNull(),
    pausedByOwnerId: integer('paused_by_owner_id').references(() => owners.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('store_ordering_pauses_store_scope_uq').on(t.storeId, t.scope)],
);

/**
 * An item or option marked unavailable ("86") until a time; the item is sold out (or the option inactive)
 * meanwhile, and put back once `until` passes.
 */
export const menuUnavailability = pgTable(
  'menu_unavailability',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'cascade' }),
    optionId: integer('option_id').references(() => options.id, { onDelete: 'cascade' }),
    until: timestamp('until', { withTimezone: true }).notNull(),
    createdByOwnerId: integer('created_by_owner_id').references(() => owners.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    restoredAt: timestamp('restored_at', { withTimezone: true }),
  },
  (t) => [
    index('menu_unavailability_due_idx').on(t.restoredAt, t.until),
    index('menu_unavailability_store_idx').on(t.storeId, t.restoredAt),
    uniqueIndex('menu_unavailability_open_item_uq')
      .on(t.itemId)
      .where(sql`${t.restoredAt} IS NULL AND ${t.itemId} IS NOT NULL`),
    uniqueIndex('menu_unavailability_open_option_uq')
      .on(t.optionId)
      .where(sql`${t.restoredAt} IS NULL AND ${t.optionId} IS NOT NULL`),
  ],
);

/** The order board's per-store settings; a store without a row uses the defaults. */
export const storePortalSettings = pgTable('store_portal_settings', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  // An order not accepted after this many minutes e-mails the store's owners.
  escalateAfterMinutes: integer('escalate_after_minutes').notNull().default(3),
  // ... and after this many, online ordering pauses itself.
  pauseAfterMinutes: integer('pause_after_minutes').notNull().default(8),
  // The board opens each new order's ticket for printing (Auto Printing protocol).
  autoPrint: boolean('auto_print').notNull().default(true),
  // How many table codes the owner last chose to print (tables 1..N and the walk-in counter).
  tableCount: integer('table_count').notNull().default(12),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Steps taken once per order by whichever server process gets there first. */
export const orderEscalations = pgTable(
  'order_escalations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // AUTO_CANCEL: the platform cancelled the order for want of an answer, or must never (seeded demo orders).
    kind: text('kind', { enum: ['OWNER_EMAIL', 'STORE_PAUSE', 'AUTO_CANCEL'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_escalations_order_kind_uq').on(t.orderId, t.kind)],
);

/** A ticket sent to the store by e-mail or fax, once per order and channel. */
export const orderTicketDispatches = pgTable(
  'order_ticket_dispatches',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['EMAIL', 'FAX'] }).notNull(),
    destination: text('destination').notNull(),
    status: text('status', { enum: ['PENDING', 'SENT', 'FAILED'] }).notNull(),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_ticket_dispatches_order_channel_uq').on(t.orderId, t.channel)],
);
