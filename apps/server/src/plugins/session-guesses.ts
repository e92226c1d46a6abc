import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { accessTokens, users } from '@/db/schema/index.js';
import type { DinerStanding } from './auth.js';

/**
 * A session as this process last read it, offered to a call that can confirm it inside the statement that
 * writes its result (calculateOrder): one round trip instead of two. A guess authorises nothing by itself. The
 * statement checks it against the database (the token live and unrevoked, the same user, the same discount
 * standing) and writes nothing when it no longer holds; the call then reads the session as every other does.
 */
export interface SessionGuess {
  tokenHash: string;
  tokenId: number;
  userId: number;
  standing: DinerStanding;
}

interface RememberedSession {
  tokenId: number;
  userId: number;
  standing: DinerStanding;
  expiresAtMs: number;
  /** The session's absolute end (sign-in + 90 days). */
  endsAtMs: number;
}

/** Enough for every diner checking out at once on one process; the oldest is forgotten first. */
const MAX_REMEMBERED = 10_000;

/**
 * The sessions this process read, by token hash. `shouldSlide` says when a session's sliding expiry is due to
 * be written: a guess is never offered then, so the full read writes it as before.
 */
export function createSessionGuesses(shouldSlide: (session: RememberedSession, nowMs: number) => boolean) {
  const byTokenHash = new Map<string, RememberedSession>();
  return {
    remember(tokenHash: string, session: RememberedSession) {
      byTokenHash.delete(tokenHash);
      byTokenHash.set(tokenHash, session);
      if (byTokenHash.size > MAX_REMEMBERED) {
        byTokenHash.delete(byTokenHash.keys().next().value!);
      }
    },
    /** The guess for this token at `nowMs`, or null when none is known or the session has ended or must slide. */
    guess(tokenHash: string, nowMs: number): SessionGuess | null {
      const session = byTokenHash.get(tokenHash);
      if (
        !session ||
        session.expiresAtMs <= nowMs ||
        session.endsAtMs <= nowMs ||
        shouldSlide(session, nowMs)
      ) {
        return null;
      }
      const { tokenId, userId, standing } = session;
      return { tokenHash, tokenId, userId, standing };
    },
    get size() {
      return byTokenHash.size;
    },
  };
}

export type SessionGuesses = ReturnType<typeof createSessionGuesses>;

/** The parameters `sessionConfirmedCte` reads, in its order: the guess and the statement's time. */
export function sessionGuessParams(guess: SessionGuess, now: Date): unknown[] {
  const { tokenHash, tokenId, userId, standing } = guess;
  return [
    tokenHash,
    tokenId,
    userId,
    now.toISOString(),
    standing.orderCount,
    standing.rewardBalanceCents,
    standing.usedNewCustomerPromo,
  ];
}

/** How many parameters `sessionConfirmedCte` reads. */
export const SESSION_GUESS_PARAM_COUNT = 7;

/**
 * A CTE `session_confirmed` of one row whose `ok` is true when the guess (`sessionGuessParams`, from parameter
 * `$firstParam` on) still holds: the same test as the session read of auth.ts, plus the standing pricing used.
 * Guard each write of the statement with `SESSION_CONFIRMED`. Typed parameters, not one JSON: each `::jsonb` of a
 * parameter parses it again.
 */
export function sessionConfirmedCte(firstParam: number): string {
  const param = (offset: number, type: string) => sql.raw(`$${firstParam + offset}::${type}`);
  const confirmed = new PgDialect().sqlToQuery(sql`
    select exists (
      select 1 from ${accessTokens} join ${users} on ${users.id} = ${accessTokens.userId}
      where ${accessTokens.tokenHash} = ${param(0, 'text')}
        and ${accessTokens.id} = ${param(1, 'integer')}
        and ${accessTokens.userId} = ${param(2, 'integer')}
        and ${accessTokens.revokedAt} is null
        and ${accessTokens.expiresAt} > ${param(3, 'timestamptz')}
        and ${users.orderCount} = ${param(4, 'integer')}
        and ${users.rewardBalanceCents} = ${param(5, 'integer')}
        and ${users.usedNewCustomerPromo} = ${param(6, 'boolean')}
    ) as ok`).sql;
  return `session_confirmed as (${confirmed})`;
}

/** A condition true when the guess of `sessionConfirmedCte` holds. */
export const SESSION_CONFIRMED = '(select ok from session_confirmed)';
