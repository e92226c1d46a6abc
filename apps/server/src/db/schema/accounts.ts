import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    // Stored lower-cased; the unique index is the one place e-mail identity is enforced.
    email: text('email').notNull(),
    // `scrypt$N$r$p$salt$hash` so the parameters can be raised later.
    passwordHash: text('password_hash').notNull(),
    rewardBalanceCents: integer('reward_balance_cents').notNull().default(0),
    orderCount: integer('order_count').notNull().default(0),
    optIn: boolean('opt_in').notNull().default(false),
    usedNewCustomerPromo: boolean('used_new_customer_promo').notNull().default(false),
    preferredLanguage: text('preferred_language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Set when the diner opened the link mailed to this address; referral credit waits for it.
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // The client address the account was created from, to spot a diner referring their own accounts.
    signUpIp: text('sign_up_ip'),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email)],
);

export const userInfos = pgTable(
  'user_infos',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
  },
  (t) => [index('user_infos_user_idx').on(t.userId)],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // sha256 of the token; the token itself is never stored.
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('access_tokens_hash_uq').on(t.tokenHash), index('access_tokens_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_uq').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

export const referralStatusValues = ['PENDING', 'CREDITED', 'REFUSED'] as const;

export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    referrerUserId: integer('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: integer('referred_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    signUpCreditCents: integer('sign_up_credit_cents').notNull(),
    // Set when the referred user's first order is placed and the referrer is paid.
    referrerCreditedAt: timestamp('referrer_credited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // PENDING until the new diner verified the e-mail and paid a first order; then CREDITED or REFUSED.
    status: text('status', { enum: referralStatusValues }).notNull().default('PENDING'),
    refusedReason: text('refused_reason'),
    referredCreditedAt: timestamp('referred_credited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('referrals_referred_uq').on(t.referredUserId),
    index('referrals_referrer_idx').on(t.referrerUserId),
  ],
);

export const emailTokenPurposeValues = ['VERIFY', 'CHANGE'] as const;

/** Single-use links mailed to an address: confirming a new account's e-mail, or a change of e-mail. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: emailTokenPurposeValues }).notNull(),
    // The address the link was sent to: the one it confirms.
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    // The session that asked for an e-mail change stays signed in when it takes effect.
    requestedByTokenId: integer('requested_by_token_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_uq').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/** Fixed-window counters shared by every server process (login, sign-up, reset, driver sign-up). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
