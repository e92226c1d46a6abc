import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(false),
    // Takes online orders through Orderlane (`store.orderlane` on the wire).
    orderlane: boolean('orderlane').notNull().default(false),
    orderlaneDrive: boolean('orderlane_drive').notNull().default(false),
    ownDriver: boolean('own_driver').notNull().default(false),
    tdrive: boolean('tdrive').notNull().default(false),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    logoUrl: text('logo_url'),
    bannerUrl: text('banner_url'),
    keyword: text('keyword').notNull().default(''),
    description: text('description'),
    // Minutes before a window ends when the last order is taken.
    lastOrderMinutes: integer('last_order_minutes').notNull().default(30),
    timeZone: text('time_zone').notNull().default('America/Chicago'),
    minDeliveryCents: integer('min_delivery_cents').notNull().default(0),
    rewardRate: doublePrecision('reward_rate').notNull().default(0),
    mRate: doublePrecision('m_rate').notNull().default(1),
    taxRate: doublePrecision('tax_rate').notNull().default(0),
    convenienceFeeCents: integer('convenience_fee_cents'),
    deliveryRadiusMiles: doublePrecision('delivery_radius_miles').notNull().default(0),
    deliveryBaseFeeCents: integer('delivery_base_fee_cents').notNull().default(0),
    deliveryFeePerMileCents: integer('delivery_fee_per_mile_cents').notNull().default(0),
    specialRequestAvailable: boolean('special_request_available').notNull().default(true),
    receiveTip: boolean('receive_tip').notNull().default(true),
    receiveByFax: boolean('receive_by_fax').notNull().default(false),
    phoneNumber: text('phone_number'),
    ownerId: integer('owner_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stores_active_idx').on(t.active),
    index('stores_phone_number_idx').on(t.phoneNumber),
    index('stores_owner_id_idx').on(t.ownerId),
  ],
);

export const orderTypeValues = ['DELIVERY', 'PICK_UP', 'DINE_IN', 'WALK_IN'] as const;

export const storeOrderTypes = pgTable(
  'store_order_types',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderType: text('order_type', { enum: orderTypeValues }).notNull(),
    minReadyMinutes: integer('min_ready_minutes').notNull(),
    maxReadyMinutes: integer('max_ready_minutes').notNull(),
    available: boolean('available').notNull().default(true),
    // A temporary override (a busy night) of the ready-time range.
    specialMinReadyMinutes: integer('special_min_ready_minutes'),
    specialMaxReadyMinutes: integer('special_max_ready_minutes'),
  },
  (t) => [uniqueIndex('store_order_types_store_type_uq').on(t.storeId, t.orderType)],
);

/** Opening windows in the store's own time zone; a day may hold several (lunch and dinner). */
export const storeHours = pgTable(
  'store_hours',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    // 0 = Sunday ... 6 = Saturday
    dayOfWeek: smallint('day_of_week').notNull(),
    startTime: text('start_time').notNull(),
    // 'HH:mm', or '24:00' for a window that runs to midnight
    endTime: text('end_time').notNull(),
  },
  (t) => [
    index('store_hours_store_day_idx').on(t.storeId, t.dayOfWeek),
    check('store_hours_day_of_week_ck', sql`${t.dayOfWeek} BETWEEN 0 AND 6`),
  ],
);
