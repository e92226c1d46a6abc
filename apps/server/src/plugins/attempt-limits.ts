import fp from 'fastify-plugin';
import { eq, lt, sql } from 'drizzle-orm';
import { DomainError } from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import { rateLimitCounters } from '@/db/schema/index.js';

export interface AttemptRule {
  max: number;
  windowMs: number;
}

export interface AttemptVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** A key's fixed window: how many attempts it holds and when it ends. */
export interface AttemptWindow {
  count: number;
  windowEndsAt: Date;
}

/** Where the counters live; every server process must see the same store. */
export interface AttemptCounterStore {
  increment(key: string, windowMs: number, now: Date): Promise<AttemptWindow>;
  read(key: string, now: Date): Promise<AttemptWindow | null>;
  remove(key: string): Promise<void>;
  removeExpired(now: Date): Promise<void>;
  close(): Promise<void>;
}

/** `null` keys stand for an exempt client address: always allowed, never counted. */
export interface AttemptLimits {
  /** Counts one attempt; allowed while the window holds at most `max`. */
  consume(key: string | null, rule: AttemptRule): Promise<AttemptVerdict>;
  /** Whether one more attempt would still be allowed, without counting it. */
  check(key: string | null, rule: AttemptRule): Promise<AttemptVerdict>;
  reset(key: string | null): Promise<void>;
  /** The key of a per-address limit, or null for an address in RATE_LIMIT_EXEMPT_IPS. */
  ipKey(scope: string, ip: string): string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    attemptLimits: AttemptLimits;
  }
}

export function tooManyAttempts(retryAfterSeconds: number): DomainError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new DomainError(
    'rate_limited',
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

/** Consumes one attempt and throws the 429 refusal when the limit is passed. */
export async function enforceAttemptLimit(limits: AttemptLimits, key: string | null, rule: AttemptRule) {
  const verdict = await limits.consume(key, rule);
  if (!verdict.allowed) {
    throw tooManyAttempts(verdict.retryAfterSeconds);
  }
}

export function createDatabaseCounterStore(db: Db): AttemptCounterStore {
  const columns = { count: rateLimitCounters.count, windowEndsAt: rateLimitCounters.windowEndsAt };
  return {
    async increment(key, windowMs, now) {
      const nowSql = sql`${now.toISOString()}::timestamptz`;
      const isExpired = sql`${rateLimitCounters.windowEndsAt} <= ${nowSql}`;
      // One statement, so concurrent processes never lose a count or reset a live window.
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, count: 1, windowEndsAt: new Date(now.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`CASE WHEN ${isExpired} THEN 1 ELSE ${rateLimitCounters.count} + 1 END`,
            windowEndsAt: sql`CASE WHEN ${isExpired} THEN excluded.window_ends_at ELSE ${rateLimitCounters.windowEndsAt} END`,
          },
        })
        .returning(columns);
      if (!row) {
        throw new Error(`rate limit counter ${key} was not written`);
      }
      return { count: row.count, windowEndsAt: new Date(row.windowEndsAt) };
    },
    async read(key, now) {
      const [row] = await db.select(columns).from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
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

/** The few commands used from a Redis client (ioredis' API). */
export interface RedisCommands {
  eval(script: string, keyCount: number, ...args: (string | number)[]): Promise<unknown>;
  del(key: string): Promise<unknown>;
  quit(): Promise<unknown>;
}

// INCR and PEXPIRE in one script: the window starts with its first attempt and cannot be left without expiry.
const incrementScript = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;
const readScript = `return {tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1])}`;

export function createRedisCounterStore(redis: RedisCommands, prefix = 'attempts:'): AttemptCounterStore {
  const toWindow = (reply: unknown, now: Date): AttemptWindow => {
    const [count, ttlMs] = reply as [number, number];
    return { count: Number(count), windowEndsAt: new Date(now.getTime() + Math.max(0, Number(ttlMs))) };
  };
  return {
    async increment(key, windowMs, now) {
      return toWindow(await redis.eval(incrementScript, 1, prefix + key, windowMs), now);
    },
    async read(key, now) {
      const window = toWindow(await redis.eval(readScript, 1, prefix + key), now);
      return window.count > 0 ? window : null;
    },
    async remove(key) {
      await redis.del(prefix + key);
    },
    async removeExpired() {}, // Redis expires keys itself.
    async close() {
      await redis.quit();
    },
  };
}

type RedisConstructor = new (url: string) => RedisCommands;

/** No Redis client ships with the server; installing `ioredis` makes REDIS_URL take effect. */
async function loadRedisClient(url: string): Promise<RedisCommands | null> {
  const packageName = 'ioredis';
  try {
    const loaded = (await import(packageName)) as { default: RedisConstructor };
    return new loaded.default(url);
  } catch {
    return null;
  }
}

export function createAttemptLimits(
  store: AttemptCounterStore,
  { exemptIps = [], now = () => new Date() }: { exemptIps?: string[]; now?: () => Date } = {},
): AttemptLimits {
  const exempt = new Set(exemptIps);
  const secondsUntil = (end: Date, from: Date) => Math.max(1, Math.ceil((end.getTime() - from.getTime()) / 1000));
  return {
    async consume(key, { max, windowMs }) {
      if (key === null) {
        return { allowed: true, retryAfterSeconds: 0 };
      }
      const at = now();
      const window = await store.increment(key, windowMs, at);
      const allowed = window.count <= max;
      return { allowed, retryAfterSeconds: allowed ? 0 : secondsUntil(window.windowEndsAt, at) };
    },
    async check(key, { max }) {
      const at = now();
      const window = key === null ? null : await store.read(key, at);
      if (!window || window.count < max) {
        return { allowed: true, retryAfterSeconds: 0 };
      }
      return { allowed: false, retryAfterSeconds: secondsUntil(window.windowEndsAt, at) };
    },
    async reset(key) {
      if (key !== null) {
        await store.remove(key);
      }
    },
    ipKey(scope, ip) {
      return exempt.has(ip) ? null : `${scope}:ip:${ip}`;
    },
  };
}

const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

export const attemptLimitsPlugin = fp(
  async (app) => {
    let store = createDatabaseCounterStore(app.db);
    if (app.config.redisUrl) {
      const redis = await loadRedisClient(app.config.redisUrl);
      if (redis) {
        store = createRedisCounterStore(redis);
      } else {
        app.log.warn('REDIS_URL is set but no Redis client (ioredis) is installed; attempt limits use the database');
      }
    }
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
  { name: 'attempt-limits', dependencies: ['db'] },
);
