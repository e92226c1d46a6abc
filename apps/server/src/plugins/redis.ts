import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection when REDIS_URL is set (rate limits, attempt limits), else null. */
    redis: Redis | null;
  }
}

// While Redis is down a command fails at once instead of queueing for the next reconnect, so the callers'
// fallbacks (attempt counters in the database, rate limits skipped) answer quickly: with the queue, every request
// touching a counter first waited for a reconnect attempt (docs/PERFORMANCE.md §7, the `redis` drill). Start-up
// awaits connect() first.
const clientOptions = {
  maxRetriesPerRequest: 1,
  connectTimeout: 5_000,
  lazyConnect: true,
  enableOfflineQueue: false,
} as const;

/** ioredis is loaded only by a server that has REDIS_URL set. */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis: RedisClient } = await import('ioredis');
  return new RedisClient(url, clientOptions);
}

/** Asks Redis for PONG, giving up after `timeoutMs`; false when unreachable. */
export async function pingRedis(redis: Redis, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([redis.ping().then((answer) => answer === 'PONG'), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One Redis connection per process. An unreachable Redis does not stop start-up: `/api/health` reports it
 * and the client keeps reconnecting; errors are logged once per outage, not once per retry.
 */
export const redisPlugin = fp(
  async (app) => {
    const url = app.config.redisUrl;
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    const redis = await connectRedis(url);
    let down = false;
    redis.on('error', (error: Error) => {
      if (!down) {
        down = true;
        app.log.warn({ err: error }, 'Redis is unreachable; retrying');
      }
    });
    redis.on('ready', () => {
      if (down) {
        down = false;
        app.log.info('Redis is reachable again');
      }
    });
    await redis.connect().catch(() => undefined);
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      // QUIT would wait in the offline queue while Redis is down.
      if (redis.status === 'ready') {
        await redis.quit().catch(() => redis.disconnect());
      } else {
        redis.disconnect();
      }
    });
  },
  { name: 'redis' },
);
