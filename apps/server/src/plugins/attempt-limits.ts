import fp from 'fastify-plugin';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { DomainError } from '@orderlane/domain';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Redis } from 'ioredis';
import type { Db } from '@/db/client.js';
import { queryNamed, type NamedStatement } from '@/db/named-statement.js';
import { withFallbackStore } from './attempt-counter-fallback.js';
import { planCountsInStatement, type CountsInStatement } from './attempt-counts-in-statement.js';
import { countOnOrRestart, exemptVerdict, secondsUntil, verdictOf } from './attempt-windows.js';
import { rateLimitCounters } from '@/db/schema/index.js';

export interface AttemptRule {
  max: number;
  windowMs: number;
}

export interface AttemptVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
  /** Attempts the window holds, this one included when counted (0 for an exempt address). */
  attempts: number;
}

/** A key's fixed window: how many attempts it holds and when it ends. */
export interface AttemptWindow {
  count: number;
  windowEndsAt: Date;
}

/** Where the counters live; every server process must see the same store. */
export interface AttemptCounterStore {
  increment(key: string, windowMs: number, now: Date): Promise<AttemptWindow>;
  /** Several keys counted at once, in one round trip where the store can; windows in the order given. */
  incrementEach?(entries: { key: string; windowMs: number }[], now: Date): Promise<AttemptWindow[]>;
  /** Takes one count back from a live window (never below zero). */
  decrement(key: string, now: Date): Promise<void>;
  /** `decrement` of several keys at once, in one round trip where the store can. */
  decrementEach?(keys: string[], now: Date): Promise<void>;
  read(key: string, now: Date): Promise<AttemptWindow | null>;
  remove(key: string): Promise<void>;
  removeExpired(now: Date): Promise<void>;
  close(): Promise<void>;
  /** The counters are rows of the application's database: a caller may count in its own statement. */
  inAppDatabase?: true;
}

/** `null` keys stand for an exempt client address: always allowed, never counted. */
export interface AttemptLimits {
  /** Counts one attempt; allowed while the window holds at most `max`. */
  consume(key: string | null, rule: AttemptRule): Promise<AttemptVerdict>;
  /** Counts one attempt against each key (as `consume` does each), verdicts in the order given. */
  consumeEach(entries: [key: string | null, rule: AttemptRule][]): Promise<AttemptVerdict[]>;
  /** Whether one more attempt would still be allowed, without counting it. */
  check(key: string | null, rule: AttemptRule): Promise<AttemptVerdict>;
  /** Gives back one counted attempt: it was counted first so parallel tries cannot race, and it did no harm. */
  release(key: string | null): Promise<void>;
  /** `release` of each key (null ones skipped), in one round trip where the store can. */
  releaseEach(keys: (string | null)[]): Promise<void>;
  reset(key: string | null): Promise<void>;
  /**
   * Counts as `consumeEach` does, but inside the caller's own statement (attempt-counts-in-statement.ts), so a
   * write allowed only within the limits costs one round trip; null when the counters are not in the database.
   */
  countInStatement(entries: [key: string | null, rule: AttemptRule][]): CountsInStatement | null;
  /** The key of a per-address limit, or null for an address in RATE_LIMIT_EXEMPT_IPS or an unknown one. */
  ipKey(scope: string, ip: string): string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    attemptLimits: AttemptLimits;
  }
}

