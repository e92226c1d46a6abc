import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ownerAccessTokens, owners } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { outboxMailsTo } from '@/testing/outbox-mails.js';
import { signUpUser } from '@/modules/accounts/accounts-fixtures.js';
import { signUpOwner } from './owners-fixtures.js';

const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

describe('restaurant accounts: sign-up, sign-in, session, password reset', async () => {
  const app = await buildTestApp({
    RATE_LIMIT_EXEMPT_IPS: '127.0.0.1',
    PUBLIC_URL: 'https://orderlane.test',
  });
  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
  const postForm = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload: new URLSearchParams(fields).toString(),
      headers: { ...formHeaders, ...headers },
    });
  const me = (token: string) =>
    app.inject({ method: 'GET', url: '/api/owner/me', headers: { authorization: `Bearer ${token}` } });

  async function lastMailTo(email: string) {
    return (await outboxMailsTo(app, email)).at(-1);
  }

  describe('POST /api/signupOwner', () => {
    it('creates the account from form fields and answers its id with a signed-in session', async () => {
      const response = await postForm('/signupOwner', {
        name: 'Wei Chen',
        email: 'Wei@Example.com',
        username: 'Wei@Example.com',
        password: 'dumplings-2024',
        phoneNumber: '(312) 555-0123',
        preferredLanguage: 'CN',
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        status: 200,
        id: expect.any(Number),
        data: {
          id: body.id,
          accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          name: 'Wei Chen',
          email: 'wei@example.com',
          preferredLanguage: 'CN',
          stores: [],
        },
      });
      const [stored] = await app.db.select().from(owners).where(eq(owners.id, body.id));
      expect(stored).toMatchObject({ username: 'wei@example.com', phoneNumber: '3125550123' });
      expect(stored?.passwordHash).toMatch(/^scrypt\$10\$/);
      const tokens = await app.db
        .select()
        .from(ownerAccessTokens)
        .where(eq(ownerAccessTokens.ownerId, body.id));
      expect(tokens.map((token) => token.tokenHash)).not.toContain(body.data.accessToken);
    });

    it("answers 409 'Email already exists' for a used e-mail, whatever its case", async () => {
      const owner = await signUpOwner(app);
      const response = await post('/signupOwner', {
        name: 'Someone Else',
        email: owner.email.toUpperCase(),
        password: 'another-password',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        status: 409,
        message: 'Email already exists',
        requestId: expect.any(String),
      });
    });

    it('holds owners to 8 characters, though the finish page allows 6', async () => {
      const response = await post('/signupOwner', {
        name: 'Short',
        email: 'short@example.com',
        password: 'abc123',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The password must be at least 8 characters.');
    });

    it('refuses a malformed e-mail and a missing name', async () => {
      const badEmail = await post('/signupOwner', {
        name: 'A B',
        email: 'not-an-email',
        password: 'long-enough-1',
      });
      expect(badEmail.statusCode).toBe(400);
      const noName = await post('/signupOwner', { email: 'x@example.com', password: 'long-enough-1' });
      expect(noName.statusCode).toBe(400);
      expect(noName.json().message).toContain('"name"');
    });

    it('never takes the password from the query string', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/signupOwner?password=long-enough-1',
        payload: { name: 'Q S', email: 'query@example.com' },
      });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('POST /api/saveOwner (Lite sign-up)', () => {
    const ownerjson = (fields: Record<string, unknown> = {}) =>
      JSON.stringify({
        name: 'Lena Park',
        email: 'lena@example.com',
        username: 'lena@example.com',
        password: 'bibimbap-bowl',
        phoneNumber: '3125550144',
        deviceToken: '',
        ...fields,
      });

    it('creates the account from ownerjson and answers the owner with its id', async () => {
      const response = await postForm('/saveOwner', { ownerjson: ownerjson() });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 200,
        id: expect.any(Number),
        name: 'Lena Park',
        email: 'lena@example.com',
        data: { accessToken: expect.any(String), stores: [] },
      });
    });

    it("refuses a password under 8 with the Lite page's message", async () => {
      const response = await postForm('/saveOwner', {
        ownerjson: ownerjson({ email: 'lite2@example.com', password: 'short' }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('Password must be at least 8 digits!!!');
    });

    it('refuses broken JSON and a used e-mail', async () => {
      expect((await postForm('/saveOwner', { ownerjson: '{"name":' })).statusCode).toBe(400);
      const again = await postForm('/saveOwner', { ownerjson: ownerjson() });
      expect(again.statusCode).toBe(409);
    });
  });

  describe('POST /api/owner/login, GET /api/owner/me, POST /api/owner/logout', () => {
    it('signs in with form fields and answers the contract shape', async () => {
      const owner = await signUpOwner(app, { name: 'Ana Ruiz' });
      const response = await postForm('/owner/login', {
        email: owner.email.toUpperCase(),
        password: owner.password,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 200,
        data: {
          id: owner.id,
          accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          name: 'Ana Ruiz',
          email: owner.email,
          preferredLanguage: 'EN',
          stores: [],
        },
      });
    });

    it('answers 401 alike for a wrong password and an unknown e-mail', async () => {
      const owner = await signUpOwner(app);
      const wrong = await post('/owner/login', { email: owner.email, password: 'not-the-password' });
      const unknown = await post('/owner/login', { email: 'nobody@example.com', password: 'whatever-1' });
      expect(wrong.statusCode).toBe(401);
      // Alike but for the request id, which every answer has of its own.
      expect({ ...unknown.json(), requestId: 'x' }).toEqual({ ...wrong.json(), requestId: 'x' });
      expect(wrong.json().message).toBe('Please make sure you have a right username and password');
    });

    it('never locks an account: after 12 wrong passwords the right one still signs in', async () => {
      const owner = await signUpOwner(app);
      for (let attempt = 0; attempt < 12; attempt += 1) {
        expect(
          (await post('/owner/login', { email: owner.email, password: `wrong-${attempt}` })).statusCode,
        ).toBe(401);
      }
      const signedIn = await post('/owner/login', { email: owner.email, password: owner.password });
      expect(signedIn.statusCode).toBe(200);
    });

    it('reads the session back with the token and ends it on logout', async () => {
      const owner = await signUpOwner(app);
      const session = await me(owner.accessToken);
      expect(session.statusCode).toBe(200);
      expect(session.json().data).toMatchObject({ id: owner.id, accessToken: owner.accessToken, stores: [] });

      const logout = await app.inject({ method: 'POST', url: '/api/owner/logout', headers: owner.headers });
      expect(logout.json()).toEqual({ status: 200 });
      const after = await me(owner.accessToken);
      expect(after.statusCode).toBe(403);
      expect(after.json()).toEqual({
        status: 403,
        message: expect.any(String),
        requestId: expect.any(String),
      });
    });

    it("refuses no token, a made-up token and a diner's token with 403", async () => {
      const diner = await signUpUser(app);
      for (const headers of [
        {},
        { authorization: 'Bearer made-up' },
        { authorization: `Bearer ${diner.accessToken}` },
      ]) {
        const response = await app.inject({ method: 'GET', url: '/api/owner/me', headers });
        expect(response.statusCode).toBe(403);
      }
    });

    it("an owner's token is no diner session", async () => {
      const owner = await signUpOwner(app);
      const response = await post('/user/getByAccessToken', {}, owner.headers);
      expect(response.statusCode).toBe(403);
    });
  });

  describe('owner password reset and change', () => {
    async function requestReset(email: string, language = 'en-US') {
      const response = await postForm(
        '/owner/sendPasswordResetEmail',
        { email },
        { 'accept-language': language },
      );
      expect(response.statusCode).toBe(200);
      const mail = await lastMailTo(email);
      const match =
        /https:\/\/orderlane\.test\/portal\/reset-password\?email=([^&\s]+)&token=([A-Za-z0-9_-]+)/.exec(
          mail?.body ?? '',
        );
      return { response, mail, email: decodeURIComponent(match?.[1] ?? ''), token: match?.[2] ?? '' };
    }

    it('mails a portal link that sets a new password once and signs out the other sessions', async () => {
      const owner = await signUpOwner(app);
      const link = await requestReset(owner.email);
      expect(link.response.json()).toMatchObject({ status: 200 });
      expect(link.mail?.subject).toBe('Reset your Orderlane restaurant account password');
      expect(link.email).toBe(owner.email);

      const valid = await postForm('/owner/validatePasswordResetToken', {
        email: owner.email,
        token: link.token,
      });
      expect(valid.json()).toEqual({ status: 200, data: { valid: true } });

      const reset = await postForm('/owner/resetPassword', {
        email: owner.email,
        token: link.token,
        newPassword: 'brand-new-secret',
      });
      expect(reset.statusCode).toBe(200);
      expect((await me(owner.accessToken)).statusCode).toBe(403);
      expect(
        (await post('/owner/login', { email: owner.email, password: 'brand-new-secret' })).statusCode,
      ).toBe(200);

      const again = await postForm('/owner/resetPassword', {
        email: owner.email,
        token: link.token,
        newPassword: 'another-secret-1',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('This Password Reset Request is no longer valid.');
      const stale = await postForm('/owner/validatePasswordResetToken', {
        email: owner.email,
        token: link.token,
      });
      expect(stale.json().data.valid).toBe(false);
    });

    it('writes the mail in Chinese for a zh-CN browser', async () => {
      const owner = await signUpOwner(app);
      const link = await requestReset(owner.email, 'zh-CN,zh;q=0.9');
      expect(link.mail?.subject).toBe('重置您的 Orderlane 商家账户密码');
    });

    it('answers the same for an unknown e-mail and mails nothing', async () => {
      const response = await postForm('/owner/sendPasswordResetEmail', { email: 'ghost@example.com' });
      expect(response.statusCode).toBe(200);
      expect(await lastMailTo('ghost@example.com')).toBeUndefined();
    });

    it("a diner's reset token does not reset an owner", async () => {
      const owner = await signUpOwner(app);
      const response = await postForm('/owner/resetPassword', {
        email: owner.email,
        token: 'x'.repeat(43),
        newPassword: 'brand-new-secret',
      });
      expect(response.statusCode).toBe(400);
    });

    it('changes the password with the old one and keeps only this session', async () => {
      const owner = await signUpOwner(app);
      const other = (await post('/owner/login', { email: owner.email, password: owner.password })).json()
        .data;
      const wrongOld = await post(
        '/owner/changePassword',
        { oldPassword: 'not-it-at-all', newPassword: 'fresh-password-1' },
        owner.headers,
      );
      expect(wrongOld.statusCode).toBe(400);
      const changed = await post(
        '/owner/changePassword',
        { oldPassword: owner.password, newPassword: 'fresh-password-1' },
        owner.headers,
      );
      expect(changed.json()).toEqual({ status: 200 });
      expect((await me(owner.accessToken)).statusCode).toBe(200);
      expect((await me(other.accessToken)).statusCode).toBe(403);
    });
  });
});
