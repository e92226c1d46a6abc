import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { form, signUpUser, type SignedUpUser } from './accounts-fixtures.js';
import { findMailedLinks, tokenOf } from './mailed-links-fixtures.js';

describe('changing the sign-in e-mail (issue 13 finding 7)', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });
  const changeEmail = (user: SignedUpUser, newEmail: string, fields: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/user/updateUser?email=${encodeURIComponent(newEmail)}`,
      ...form({ accessToken: user.accessToken, ...fields }),
    });
  const emailOf = async (userId: number) =>
    (await app.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email;
  const logIn = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/user/login', ...form({ email, password }) });
  const sessionWorks = async (token: string) =>
    (await app.inject({ method: 'POST', url: '/api/user/getByAccessToken', ...form({ accessToken: token }) }))
      .statusCode === 200;

  it('refuses a change made with only a session token, or with a wrong password', async () => {
    const victim = await signUpUser(app);
    const without = await changeEmail(victim, 'thief@example.com');
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe('Please enter your current password to change your e-mail address.');
    const wrong = await changeEmail(victim, 'thief@example.com', { currentPassword: 'a guess' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The current password is not correct.');
    expect(await emailOf(victim.id)).toBe(victim.email);
    expect(await findMailedLinks(app, 'thief@example.com', '/verify-email')).toEqual([]);
  });

  it('changes nothing until the new address confirms, tells the old one, then ends the other sessions', async () => {
    const user = await signUpUser(app);
    const elsewhere = (await logIn(user.email, user.password)).json().accessToken as string;
    const newEmail = `new-${user.id}@example.com`;
    const asked = await changeEmail(user, newEmail, { currentPassword: user.password });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ email: user.email, pendingEmail: newEmail });
    expect(await emailOf(user.id)).toBe(user.email);
    expect((await logIn(newEmail, user.password)).statusCode).toBe(401);
    const notices = await findMailedLinks(app, user.email, '/forgotPassword');
    expect(notices).toHaveLength(1);

    const [link] = await findMailedLinks(app, newEmail, '/verify-email');
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/user/verifyEmail',
      payload: { token: tokenOf(link ?? '') },
    });
    expect(confirmed.json()).toMatchObject({ status: 200, purpose: 'CHANGE', email: newEmail });
    expect(await emailOf(user.id)).toBe(newEmail);
    expect(await sessionWorks(user.accessToken)).toBe(true);
    expect(await sessionWorks(elsewhere)).toBe(false);
    expect((await logIn(newEmail, user.password)).statusCode).toBe(200);
    expect((await logIn(user.email, user.password)).statusCode).toBe(401);
  });

  it('cancels a waiting change when the password is reset', async () => {
    const user = await signUpUser(app);
    const newEmail = `other-${user.id}@example.com`;
    await changeEmail(user, newEmail, { currentPassword: user.password });
    await app.inject({
      method: 'POST',
      url: '/api/user/sendPasswordResetEmail',
      ...form({ email: user.email }),
    });
    const [reset] = await findMailedLinks(app, user.email, '/resetPassword');
    await app.inject({
      method: 'POST',
      url: '/api/user/resetPassword',
      ...form({ email: user.email, token: tokenOf(reset ?? ''), newPassword: 'a brand new password' }),
    });
    const [link] = await findMailedLinks(app, newEmail, '/verify-email');
    const late = await app.inject({
      method: 'POST',
      url: '/api/user/verifyEmail',
      payload: { token: tokenOf(link ?? '') },
    });
    expect(late.statusCode).toBe(400);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('lets the same address through without a password, as the profile form sends it on every save', async () => {
    const user = await signUpUser(app);
    const response = await changeEmail(user, user.email.toUpperCase(), { optIn: 'true' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: user.email, optIn: true, pendingEmail: null });
  });
});
