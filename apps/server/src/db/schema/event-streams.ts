import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const streamAccountKindValues = ['OWNER', 'DINER'] as const;

/**
 * Single-use tickets that open one event stream (a browser's EventSource cannot send a header, and a session
 * token in an address reaches logs): issued to a live session by an authenticated POST, spent on first use.
 */
export const eventStreamTickets = pgTable(
  'event_stream_tickets',
  {
    id: serial('id').primaryKey(),
    // sha256 of the ticket; the ticket itself is never stored.
    ticketHash: text('ticket_hash').notNull(),
    accountKind: text('account_kind', { enum: streamAccountKindValues }).notNull(),
    accountId: integer('account_id').notNull(),
    // The session (owner_access_tokens or access_tokens row) the stream lives on, re-checked while it is open.
    sessionTokenId: integer('session_token_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('event_stream_tickets_hash_uq').on(t.ticketHash),
    index('event_stream_tickets_expires_idx').on(t.expiresAt),
  ],
);

/**
 * One row per open event stream in any server process, so the caps per account and per address hold across
 * processes; a row whose lease was not renewed (its process died) stops counting when the lease ends.
 */
export const openEventStreams = pgTable(
  'open_event_streams',
  {
    id: serial('id').primaryKey(),
    accountKey: text('account_key').notNull(),
    // Null for an address exempt from per-address limits.
    addressKey: text('address_key'),
    leaseEndsAt: timestamp('lease_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('open_event_streams_account_idx').on(t.accountKey),
    index('open_event_streams_address_idx').on(t.addressKey),
  ],
);
