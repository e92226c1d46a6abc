import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders, refundStatusValues } from './orders.js';
import { stores } from './stores.js';

/** Why money went back: the order was rejected, cancelled after acceptance, or part or all of it refunded. */
export const refundKindValues = ['REJECT', 'CANCEL', 'REFUND'] as const;
/** How the gateway gave it back: the unsettled charge voided, or a credit against it. */
export const refundMethodValues = ['VOID', 'REFUND'] as const;

/**
 * Every amount given back on a card order, one row per give-back (reports and payouts read these). A row is
 * written PENDING in the same transaction that checks the order's remaining charge under its row lock, so the
 * rows of an order never add up to more than was charged; then the gateway is asked with the row's
 * idempotency key and the row records its answer. A row left PENDING by a process that stopped is taken up by
 * the refund sweep (refund-recovery.ts) with the same key, so the gateway never gives it back twice.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    kind: text('kind', { enum: refundKindValues }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    // The restaurant's words (a refund) or the rejection's reason text (a reject or cancel).
    reason: text('reason').notNull(),
    // The order lines (order_items ids) given back, when refunded by line.
    lineIds: jsonb('line_ids').$type<number[]>(),
    // PENDING while the gateway is asked; VOIDED or REFUNDED once it agreed; FAILED when it refused.
    status: text('status', { enum: refundStatusValues }).notNull().default('PENDING'),
    method: text('method', { enum: refundMethodValues }),
    // The gateway's refusal, when it refused (never card data).
    gatewayMessage: text('gateway_message'),
    // Sent to the gateway with the refund: a retry of the same row is recognised, not paid again.
    idempotencyKey: text('idempotency_key').notNull(),
    actorOwnerId: integer('actor_owner_id'),
    actorName: text('actor_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    // When the gateway's answer was recorded.
    settledAt: timestamp('settled_at', { withTimezone: true }),
    // The last time the sweep took up this PENDING row (a lease: one process at a time).
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_refunds_idempotency_uq').on(t.idempotencyKey),
    index('order_refunds_order_idx').on(t.orderId),
    index('order_refunds_store_created_idx').on(t.storeId, t.createdAt),
    index('order_refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

/** The sandbox gateway's refunds against its charges, one row per idempotency key. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: serial('id').primaryKey(),
    transactionId: text('transaction_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_refunds_idempotency_uq').on(t.idempotencyKey),
    index('sandbox_refunds_transaction_idx').on(t.transactionId),
  ],
);
