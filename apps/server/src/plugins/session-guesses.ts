import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { accessTokens, users } from '@/db/schema/index.js';
import type { DinerStanding } from './auth.js';

/**
 * A session as this process last read it, offered to a call that can confirm it inside a statement it sends
 * anyway (calculateOrder's insert, sendOrderV2's first read): one round trip fewer. A guess authorises nothing by
 * itself. The statement checks it against the database (the token live and unrevoked, the same user, for pricing
 * the same discount standing), and the call writes nothing when it no longer holds; it then reads the session as
 * every other call does.
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
    forget(tokenHash: string) {
      byTokenHash.delete(tokenHash);
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

type GuessField = 'tokenHash' | 'tokenId' | 'userId' | 'now' | keyof DinerStanding;
/** A guess's fields as the statements take them: in this order as `$n` parameters, each with its type. */
const GUESS_FIELD_TYPES: [GuessField, string][] = [
  ['tokenHash', 'text'],
  ['tokenId', 'integer'],
  ['userId', 'integer'],
  ['now', 'timestamptz'],
  ['orderCount', 'integer'],
  ['rewardBalanceCents', 'integer'],
  ['usedNewCustomerPromo', 'boolean'],
];

/** How many parameters `sessionConfirmedCte` reads. */
export const SESSION_GUESS_PARAM_COUNT = GUESS_FIELD_TYPES.length;

/** The parameters `sessionConfirmedCte` reads, in its order: the guess and the statement's time. */
export function sessionGuessParams(guess: SessionGuess, now: Date): unknown[] {
  const { tokenHash, tokenId, userId, standing } = guess;
  const values: Record<GuessField, unknown> = {
    tokenHash,
    tokenId,
    userId,
    now: now.toISOString(),
    ...standing,
  };
  return GUESS_FIELD_TYPES.map(([field]) => values[field]);
}

/**
 * True when the guess still holds: the same test as the session read of auth.ts (the token live and unrevoked,
 * the same user), and with `withStanding` the diner's standing as the guess has it. `param` renders each field.
 */
function guessHolds(param: (field: GuessField) => SQL, withStanding: boolean): SQL {
  const standing = withStanding
    ? sql`and ${users.orderCount} = ${param('orderCount')}
        and ${users.rewardBalanceCents} = ${param('rewardBalanceCents')}
        and ${users.usedNewCustomerPromo} = ${param('usedNewCustomerPromo')}`
    : sql``;
  return sql`exists (
    select 1 from ${accessTokens} join ${users} on ${users.id} = ${accessTokens.userId}
    where ${accessTokens.tokenHash} = ${param('tokenHash')}
      and ${accessTokens.id} = ${param('tokenId')}
      and ${accessTokens.userId} = ${param('userId')}
      and ${accessTokens.revokedAt} is null
      and ${accessTokens.expiresAt} > ${param('now')}
      ${standing})`;
}

/**
 * A CTE `session_confirmed` of one row whose `ok` is true when the guess (`sessionGuessParams`, from parameter
 * `$firstParam` on) still holds, the diner's standing included: pricing used it. Guard each write of the
 * statement with `SESSION_CONFIRMED`. Typed parameters, not one JSON: each `::jsonb` of a parameter parses it again.
 */
export function sessionConfirmedCte(firstParam: number): string {
  const numbers = new Map(
    GUESS_FIELD_TYPES.map(([field, type], index) => [field, `$${firstParam + index}::${type}`]),
  );
  const holds = guessHolds((field) => sql.raw(numbers.get(field)!), true);
  return `session_confirmed as (select ${new PgDialect().sqlToQuery(holds).sql} as ok)`;
}

/**
 * The same test for a drizzle prepared statement, the standing left out (for a statement that reads it itself):
 * its placeholders are named `guess_<field>`; `sessionGuessPlaceholderValues` gives their values.
 */
export function sessionGuessHoldsWithoutStanding(): SQL<boolean> {
  const types = new Map(GUESS_FIELD_TYPES);
  return guessHolds(
    (field) => sql`${sql.placeholder(`guess_${field}`)}::${sql.raw(types.get(field)!)}`,
    false,
  ).mapWith(Boolean);
}

export function sessionGuessPlaceholderValues(guess: SessionGuess, now: Date) {
  return {
    guess_tokenHash: guess.tokenHash,
    guess_tokenId: guess.tokenId,
    guess_userId: guess.userId,
    guess_now: now.toISOString(),
  };
}

/** A condition true when the guess of `sessionConfirmedCte` holds. */
export const SESSION_CONFIRMED = '(select ok from session_confirmed)';
