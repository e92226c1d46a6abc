import { describe, expect, it } from 'vitest';
import { buildTestApp } from '@/testing/build-test-app.js';
import { createOwnerSignInService } from './owner-sign-in-service.js';
import { signUpOwner } from './owners-fixtures.js';

describe('restaurant sign-in: a growing wait, never a lock (issue 49 finding 5)', async () => {
  // Sign-ups come from the exempt test address; the sign-ins below name their own addresses.
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });

  function newSut() {
    const waits: number[] = [];
    const sut = createOwnerSignInService({
      db: app.db,
      attemptLimits: app.attemptLimits,
      passwordHashCost: app.config.passwordHashCost,
      loginDelayBaseMs: 500,
      sleep: async (ms) => void waits.push(ms),
    });
    return { sut, waits };
  }

  it('slows each further guess, lets the right password in after the wait, then forgets the failures', async () => {
    const { sut, waits } = newSut();
    const owner = await signUpOwner(app);
    for (let n = 0; n < 12; n += 1) {
      expect(await sut.logIn({ email: owner.email, password: `guess ${n}`, ip: `10.5.0.${n}` })).toBeNull();
    }
    expect(await sut.logIn({ email: owner.email, password: owner.password, ip: '10.5.1.1' })).toMatchObject({
      id: owner.id,
    });
    expect(await sut.logIn({ email: owner.email, password: 'typo', ip: '10.5.1.1' })).toBeNull();
    expect(waits).toEqual([
      0, 0, 0, 500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 30_000, 0,
    ]);
  });

  it('gives the address its count back on success: 40 good sign-ins from one address all get in', async () => {
    const { sut, waits } = newSut();
    const owner = await signUpOwner(app);
    for (let n = 0; n < 40; n += 1) {
      expect(await sut.logIn({ email: owner.email, password: owner.password, ip: '10.6.0.1' })).toMatchObject(
        {
          id: owner.id,
        },
      );
    }
    expect(new Set(waits)).toEqual(new Set([0]));
  });

  it('still refuses an address past 30 failures in 15 minutes with a sentence', async () => {
    const { sut } = newSut();
    const owner = await signUpOwner(app);
    for (let n = 0; n < 30; n += 1) {
      await sut.logIn({ email: `nobody-${n}@example.com`, password: 'guess', ip: '10.7.0.1' });
    }
    await expect(sut.logIn({ email: owner.email, password: owner.password, ip: '10.7.0.1' })).rejects.toThrow(
      /Too many attempts\. Please try again in \d+ minutes?\./,
    );
  });
});
