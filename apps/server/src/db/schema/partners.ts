import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const drivers = pgTable(
  'drivers',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    zipCode: text('zip_code').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('drivers_phone_uq').on(t.phoneNumber), uniqueIndex('drivers_email_uq').on(t.email)],
);

export const owners = pgTable(
  'owners',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    phoneNumber: text('phone_number').notNull(),
    preferredLanguage: text('preferred_language').notNull().default('EN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('owners_email_uq').on(t.email)],
);

export const merchantLeads = pgTable('merchant_leads', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  store: text('store').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  zip: text('zip').notNull(),
  // The Lite landing asks for an address instead of a ZIP.
  address: text('address'),
  source: text('source', { enum: ['merchant', 'lite'] })
    .notNull()
    .default('merchant'),
  referral: jsonb('referral').$type<Record<string, unknown>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const salesTracking = pgTable(
  'sales_tracking',
  {
    id: serial('id').primaryKey(),
    salesId: integer('sales_id').notNull(),
    ownerId: integer('owner_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sales_tracking_owner_idx').on(t.ownerId)],
);

/** Free-trial contact requests; only the two phones come from the visitor, the rest is sales notes. */
export const contacts = pgTable('contacts', {
  id: serial('id').primaryKey(),
  cellPhone: text('cell_phone').notNull(),
  businessPhone: text('business_phone').notNull(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
