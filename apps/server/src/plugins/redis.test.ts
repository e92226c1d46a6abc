import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '@/testing/build-test-app.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether something accepts connections at the Redis address, within a second. */
function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 1_000 });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

const redisUp = await reachable(REDIS_URL);
if (!redisUp) {
  console.warn(
    `Skipping the Redis tests: nothing answers at ${REDIS_URL} (set TEST_REDIS_URL to point elsewhere).`,
  );
}

describe.skipIf(!redisUp)(`REDIS_URL against the Redis at ${REDIS_URL}`, async () => {
  const app = await buildTestApp({ REDIS_URL });
  const redis = app.redis!;

  it('connects with ioredis and reports Redis in /api/health', async () => {
    expect(redis.status).toBe('ready');
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      database: app.dbKind,
      checks: { database: 'up', redis: 'up' },
    });
  });

  it('keeps attempt counters in Redis, so every process sees the same count', async () => {
    const ip = `198.51.100.${process.pid % 250}-${Date.now()}`;
    const key = app.attemptLimits.ipKey('redis-test', ip)!;
    const rule = { max: 2, windowMs: 60_000 };
    expect((await app.attemptLimits.consume(key, rule)).allowed).toBe(true);
    expect((await app.attemptLimits.consume(key, rule)).allowed).toBe(true);
    expect(await redis.get(`attempts:${key}`)).toBe('2');
    const ttl = await redis.pttl(`attempts:${key}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    const third = await app.attemptLimits.consume(key, rule);
    expect(third.allowed).toBe(false);
    expect(third.retryAfterSeconds).toBeGreaterThan(0);
    await app.attemptLimits.release(key);
    expect(await redis.get(`attempts:${key}`)).toBe('2');
    await app.attemptLimits.reset(key);
    expect(await redis.exists(`attempts:${key}`)).toBe(0);

    // Several keys at once (calculateOrder's address and diner) count in Redis too.
    const other = `${key}:other`;
    const verdicts = await app.attemptLimits.consumeEach([
      [key, rule],
      [other, rule],
    ]);
    expect(verdicts.map((verdict) => verdict.attempts)).toEqual([1, 1]);
    expect(await redis.get(`attempts:${other}`)).toBe('1');
    expect(await redis.get(`attempts:${key}`)).toBe('1');
    // And give back in Redis (a card payment that went through gives back its counts).
    await app.attemptLimits.releaseEach([key, null, other]);
    expect(await redis.get(`attempts:${key}`)).toBe('0');
    expect(await redis.get(`attempts:${other}`)).toBe('0');
    await redis.del(`attempts:${key}`, `attempts:${other}`);
  });

  it('shares the per-address rate limits through Redis', async () => {
    await app.inject({ method: 'GET', url: '/api/no/such/page', remoteAddress: '192.0.2.77' });
    const keys = await redis.keys('orderlane-rate-limit:*192.0.2.77*');
    expect(keys.length).toBeGreaterThan(0);
    await redis.del(...keys);
  });
});

describe('REDIS_URL pointing at nothing', async () => {
  // Port 1 refuses at once: the server starts anyway and /api/health says which part is down.
  const app = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });

  it('answers 503 from /api/health naming Redis, while the database is up', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 503,
      message: 'Redis is unreachable.',
      checks: { database: 'up', redis: 'down' },
    });
  });

  it('keeps counting sign-in attempts in the database, so a wrong password is still a 401, not a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'nobody@example.com', password: 'wrong password' },
    });
    expect(response.statusCode).toBe(401);
    const key = app.attemptLimits.ipKey('redis-down-test', '192.0.2.200')!;
    await app.attemptLimits.consume(key, { max: 5, windowMs: 60_000 });
    const second = await app.attemptLimits.consume(key, { max: 5, windowMs: 60_000 });
    expect(second.attempts).toBe(2);
  });

  it('refuses a malformed REDIS_URL at start with one line', async () => {
    const { loadConfig } = await import('@/config.js');
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(
      'Invalid configuration: REDIS_URL must be a redis:// or rediss:// URL',
    );
  });
});