/** 'Please try again in 3 minutes.': when the refused caller may try again, in whole minutes. */
export function tryAgainIn(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  if (minutes > 90) {
    const hours = Math.ceil(minutes / 60);
    return `Please try again in ${hours} hours.`;
  }
  return `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export function tooManyAttempts(retryAfterSeconds: number, what = 'Too many attempts.'): DomainError {
  return new DomainError('rate_limited', `${what} ${tryAgainIn(retryAfterSeconds)}`);
}

/** Consumes one attempt and throws the 429 refusal when the limit is passed. */
export async function enforceAttemptLimit(limits: AttemptLimits, key: string | null, rule: AttemptRule) {
  const verdict = await limits.consume(key, rule);
  if (!verdict.allowed) {
    throw tooManyAttempts(verdict.retryAfterSeconds);
  }
}

/**
 * Evaluated in a counter's statement (its own transaction): that commit does not wait for the disk. A crash may
 * forget the last fraction of a second of counts, which a rate limit can afford; everything else, orders and
 * money first, still commits durably. Up to five counter statements per placed order each waited for a flush.
 */
const COMMIT_WITHOUT_WAITING = sql`length(set_config('synchronous_commit', 'off', true))`;

/**
 * `increment` for each key of a JSON array ($1, with its window's end), at $2. Rendered to text once, from the
 * same `countOnOrRestart` as `increment`, so it can be prepared under a name (the parameters are raw `$n`).
 */
const incrementEachStatement: NamedStatement = {
  name: 'attempt_counter_increment_each',
  text: (() => {
    const onConflict = countOnOrRestart(sql.raw('$2::timestamptz'));
    return new PgDialect().sqlToQuery(sql`
      insert into ${rateLimitCounters} (key, count, window_ends_at)
      select key, 1 + 0 * ${COMMIT_WITHOUT_WAITING}, window_ends_at
      from jsonb_to_recordset($1::jsonb) as counted(key text, window_ends_at timestamptz)
      on conflict (key) do update set count = ${onConflict.count}, window_ends_at = ${onConflict.windowEndsAt}
      returning key, count, window_ends_at`).sql;
  })(),
};

/**
 * `decrement` for each key of a text array ($1) whose window is live at $2. The rows are locked in key order
 * first, as `incrementEachStatement` locks them, so two statements over the same keys never wait in a cycle.
 */
const decrementEachStatement: NamedStatement = {
  name: 'attempt_counter_decrement_each',
  text: new PgDialect().sqlToQuery(sql`
    with live as (
      select key from ${rateLimitCounters}
      where key = any($1::text[]) and window_ends_at > $2::timestamptz
      order by key
      for update)
    update ${rateLimitCounters} set count = greatest(${rateLimitCounters.count} - 1, 0) + 0 * ${COMMIT_WITHOUT_WAITING}
    where key in (select key from live)`).sql,
};

export function createDatabaseCounterStore(db: Db): AttemptCounterStore {
  const columns = { count: rateLimitCounters.count, windowEndsAt: rateLimitCounters.windowEndsAt };
  const nowSql = sql`${sql.placeholder('now')}::timestamptz`;
  // Prepared once per store (one per app): every pricing counts an attempt, and drizzle's query building was a
  // visible share of its CPU. One statement, so concurrent processes never lose a count or reset a live window.
  const incrementStatement = db
    .insert(rateLimitCounters)
    .values({
      key: sql.placeholder('key'),
      count: sql`1 + 0 * ${COMMIT_WITHOUT_WAITING}`,
      windowEndsAt: sql`${sql.placeholder('windowEndsAt')}::timestamptz`,
    })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: countOnOrRestart(nowSql),
    })
    .returning(columns)
    .prepare('attempt_counter_increment');
  const decrementStatement = db
    .update(rateLimitCounters)
    .set({ count: sql`GREATEST(${rateLimitCounters.count} - 1, 0) + 0 * ${COMMIT_WITHOUT_WAITING}` })
    .where(and(eq(rateLimitCounters.key, sql.placeholder('key')), gt(rateLimitCounters.windowEndsAt, nowSql)))
    .prepare('attempt_counter_decrement');
  const readStatement = db
    .select(columns)
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, sql.placeholder('key')))
    .prepare('attempt_counter_read');
  return {
    inAppDatabase: true,
    async incrementEach(entries, now) {
      // Locked in key order: two requests counting the same keys never wait on each other in a cycle.
      const sorted = [...entries].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      // One JSON parameter: the text stays the same whatever the number of keys, so it is prepared once.
      const counted = JSON.stringify(
        sorted.map(({ key, windowMs }) => ({
          key,
          window_ends_at: new Date(now.getTime() + windowMs).toISOString(),
        })),
      );
      const rows = await queryNamed<{ key: string; count: number; window_ends_at: string | Date }>(
        db,
        incrementEachStatement,
        [counted, now.toISOString()],
      );
      const byKey = new Map(rows.map((row) => [row.key, row]));
      return entries.map(({ key }) => {
        const row = byKey.get(key);
        if (!row) {
          throw new Error(`rate limit counter ${key} was not written`);
        }
        return { count: Number(row.count), windowEndsAt: new Date(row.window_ends_at) };
      });
    },
    async increment(key, windowMs, now) {
      const [row] = await incrementStatement.execute({
        key,
        now: now.toISOString(),
        windowEndsAt: new Date(now.getTime() + windowMs).toISOString(),
      });
      if (!row) {
        throw new Error(`rate limit counter ${key} was not written`);
      }
      return { count: row.count, windowEndsAt: new Date(row.windowEndsAt) };
    },
    async decrement(key, now) {
      await decrementStatement.execute({ key, now: now.toISOString() });
    },
    async decrementEach(keys, now) {
      await queryNamed(db, decrementEachStatement, [keys, now.toISOString()]);
    },
    async read(key, now) {
      const [row] = await readStatement.execute({ key });
      return row && row.windowEndsAt > now ? row : null;
    },
    async remove(key) {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },
    async removeExpired(now) {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, now));
    },
    async close() {},
  };
}

/** The few commands used from a Redis client (ioredis' API); the connection is the redis plugin's to close. */
export type RedisCommands = Pick<Redis, 'eval' | 'del'>;

// INCR and PEXPIRE in one script: the window starts with its first attempt and cannot be left without expiry.
const incrementScript = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;
const readScript = `return {tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1])}`;
// Only a live window gives a count back, and never below zero.
const decrementScript = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

export function createRedisCounterStore(redis: RedisCommands, prefix = 'attempts:'): AttemptCounterStore {
  const toWindow = (reply: unknown, now: Date): AttemptWindow => {
    const [count, ttlMs] = reply as [number, number];
    return { count: Number(count), windowEndsAt: new Date(now.getTime() + Math.max(0, Number(ttlMs))) };
  };
  return {
    async increment(key, windowMs, now) {
      return toWindow(await redis.eval(incrementScript, 1, prefix + key, windowMs), now);
    },
    async decrement(key) {
      await redis.eval(decrementScript, 1, prefix + key);
    },
    async read(key, now) {
      const window = toWindow(await redis.eval(readScript, 1, prefix + key), now);
      return window.count > 0 ? window : null;
    },
    async remove(key) {
      await redis.del(prefix + key);
    },
    async removeExpired() {}, // Redis expires keys itself.
    async close() {},
  };
}

export function createAttemptLimits(
  store: AttemptCounterStore,
  { exemptIps = [], now = () => new Date() }: { exemptIps?: string[]; now?: () => Date } = {},
): AttemptLimits {
  const exempt = new Set(exemptIps);
  return {
    async consume(key, { max, windowMs }) {
      if (key === null) {
        return exemptVerdict;
      }
      const at = now();
      return verdictOf(await store.increment(key, windowMs, at), max, at);
    },
    async consumeEach(entries) {
      const at = now();
      const counted = entries.flatMap(([key, rule]) =>
        key === null ? [] : [{ key, windowMs: rule.windowMs }],
      );
      // One round trip where the store can (the database); Redis, and its fallback, count each key.
      const windows =
        counted.length > 1 && store.incrementEach
          ? await store.incrementEach(counted, at)
          : await Promise.all(counted.map(({ key, windowMs }) => store.increment(key, windowMs, at)));
      let next = 0;
      return entries.map(([key, rule]) =>
        key === null ? exemptVerdict : verdictOf(windows[next++]!, rule.max, at),
      );
    },
    countInStatement(entries) {
      return store.inAppDatabase ? planCountsInStatement(entries, now()) : null;
    },
    async check(key, { max }) {
      const at = now();
      const window = key === null ? null : await store.read(key, at);
      const attempts = window?.count ?? 0;
      if (!window || window.count < max) {
        return { allowed: true, retryAfterSeconds: 0, attempts };
      }
      return { allowed: false, retryAfterSeconds: secondsUntil(window.windowEndsAt, at), attempts };
    },
    async release(key) {
      if (key !== null) {
        await store.decrement(key, now());
      }
    },
    async releaseEach(keys) {
      const at = now();
      const counted = keys.filter((key): key is string => key !== null);
      await (counted.length > 1 && store.decrementEach
        ? store.decrementEach(counted, at)
        : Promise.all(counted.map((key) => store.decrement(key, at))));
    },
    async reset(key) {
      if (key !== null) {
        await store.remove(key);
      }
    },
    ipKey(scope, ip) {
      // An unknown address (the connection was gone before the request was read) is nobody's: never one bucket
      // shared by every such request. The per-diner and per-order limits still count it.
      return !ip || exempt.has(ip) ? null : `${scope}:ip:${ip}`;
    },
  };
}

const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

export const attemptLimitsPlugin = fp(
  async (app) => {
    // Every process counts in the same place: Redis when REDIS_URL is set, else the shared database.
    const database = createDatabaseCounterStore(app.db);
    const store = app.redis
      ? withFallbackStore(
          createRedisCounterStore(app.redis),
          database,
          app.log.child({ plugin: 'attempt-limits' }),
        )
      : database;
    app.decorate('attemptLimits', createAttemptLimits(store, { exemptIps: app.config.rateLimitExemptIps }));

    const cleanup = setInterval(() => {
      store.removeExpired(new Date()).catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not remove expired attempt counters');
      });
    }, CLEANUP_INTERVAL_MS);
    cleanup.unref();
    app.addHook('onClose', async () => {
      clearInterval(cleanup);
      await store.close();
    });
  },
  { name: 'attempt-limits', dependencies: ['db', 'redis'] },
);
