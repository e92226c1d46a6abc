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
import { owners } from './partners.js';
import { stores } from './stores.js';

export const storeRoleValues = ['OWNER', 'STAFF'] as const;

/** Restaurant-account sessions, kept apart from the diners' `access_tokens`. */
export const ownerAccessTokens = pgTable(
  'owner_access_tokens',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    // sha256 of the token; the token itself is never stored.
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('owner_access_tokens_hash_uq').on(t.tokenHash),
    index('owner_access_tokens_owner_idx').on(t.ownerId),
  ],
);

/** Which restaurant accounts hold which store, and as what. */
export const storeMembers = pgTable(
  'store_members',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    role: text('role', { enum: storeRoleValues }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_members_store_owner_uq').on(t.storeId, t.ownerId),
    index('store_members_owner_idx').on(t.ownerId),
  ],
);

export const ownerPasswordResetTokens = pgTable(
  'owner_password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('owner_password_reset_tokens_hash_uq').on(t.tokenHash),
    index('owner_password_reset_tokens_owner_idx').on(t.ownerId),
  ],
);

/**
 * An owner's invitation to join a store: the account joins only when someone signed in follows the mailed link
 * (single use, until `expiresAt`). Only the token's sha256 is stored.
 */
export const storeInvitations = pgTable(
  'store_invitations',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    role: text('role', { enum: storeRoleValues }).notNull(),
    invitedByOwnerId: integer('invited_by_owner_id').references(() => owners.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByOwnerId: integer('accepted_by_owner_id').references(() => owners.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('store_invitations_token_hash_uq').on(t.tokenHash),
    index('store_invitations_store_idx').on(t.storeId),
  ],
);

export const onboardingStepValues = ['add-menu', 'order-protocol', 'bank-account', 'success'] as const;

export interface OnboardingMenuInfo {
  website: string;
  storeHours: string;
  businessType: string;
  locations: string;
  uploadIds: number[];
}

export interface OnboardingOrderProtocol {
  protocol: string;
  email: string;
  faxNumber: string;
  storePhone: string;
}

/** Where a store's Lite onboarding stands, so a reload on any device resumes at the same step. */
export const onboardingProgress = pgTable('onboarding_progress', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  step: text('step', { enum: onboardingStepValues }).notNull().default('add-menu'),
  menuInfo: jsonb('menu_info').$type<OnboardingMenuInfo>(),
  orderProtocol: jsonb('order_protocol').$type<OnboardingOrderProtocol>(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Payout details. Every `*_cipher` column is AES-256-GCM ciphertext (`v1.iv.tag.data`, base64url) made by
 * plugins/secrets.ts; masks are computed from the decrypted value, never stored in clear.
 */
export const storeBankAccounts = pgTable('store_bank_accounts', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  legalBusinessName: text('legal_business_name').notNull(),
  ownerLegalName: text('owner_legal_name').notNull(),
  ownerDateOfBirthCipher: text('owner_date_of_birth_cipher').notNull(),
  taxIdCipher: text('tax_id_cipher').notNull(),
  routingNumberCipher: text('routing_number_cipher').notNull(),
  accountNumberCipher: text('account_number_cipher').notNull(),
  acceptedSignUpSheetAt: timestamp('accepted_sign_up_sheet_at', { withTimezone: true }).notNull(),
  acceptedMerchantTermsAt: timestamp('accepted_merchant_terms_at', { withTimezone: true }).notNull(),
  textConsent: boolean('text_consent').notNull().default(false),
  updatedByOwnerId: integer('updated_by_owner_id').references(() => owners.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  // Set when the payout account of a store already set up changes: no payout goes out before then.
  payoutHoldUntil: timestamp('payout_hold_until', { withTimezone: true }),
});

/** Files owners sent (menus, pictures); stored under a random key, never under the sender's file name. */
export const storeUploads = pgTable(
  'store_uploads',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id').references(() => owners.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    // Detected from the bytes, not taken from the request.
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    // Shown to people only; never used as a path.
    originalName: text('original_name').notNull().default(''),
    purpose: text('purpose').notNull().default('menu'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_uploads_storage_key_uq').on(t.storageKey),
    index('store_uploads_store_idx').on(t.storeId),
  ],
);
