import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailQueue, passwordResetTokens } from '@/db/schema/index.js';
import { decodeMailBody, findLink, startTestSmtpServer, subjectOf } from '@/plugins/mail/test-smtp-server.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { form, signUpUser } from './accounts-fixtures.js';

describe('accounts: password change and reset by e-mail', async () => {
  const smtp = await startTestSmtpServer();
  afterAll(() => smtp.close());
  const app = await buildTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://orderlane.test',
    RATE_LIMIT_EXEMPT_IPS: '127.0.0.1',
  });
  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
  const logIn = (email: string, password: string) => post('/user/login', { email, password });

  async function requestResetLink(email: string, language = 'en-US,en;q=0.9') {
    const before = smtp.mails.length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/sendPasswordResetEmail',
      headers: { 'accept-language': language, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email }).toString(),
    });
    expect(response.statusCode).toBe(200);
    await app.mailer.flush();
    const mail = smtp.mails
      .slice(before)
      .find((caught) => caught.to.includes(email) && decodeMailBody(caught.raw).includes('/resetPassword?'));
    return { response, mail };
  }

  describe('password reset through a real SMTP round trip', () => {
    it('mails a link that sets a new password once', async () => {
      const user = await signUpUser(app);
      const { response, mail } = await requestResetLink(user.email);
      expect(response.json()).toMatchObject({ status: 200 });
      expect(mail).toBeDefined();
      expect(subjectOf(mail!.raw)).toBe('Reset your Orderlane password');

      const link = findLink(mail!.raw, 'resetPassword');
      expect(link.origin).toBe('https://orderlane.test');
      const email = link.searchParams.get('email')!;
      const token = link.searchParams.get('token')!;
      expect(email).toBe(user.email);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const stored = await app.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, user.id));
      expect(stored.map((row) => row.tokenHash)).not.toContain(token);

      const validate = await app.inject({
        method: 'POST',
        url: '/api/user/validatePasswordResetToken',
        ...form({ email, token }),
      });
      expect(validate.headers['content-type']).toContain('text/plain');
      expect(validate.body).toBe('true');

      const reset = await app.inject({
        method: 'POST',
        url: '/api/user/resetPassword',
        ...form({ email, token, newPassword: 'a brand new secret' }),
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ status: '200' });

      expect((await logIn(user.email, 'a brand new secret')).statusCode).toBe(200);
      expect((await logIn(user.email, user.password)).statusCode).toBe(401);
      // The old session ends with the old password.
      expect((await post('/user/getByAccessToken', { accessToken: user.accessToken })).statusCode).toBe(403);

      expect((await post('/user/validatePasswordResetToken', { email, token })).body).toBe('false');
      const again = await post('/user/resetPassword', { email, token, newPassword: 'yet another secret' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        status: 400,
        message: 'This Password Reset Request is no longer valid.',
        requestId: expect.any(String),
      });
    });

    it('writes the mail in Chinese for a zh-CN browser', async () => {
      const user = await signUpUser(app);
      const { mail } = await requestResetLink(user.email, 'zh-CN,zh;q=0.9,en;q=0.8');
      expect(subjectOf(mail!.raw)).toBe('重置您的 Orderlane 密码');
    });

    it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
      const known = await signUpUser(app);
      const { response: forKnown } = await requestResetLink(known.email);
      const { response: forUnknown, mail } = await requestResetLink('nobody-here@example.com');
      expect(forUnknown.body).toBe(forKnown.body);
      expect(mail).toBeUndefined();
    });

    it('refuses a token for another e-mail, a made-up token and a short new password', async () => {
      const [a, b] = [await signUpUser(app), await signUpUser(app)];
      const token = findLink((await requestResetLink(a.email)).mail!.raw, 'resetPassword').searchParams.get(
        'token',
      )!;
      expect((await post('/user/validatePasswordResetToken', { email: b.email, token })).body).toBe('false');
      expect(
        (await post('/user/resetPassword', { email: b.email, token, newPassword: 'long enough' })).statusCode,
      ).toBe(400);
      expect(
        (await post('/user/validatePasswordResetToken', { email: a.email, token: 'made-up' })).body,
      ).toBe('false');
      const short = await post('/user/resetPassword', { email: a.email, token, newPassword: 'short' });
      expect(short.json()).toEqual({
        status: 400,
        message: 'The new password must be at least 8 characters',
        requestId: expect.any(String),
      });
      expect((await post('/user/validatePasswordResetToken', { email: a.email, token })).body).toBe('true');
    });

    it('still answers 200 when the mail server refuses, and retries the mail later', async () => {
      const user = await signUpUser(app);
      await app.mailer.flush();
      smtp.state.failing = true;
      const requestedAt = Date.now();
      try {
        const { response, mail } = await requestResetLink(user.email);
        expect(response.statusCode).toBe(200);
        expect(mail).toBeUndefined();
      } finally {
        smtp.state.failing = false;
      }
      const [queued] = await app.db
        .select()
        .from(mailQueue)
        .where(eq(mailQueue.toAddress, user.email))
        .orderBy(mailQueue.id)
        .offset(1);
      expect(queued).toMatchObject({
        status: 'QUEUED',
        attempts: 1,
        lastError: expect.stringContaining('unavailable'),
      });
      // Measured from the request, so a slow machine cannot eat into the retry delay.
      expect(queued!.nextAttemptAt.getTime()).toBeGreaterThan(requestedAt + 20_000);

      await app.db.update(mailQueue).set({ nextAttemptAt: new Date() }).where(eq(mailQueue.id, queued!.id));
      await app.mailer.flush();
      expect(
        smtp.mails.some((caught) => caught.to.includes(user.email) && caught.raw.includes('resetPassword')),
      ).toBe(true);
    });
  });

  describe('POST /api/user/changePassword', () => {
    it("answers status '200', keeps this session and ends the others", async () => {
      const user = await signUpUser(app);
      const otherSession = (await logIn(user.email, user.password)).json().accessToken as string;
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/changePassword',
        headers: {
          authorization: `Bearer ${user.accessToken}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({
          userId: String(user.id),
          oldPassword: user.password,
          newPassword: 'changed password',
        }).toString(),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: '200' });
      expect((await logIn(user.email, 'changed password')).statusCode).toBe(200);
      expect((await logIn(user.email, user.password)).statusCode).toBe(401);
      expect((await post('/user/getByAccessToken', { accessToken: user.accessToken })).statusCode).toBe(200);
      expect((await post('/user/getByAccessToken', { accessToken: otherSession })).statusCode).toBe(403);
    });

    it('revokes pending reset links', async () => {
      const user = await signUpUser(app);
      const token = findLink(
        (await requestResetLink(user.email)).mail!.raw,
        'resetPassword',
      ).searchParams.get('token')!;
      await post('/user/changePassword', {
        accessToken: user.accessToken,
        oldPassword: user.password,
        newPassword: 'changed password',
      });
      expect((await post('/user/validatePasswordResetToken', { email: user.email, token })).body).toBe(
        'false',
      );
    });

    it.each([
      [
        'a wrong old password',
        { oldPassword: 'not the password', newPassword: 'changed password' },
        'The old password is not correct.',
      ],
      ['a short new password', { newPassword: 'short' }, 'The new password must be at least 8 characters'],
    ])('refuses %s with 400', async (_case, fields, message) => {
      const user = await signUpUser(app);
      const response = await post('/user/changePassword', {
        userId: user.id,
        accessToken: user.accessToken,
        oldPassword: user.password,
        ...fields,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 400, message, requestId: expect.any(String) });
      expect((await logIn(user.email, user.password)).statusCode).toBe(200);
    });

    it("refuses user A's token on user B's password", async () => {
      const [a, b] = [await signUpUser(app), await signUpUser(app)];
      const response = await post('/user/changePassword', {
        userId: b.id,
        accessToken: a.accessToken,
        oldPassword: b.password,
        newPassword: 'taken over',
      });
      expect(response.statusCode).toBe(403);
      expect((await logIn(b.email, b.password)).statusCode).toBe(200);
    });

    it('answers 403 without a token', async () => {
      const response = await post('/user/changePassword', {
        oldPassword: 'whatever1',
        newPassword: 'whatever2',
      });
      expect(response.statusCode).toBe(403);
    });
  });
});
