import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { mailQueue } from '@/db/schema/index.js';
import * as passwordHash from '@/lib/password-hash.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { signUpUser } from './accounts-fixtures.js';

// The real hashing, watched: the test counts the scrypt checks a sign-in makes instead of timing them.
vi.mock('@/lib/password-hash.js', async (importOriginal) => {
  const original = await importOriginal<typeof passwordHash>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

describe('accounts: attempt limits', async () => {
  const app = await buildTestApp({
    RATE_LIMIT_EXEMPT_IPS: '127.0.0.1,10.9.9.9',
    PASSWORD_HASH_COST: '14',
    LOGIN_DELAY_BASE_MS: '1',
  });
  const postFrom = (remoteAddress: string, url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress });
  const logInFrom = (ip: string, email: string, password: string) =>
    postFrom(ip, '/user/login', { email, password });

  it('never locks an account: after 12 failed sign-ins from many addresses the right password still signs in (finding 8)', async () => {
    const user = await signUpUser(app);
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      expect((await logInFrom(`10.0.1.${attempt}`, user.email, 'wrong password')).statusCode).toBe(401);
    }
    expect((await logInFrom('10.0.0.99', user.email, user.password)).statusCode).toBe(200);
  });

  it('counts parallel guesses from one address before checking them: 30 of 40 get an answer, 10 are refused (finding 6)', async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, n) => logInFrom('10.0.6.1', `parallel-${n}@example.com`, `guess ${n}`)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
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

  it('exempts RATE_LIMIT_EXEMPT_IPS from per-address limits', async () => {
    for (let attempt = 1; attempt <= 35; attempt += 1) {
      expect((await logInFrom('10.9.9.9', `ghost-${attempt}@example.com`, 'wrong password')).statusCode).toBe(
        401,
      );
    }
    const user = await signUpUser(app);
    expect((await logInFrom('10.9.9.9', user.email, user.password)).statusCode).toBe(200);
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

  it('sends at most 5 reset mails an hour per e-mail without ever refusing the request, and limits addresses', async () => {
    const user = await signUpUser(app);
    const requestFrom = (ip: string, email: string) =>
      postFrom(ip, '/user/sendPasswordResetEmail', { email });
    for (let n = 1; n <= 7; n += 1) {
      expect((await requestFrom(`10.0.2.${n}`, user.email)).statusCode).toBe(200);
    }
    await app.mailer.flush();
    const mails = await app.db.select().from(mailQueue).where(eq(mailQueue.toAddress, user.email));
    expect(mails.filter((mail) => /reset/i.test(mail.subject))).toHaveLength(5);
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

  it('does the same hashing work for an unknown e-mail as for a wrong password', async () => {
    const user = await signUpUser(app);
    const verify = vi.mocked(passwordHash.verifyPassword);
    verify.mockClear();
    expect((await logInFrom('10.0.3.1', user.email, 'wrong password')).statusCode).toBe(401);
    expect((await logInFrom('10.0.4.1', 'no-such-user@example.com', 'wrong password')).statusCode).toBe(401);
    // One scrypt check each, at the same parameters: an unknown e-mail is not answered any sooner.
    const parameters = verify.mock.calls.map(([, stored]) => stored.split('$').slice(0, 4).join('$'));
    expect(parameters).toEqual(['scrypt$14$8$1', 'scrypt$14$8$1']);
  });
});
