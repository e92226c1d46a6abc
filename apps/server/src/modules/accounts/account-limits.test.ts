import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '@/testing/build-test-app.js';
import { signUpUser } from './accounts-fixtures.js';

describe('accounts: attempt limits', async () => {
  // A real scrypt cost (2^14, ~50 ms) so the timing check below measures hashing, not noise.
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1,10.9.9.9', PASSWORD_HASH_COST: '14' });
  const postFrom = (remoteAddress: string, url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress });
  const logInFrom = (ip: string, email: string, password: string) =>
    postFrom(ip, '/user/login', { email, password });

  afterEach(() => vi.useRealTimers());

  it('locks an account after 10 failed sign-ins in 15 minutes, then lets it in again', async () => {
    const user = await signUpUser(app);
    const other = await signUpUser(app);
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      expect((await logInFrom('10.0.0.1', user.email, 'wrong password')).statusCode).toBe(401);
    }
    for (let attempt = 7; attempt <= 10; attempt += 1) {
      expect((await logInFrom(`10.0.1.${attempt}`, user.email, 'wrong password')).statusCode).toBe(401);
    }
    const eleventh = await logInFrom('10.0.0.1', user.email, 'wrong password');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({
      status: 429,
      message: 'Too many attempts. Please try again in 15 minutes.',
    });
    // Locked even with the right password and from elsewhere; other accounts are not affected.
    expect((await logInFrom('10.0.0.99', user.email, user.password)).statusCode).toBe(429);
    expect((await logInFrom('10.0.0.1', other.email, other.password)).statusCode).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * 60_000 + 1_000 });
    expect((await logInFrom('10.0.0.1', user.email, user.password)).statusCode).toBe(200);
  });

  it('lets no more than 10 of 20 parallel guesses through', async () => {
    const user = await signUpUser(app);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) => logInFrom(`10.0.5.${n}`, user.email, `guess ${n}`)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('limits failed sign-ins per address across accounts', async () => {
    const user = await signUpUser(app);
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      expect(
        (await logInFrom('10.0.0.2', `nobody-${attempt}@example.com`, 'wrong password')).statusCode,
      ).toBe(401);
    }
    expect((await logInFrom('10.0.0.2', user.email, user.password)).statusCode).toBe(429);
    expect((await logInFrom('10.0.0.3', user.email, user.password)).statusCode).toBe(200);
  });

  it('exempts RATE_LIMIT_EXEMPT_IPS from per-address limits but not from per-account ones', async () => {
    for (let attempt = 1; attempt <= 35; attempt += 1) {
      expect((await logInFrom('10.9.9.9', `ghost-${attempt}@example.com`, 'wrong password')).statusCode).toBe(
        401,
      );
    }
    const user = await signUpUser(app);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await logInFrom('10.9.9.9', user.email, 'wrong password');
    }
    expect((await logInFrom('10.9.9.9', user.email, user.password)).statusCode).toBe(429);
  });

  it('limits sign-ups per address', async () => {
    const signUp = (n: number) =>
      postFrom('10.0.0.4', '/user/signup', {
        email: `burst-${n}@example.com`,
        firstName: 'Burst',
        lastName: 'User',
        password: 'long enough',
        phoneNumber: '3125550100',
      });
    for (let n = 1; n <= 10; n += 1) {
      expect((await signUp(n)).statusCode).toBe(200);
    }
    const refused = await signUp(11);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
  });

  it('limits reset requests per e-mail and per address, alike for unknown e-mails', async () => {
    const requestFrom = (ip: string, email: string) =>
      postFrom(ip, '/user/sendPasswordResetEmail', { email });
    for (let n = 1; n <= 5; n += 1) {
      expect((await requestFrom(`10.0.2.${n}`, 'unknown-reset@example.com')).statusCode).toBe(200);
    }
    expect((await requestFrom('10.0.2.6', 'unknown-reset@example.com')).statusCode).toBe(429);
    for (let n = 1; n <= 10; n += 1) {
      expect((await requestFrom('10.0.0.5', `reset-${n}@example.com`)).statusCode).toBe(200);
    }
    expect((await requestFrom('10.0.0.5', 'reset-11@example.com')).statusCode).toBe(429);
    await app.mailer.flush();
  });

  it('limits wrong old passwords on password change', async () => {
    const user = await signUpUser(app);
    const change = (oldPassword: string) =>
      postFrom('10.0.0.6', '/user/changePassword', {
        accessToken: user.accessToken,
        oldPassword,
        newPassword: 'new password',
      });
    for (let n = 1; n <= 10; n += 1) {
      expect((await change('wrong password')).statusCode).toBe(400);
    }
    expect((await change(user.password)).statusCode).toBe(429);
  });

  it('takes as long for an unknown e-mail as for a wrong password', async () => {
    const user = await signUpUser(app);
    const timed = async (ip: string, email: string) => {
      const start = performance.now();
      await logInFrom(ip, email, 'wrong password');
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so load from elsewhere on the machine hits both sides alike.
    for (let n = 0; n < 7; n += 1) {
      known.push(await timed(`10.0.3.${n}`, user.email));
      unknown.push(await timed(`10.0.4.${n}`, `no-such-user-${n}@example.com`));
      await app.attemptLimits.reset(`login:account:${user.email}`);
    }
    const median = (times: number[]) => times.sort((a, b) => a - b)[3]!;
    // Skipping the hash would make unknown e-mails several times faster at this cost.
    expect(median(unknown) / median(known)).toBeGreaterThan(1 / 3);
    expect(median(unknown) / median(known)).toBeLessThan(3);
  });
});
