import { describe, expect, it } from 'vitest';
import { signInDelayMs } from '@/plugins/password-sign-in.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { signUpUser } from './accounts-fixtures.js';
import { createSignInService } from './sign-in-service.js';

describe('growing sign-in delay (issue 13 finding 8)', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });
  const base = 500;

  function newSut() {
    const waits: number[] = [];
    const sut = createSignInService({
      db: app.db,
      attemptLimits: app.attemptLimits,
      passwordHashCost: app.config.passwordHashCost,
      loginDelayBaseMs: base,
      sleep: async (ms) => void waits.push(ms),
    });
    return { sut, waits };
  }

  it.each([
    [{ accountFailures: 0, ipFailures: 0 }, 0],
    [{ accountFailures: 2, ipFailures: 9 }, 0],
    [{ accountFailures: 3, ipFailures: 0 }, 500],
    [{ accountFailures: 5, ipFailures: 0 }, 2_000],
    [{ accountFailures: 40, ipFailures: 0 }, 30_000],
    [{ accountFailures: 0, ipFailures: 12 }, 2_000],
  ])('waits for %o: %i ms', (failures, expected) => {
    expect(signInDelayMs(failures, base)).toBe(expected);
  });

  it('slows each further guess at an account, the right password included, and forgets the failures once it is in', async () => {
    const { sut, waits } = newSut();
    const user = await signUpUser(app);
    for (let n = 0; n < 7; n += 1) {
      expect(await sut.logIn({ email: user.email, password: `guess ${n}`, ip: `10.1.0.${n}` })).toBeNull();
    }
    expect(await sut.logIn({ email: user.email, password: user.password, ip: '10.1.1.1' })).toMatchObject({
      id: user.id,
    });
    expect(await sut.logIn({ email: user.email, password: 'typo', ip: '10.1.1.1' })).toBeNull();
    expect(waits).toEqual([0, 0, 0, 500, 1_000, 2_000, 4_000, 8_000, 0]);
  });

  it('counts parallel guesses before checking them, so each waits its own turn', async () => {
    const { sut, waits } = newSut();
    const user = await signUpUser(app);
    await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        sut.logIn({ email: user.email, password: `guess ${n}`, ip: `10.2.0.${n}` }),
      ),
    );
    expect(waits.sort((a, b) => a - b)).toEqual([0, 0, 0, 500, 1_000, 2_000, 4_000, 8_000]);
  });
});
