import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { deals, items } from './menu.js';
import { orderTypeValues, stores } from './stores.js';

/** The diner details an order was placed with (a snapshot, not the live profile). */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    phoneNumber: text('phone_number'),
    address: text('address'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    note: text('note').notNull().default('Hand it to me'),
  },
  (t) => [index('customers_user_idx').on(t.userId)],
);

export const orderStatusValues = [
  'PENDING',
  'PLACED',
  'PAYMENT_FAILED',
  // The restaurant's side, once placed (packages/domain order-status).
  'ACCEPTED',
  'READY',
  'COMPLETED',
  'REJECTED',
] as const;
export const orderChannelValues = ['ONLINE', 'PHONE'] as const;
export const refundStatusValues = ['PENDING', 'VOIDED', 'REFUNDED', 'FAILED'] as const;

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    status: text('status', { enum: orderStatusValues }).notNull().default('PENDING'),
    orderType: text('order_type', { enum: orderTypeValues }).notNull(),
    // Store-local wall clock, 'YYYY-MM-DD HH:mm:ss'; null means ASAP.
    scheduleTime: text('schedule_time'),
    paymentStatus: text('payment_status', { enum: ['CREDIT', 'CASH'] }),
    orderPaymentMethod: text('order_payment_method'),
    tableName: text('table_name'),
    specialInstructions: text('special_instructions'),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    convenienceFeeCents: integer('convenience_fee_cents').notNull(),
    tipCents: integer('tip_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    discountKind: text('discount_kind', { enum: ['NEW_CUSTOMER_PROMO', 'REWARD_CREDIT'] }),
    totalCents: integer('total_cents').notNull(),
    // The same figures at marketplace prices (price x mRate), as the English storefront shows them.
    mOrder: jsonb('m_order').$type<Record<string, number>>().notNull(),
    mTotalCents: integer('m_total_cents').notNull(),
    // What the diner was charged or owes: mTotal for marketplace prices, total for plain ones.
    chargedCents: integer('charged_cents'),
    // Hash of what was priced; a send whose recalculation differs is refused as stale.
    pricingFingerprint: text('pricing_fingerprint').notNull(),
    paymentProfileId: integer('payment_profile_id'),
    paymentTransactionId: text('payment_transaction_id'),
    // Set while one send is charging the card, so twin sends wait for it instead of charging or counting again.
    paymentClaimedAt: timestamp('payment_claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    // ONLINE from the storefront; PHONE when staff placed it for a caller.
    channel: text('channel', { enum: orderChannelValues }).notNull().default('ONLINE'),
    // Set on acceptance: the prep minutes given and the ready time promised to the diner.
    prepMinutes: integer('prep_minutes'),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    rejectNote: text('reject_note'),
    // A rejected card order's money going back: PENDING while the gateway is asked, then its outcome.
    refundStatus: text('refund_status', { enum: refundStatusValues }),
    // The last time a sweep took up a PENDING refund left by a request that stopped mid-way (a lease).
    refundAttemptedAt: timestamp('refund_attempted_at', { withTimezone: true }),
    // Set once the money is in: a captured card at placing, or the restaurant marking an in-store order paid.
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // The reward credit this order took from the diner's balance (its REWARD_CREDIT discount at the prices
    // charged), given back if the restaurant rejects the order.
    rewardSpentCents: integer('reward_spent_cents').notNull().default(0),
    // The reward credit this order earns once paid, and when it was added to the diner's balance.
    rewardEarnedCents: integer('reward_earned_cents').notNull().default(0),
    rewardCreditedAt: timestamp('reward_credited_at', { withTimezone: true }),
    // Credit earned at a new store waits, pending, until the store's first payout clears (then it is credited).
    rewardHeldUntil: timestamp('reward_held_until', { withTimezone: true }),
    // The gateway's fingerprint of the card that paid (never the number), to spot self-referrals.
    cardFingerprint: text('card_fingerprint'),
  },
  (t) => [
    index('orders_user_status_idx').on(t.userId, t.status, t.id),
    index('orders_store_idx').on(t.storeId, t.createdAt),
    index('orders_store_status_idx').on(t.storeId, t.status, t.placedAt),
    index('orders_status_placed_idx').on(t.status, t.placedAt),
    index('orders_reward_held_idx')
      .on(t.rewardHeldUntil)
      .where(sql`${t.rewardHeldUntil} IS NOT NULL AND ${t.rewardCreditedAt} IS NULL`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'set null' }),
    dealId: integer('deal_id').references(() => deals.id, { onDelete: 'set null' }),
    orderItemType: text('order_item_type'),
    name: text('name').notNull(),
    cnName: text('cn_name'),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    mUnitPriceCents: integer('m_unit_price_cents').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    categoryId: integer('category_id'),
    categoryName: text('category_name'),
    categoryCnName: text('category_cn_name'),
    specialInstructions: text('special_instructions'),
    taxExempt: boolean('tax_exempt').notNull().default(false),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const orderItemOptions = pgTable(
  'order_item_options',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull(),
    optionId: integer('option_id').notNull(),
    name: text('name').notNull(),
    cnName: text('cn_name'),
    quantity: integer('quantity').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [index('order_item_options_item_idx').on(t.orderItemId)],
);

/** A saved card: the gateway's tokens, the brand and a masked number. Never the card number or CVV. */
export const paymentProfiles = pgTable(
  'payment_profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerProfileId: text('customer_profile_id').notNull(),
    customerPaymentProfileId: text('customer_payment_profile_id').notNull(),
    cardType: text('card_type').notNull(),
    maskedNumber: text('masked_number').notNull(),
    // The gateway's fingerprint of the card: the same card saved twice matches on it, not on the last four.
    cardFingerprint: text('card_fingerprint'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_profiles_user_idx').on(t.userId)],
);

/** The sandbox gateway's own ledger, so a run can be reconciled against placed orders. */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: serial('id').primaryKey(),
    transactionId: text('transaction_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    cardLast4: text('card_last4').notNull(),
    status: text('status', { enum: ['CAPTURED', 'VOIDED'] }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_charges_idempotency_uq').on(t.idempotencyKey),
    uniqueIndex('sandbox_charges_transaction_uq').on(t.transactionId),
  ],
);
