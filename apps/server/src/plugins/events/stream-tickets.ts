import { randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { eventStreamTickets } from '@/db/schema/index.js';
import { hashToken } from '../auth.js';
import type { StreamAccountKind } from './event-bus.js';

/** A ticket opens one stream within this time of being issued, once. */
export const STREAM_TICKET_TTL_MS = 60_000;

/** Who a stream is for: the account and the session it lives on. */
export interface StreamHolder {
  kind: StreamAccountKind;
  accountId: number;
  sessionTokenId: number;
}

/**
 * A random 256-bit ticket for `holder`, stored as its sha256 in the database every server process reads, so the
 * stream may open on any of them. Tickets left unspent are deleted by later issues.
 */
export async function issueStreamTicket(db: Executor, holder: StreamHolder, now = new Date()) {
  const ticket = randomBytes(32).toString('base64url');
  await db.delete(eventStreamTickets).where(lt(eventStreamTickets.expiresAt, now));
  await db.insert(eventStreamTickets).values({
    ticketHash: hashToken(ticket),
    accountKind: holder.kind,
    accountId: holder.accountId,
    sessionTokenId: holder.sessionTokenId,
    expiresAt: new Date(now.getTime() + STREAM_TICKET_TTL_MS),
  });
  return { ticket, expiresInSeconds: STREAM_TICKET_TTL_MS / 1000 };
}

/**
 * Spends a ticket: deleted by the one statement that reads it, so of two requests with it only one gets the
 * holder. Null when unknown, spent, expired or issued for the other kind of account.
 */
export async function redeemStreamTicket(
  db: Executor,
  ticket: string,
  kind: StreamAccountKind,
  now = new Date(),
): Promise<StreamHolder | null> {
  if (ticket.length === 0 || ticket.length > 200) {
    return null;
  }
  const [row] = await db
    .delete(eventStreamTickets)
    .where(eq(eventStreamTickets.ticketHash, hashToken(ticket)))
    .returning();
  if (!row || row.accountKind !== kind || row.expiresAt.getTime() <= now.getTime()) {
    return null;
  }
  return { kind, accountId: row.accountId, sessionTokenId: row.sessionTokenId };
}
