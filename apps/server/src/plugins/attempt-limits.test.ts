import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimitCounters } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { createAttemptLimits, createDatabaseCounterStore, tooManyAttempts } from './attempt-limits.js';

describe('attempt limits on the database store', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '192.0.2.1' });
  const store = createDatabaseCounterStore(app.db);
  const rule = { max: 3, windowMs: 60_000 };

  function newSut() {
    const clock = { now: Date.parse('2025-03-01T12:00:00Z') };
    const sut = createAttemptLimits(store, { exemptIps: ['192.0.2.1'], now: () => new Date(clock.now) });
    return { sut, clock };
  }

  it('allows max attempts per window, then refuses until the window ends', async () => {
    const { sut, clock } = newSut();
    const verdicts = [];
    for (let n = 0; n < 4; n += 1) {
      verdicts.push(await sut.consume('test:window', rule));
    }
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3]?.retryAfterSeconds).toBe(60);

    clock.now += 45_000;
    expect(await sut.consume('test:window', rule)).toEqual({
      allowed: false,
      retryAfterSeconds: 15,
      attempts: 5,
    });
    clock.now += 15_000;
    // The expired window restarts in the same upsert.
    expect(await sut.consume('test:window', rule)).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
      attempts: 1,
    });
  });

  it('checks without counting, and resets', async () => {
    const { sut } = newSut();
    for (let n = 0; n < 3; n += 1) {
      expect((await sut.check('test:check', rule)).allowed).toBe(true);
      await sut.consume('test:check', rule);
    }
    expect(await sut.check('test:check', rule)).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
      attempts: 3,
    });
    await sut.reset('test:check');
    expect((await sut.check('test:check', rule)).allowed).toBe(true);
  });

  it('counts every concurrent attempt exactly once', async () => {
    const { sut } = newSut();
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, () => sut.consume('test:race', { max: 5, windowMs: 60_000 })),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
  });

  it('gives back a counted attempt, never below zero and never into an ended window', async () => {
    const { sut, clock } = newSut();
    await sut.consume('test:release', rule);
    await sut.consume('test:release', rule);
    await sut.release('test:release');
    expect((await sut.check('test:release', rule)).attempts).toBe(1);
    await sut.release('test:release');
    await sut.release('test:release');
    expect((await sut.consume('test:release', rule)).attempts).toBe(1);
    clock.now += 61_000;
    await sut.release('test:release');
    expect((await sut.consume('test:release', rule)).attempts).toBe(1);
    await sut.release(null);
  });

  it('gives back several keys in one go, each only into a live window and never below zero', async () => {
    const { sut, clock } = newSut();
    const short = { max: 5, windowMs: 10_000 };
    await sut.consumeEach([
      ['test:give-back:a', rule],
      ['test:give-back:b', short],
    ]);
    await sut.consume('test:give-back:a', rule);
    await sut.releaseEach(['test:give-back:b', null, 'test:give-back:a']);
    expect((await sut.check('test:give-back:a', rule)).attempts).toBe(1);
    expect((await sut.check('test:give-back:b', short)).attempts).toBe(0);

    await sut.releaseEach(['test:give-back:a', 'test:give-back:b']);
    expect((await sut.check('test:give-back:a', rule)).attempts).toBe(0);
    expect((await sut.check('test:give-back:b', short)).attempts).toBe(0);

    await sut.consumeEach([
      ['test:give-back:a', rule],
      ['test:give-back:b', short],
    ]);
    // b's window ended: giving back leaves it alone, so the count it restarts with is a fresh 1.
    clock.now += 11_000;
    await sut.releaseEach(['test:give-back:a', 'test:give-back:b']);
    expect((await sut.check('test:give-back:a', rule)).attempts).toBe(0);
    expect((await sut.consume('test:give-back:b', short)).attempts).toBe(1);
  });

  it('counts and gives back concurrently over the same keys in any order without a lost count', async () => {
    const { sut } = newSut();
    const race = { max: 1_000, windowMs: 60_000 };
    const keys = ['test:churn:x', 'test:churn:y', 'test:churn:z'];
    await Promise.all(
      Array.from({ length: 30 }, async (_, n) => {
        const order = n % 2 === 0 ? keys : [...keys].reverse();
        await sut.consumeEach(order.map((key) => [key, race]));
        if (n % 3 !== 0) {
          await sut.releaseEach(n % 2 === 0 ? [...order].reverse() : order);
        }
      }),
    );
    for (const key of keys) {
      expect((await sut.check(key, race)).attempts).toBe(10);
    }
  });

  it('counts several keys in one go, each with its own rule and window', async () => {
    const { sut, clock } = newSut();
    const short = { max: 2, windowMs: 10_000 };
    const counted = () =>
      sut.consumeEach([
        ['test:each:b', rule],
        [null, short],
        ['test:each:a', short],
      ]);
    expect(await counted()).toEqual([
      { allowed: true, retryAfterSeconds: 0, attempts: 1 },
      { allowed: true, retryAfterSeconds: 0, attempts: 0 },
      { allowed: true, retryAfterSeconds: 0, attempts: 1 },
    ]);
    await counted();
    const third = await counted();
    expect(third.map((verdict) => verdict.attempts)).toEqual([3, 0, 3]);
    expect(third[2]).toEqual({ allowed: false, retryAfterSeconds: 10, attempts: 3 });
    expect(third[0]!.allowed).toBe(true);

    // The short window ended: it restarts while the long one goes on counting.
    clock.now += 11_000;
    expect((await counted()).map((verdict) => verdict.attempts)).toEqual([4, 0, 1]);
  });

  it('counts every concurrent attempt once when several keys are counted together', async () => {
    const { sut } = newSut();
    const race = { max: 5, windowMs: 60_000 };
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        sut.consumeEach(
          n % 2 === 0
            ? [
                ['test:pair:x', race],
                ['test:pair:y', race],
              ]
            : [
                ['test:pair:y', race],
                ['test:pair:x', race],
              ],
        ),
      ),
    );
    expect(verdicts.filter(([first]) => first!.allowed)).toHaveLength(5);
    expect((await sut.check('test:pair:x', race)).attempts).toBe(20);
    expect((await sut.check('test:pair:y', race)).attempts).toBe(20);
  });

  it('exempts listed addresses from per-address keys only', async () => {
    const { sut } = newSut();
    expect(sut.ipKey('login', '192.0.2.1')).toBeNull();
    expect(sut.ipKey('login', '192.0.2.2')).toBe('login:ip:192.0.2.2');
    for (let n = 0; n < 10; n += 1) {
      expect((await sut.consume(null, rule)).allowed).toBe(true);
    }
    expect(app.attemptLimits.ipKey('x', '192.0.2.1')).toBeNull();
  });

  it('never pools requests of unknown address into one shared key', () => {
    const { sut } = newSut();
    expect(sut.ipKey('card-declines', '')).toBeNull();
    expect(sut.ipKey('card-declines', undefined as unknown as string)).toBeNull();
  });

  it('removes expired counters', async () => {
    const { sut, clock } = newSut();
    await sut.consume('test:expired', rule);
    await store.removeExpired(new Date(clock.now + 120_000));
    const keys = (await app.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map(
      (row) => row.key,
    );
    expect(keys).not.toContain('test:expired');
  });

  it('commits a count without waiting for the disk, in its own transaction only', async () => {
    const settingAfter = async (
      count: (counters: ReturnType<typeof createDatabaseCounterStore>) => Promise<unknown>,
    ) =>
      app.db.transaction(async (tx) => {
        await count(createDatabaseCounterStore(tx as unknown as typeof app.db));
        const result = await tx.execute(sql`select current_setting('synchronous_commit') as setting`);
        return (result as unknown as { rows: { setting: string }[] }).rows[0]!.setting;
      });
    const now = new Date();
    expect(await settingAfter((counters) => counters.increment('test:async-commit', 60_000, now))).toBe(
      'off',
    );
    expect(await settingAfter((counters) => counters.decrement('test:async-commit', now))).toBe('off');
    expect(
      await settingAfter((counters) => counters.decrementEach!(['test:async-commit', 'test:x'], now)),
    ).toBe('off');
    expect(
      await settingAfter((counters) =>
        counters.incrementEach!([{ key: 'test:async-commit', windowMs: 60_000 }], now),
      ),
    ).toBe('off');
    // Anything else, an order above all, still commits durably: the setting ended with the counter's transaction.
    const after = await app.db.execute(sql`select current_setting('synchronous_commit') as setting`);
    expect((after as unknown as { rows: { setting: string }[] }).rows[0]!.setting).toBe('on');
  });

  it.each([
    [30, 'Too many attempts. Please try again in 1 minute.'],
    [61, 'Too many attempts. Please try again in 2 minutes.'],
    [900, 'Too many attempts. Please try again in 15 minutes.'],
    [5_400, 'Too many attempts. Please try again in 90 minutes.'],
    [86_400, 'Too many attempts. Please try again in 24 hours.'],
  ])('words a wait of %i seconds', (seconds, message) => {
    expect(tooManyAttempts(seconds)).toMatchObject({ type: 'rate_limited', message });
  });
});
