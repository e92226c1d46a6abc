import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessTokens, analyticsEvents, referrals, users } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { form, signUpUser } from './accounts-fixtures.js';

describe('accounts: sign-up, sign-in, session and profile', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });
  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/api${url}`, payload, headers });

  afterEach(() => vi.useRealTimers());

  describe('POST /api/user/signup', () => {
    it('creates the account and answers status, user and message', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/signup',
        ...form({
          email: 'Grace@Example.com',
          firstName: 'Grace',
          lastName: 'Hopper',
          password: 'cobol-1959',
          phoneNumber: '+1 (312) 555-0199',
        }),
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ status: 200, message: expect.any(String) });
      expect(body.user).toEqual({
        id: expect.any(Number),
        email: 'grace@example.com',
        accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        rewardBalance: 0,
        pendingRewardBalance: 0,
        emailVerified: false,
        pendingEmail: null,
        orderCount: 0,
        optIn: false,
        userInfos: [
          {
            firstName: 'Grace',
            lastName: 'Hopper',
            phoneNumber: '3125550199',
            address: '',
            city: '',
            state: '',
            zip: '',
          },
        ],
      });
      const [stored] = await app.db.select().from(users).where(eq(users.id, body.user.id));
      expect(stored?.passwordHash).toMatch(/^scrypt\$10\$8\$1\$/);
      const tokens = await app.db.select().from(accessTokens).where(eq(accessTokens.userId, body.user.id));
      expect(tokens.map((token) => token.tokenHash)).not.toContain(body.user.accessToken);
    });

    it('refuses a used e-mail with a clear message, whatever its case', async () => {
      const existing = await signUpUser(app);
      const response = await post('/user/signup', {
        email: existing.email.toUpperCase(),
        firstName: 'Other',
        lastName: 'Person',
        password: 'long enough',
        phoneNumber: '3125550100',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        status: 409,
        message: expect.stringContaining('already exists'),
        requestId: expect.any(String),
      });
    });

    it.each([
      ['an invalid e-mail', { email: 'not-an-email' }, 'e-mail'],
      ['an invalid phone number', { phoneNumber: '555' }, 'mobile number'],
      ['a short password', { password: 'short' }, 'at least 8 characters'],
    ])('refuses %s', async (_case, fields, message) => {
      const response = await post('/user/signup', {
        email: 'new@example.com',
        firstName: 'New',
        lastName: 'User',
        password: 'long enough',
        phoneNumber: '3125550100',
        ...fields,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    });
  });

  describe('referrals', () => {
    it('records the referrer; the $5 stays pending until the e-mail is verified and an order paid', async () => {
      const referrer = await signUpUser(app, { firstName: 'Rita', lastName: 'Referrer' });
      const reference = await post('/user/referralReference', {
        userId: referrer.id,
        accessToken: referrer.accessToken,
      });
      expect(reference.statusCode).toBe(200);
      const encoded = reference.json().reference as string;
      expect(JSON.parse(Buffer.from(encoded, 'base64').toString())).toEqual({
        id: referrer.id,
        firstName: 'Rita',
        lastName: 'Referrer',
      });

      const referred = await post('/user/signup', {
        email: 'friend@example.com',
        firstName: 'Fred',
        lastName: 'Friend',
        password: 'long enough',
        phoneNumber: '3125550111',
        reference: encoded,
      });
      expect(referred.json().user).toMatchObject({ rewardBalance: 0, pendingRewardBalance: 5 });
      const [row] = await app.db
        .select()
        .from(referrals)
        .where(eq(referrals.referredUserId, referred.json().user.id));
      expect(row).toMatchObject({
        referrerUserId: referrer.id,
        signUpCreditCents: 500,
        referrerCreditedAt: null,
      });
      const [referrerRow] = await app.db.select().from(users).where(eq(users.id, referrer.id));
      expect(referrerRow?.rewardBalanceCents).toBe(0);
    });

    it.each([
      ['garbage', 'not base64 at all!'],
      ['JSON without names', Buffer.from(JSON.stringify({ id: 1 })).toString('base64')],
      [
        'an unknown referrer',
        Buffer.from(JSON.stringify({ id: 999999, firstName: 'A', lastName: 'B' })).toString('base64'),
      ],
    ])('ignores a reference that is %s', async (_case, reference) => {
      const user = await signUpUser(app, { reference });
      const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.rewardBalanceCents).toBe(0);
      expect(await app.db.select().from(referrals).where(eq(referrals.referredUserId, user.id))).toEqual([]);
    });
  });

  describe('POST /api/user/login', () => {
    it('answers the user with a new access token', async () => {
      const user = await signUpUser(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        ...form({ email: user.email, password: user.password }),
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        id: user.id,
        email: user.email,
        rewardBalance: 0,
        orderCount: 0,
        optIn: false,
      });
      expect(body.accessToken).not.toBe(user.accessToken);
      expect(body.userInfos).toHaveLength(1);
    });

    it('answers a wrong password and an unknown e-mail alike, and logs login_failed', async () => {
      const user = await signUpUser(app);
      const wrongPassword = await post('/user/login', { email: user.email, password: 'wrong password' });
      const unknownEmail = await post('/user/login', {
        email: 'nobody@example.com',
        password: user.password,
      });
      const expected = {
        status: 401,
        message: 'Please make sure you have a right username and password',
        requestId: expect.any(String),
      };
      expect([wrongPassword.statusCode, unknownEmail.statusCode]).toEqual([401, 401]);
      expect(wrongPassword.json()).toEqual(expected);
      expect(unknownEmail.json()).toEqual(expected);
      const events = await app.db
        .select()
        .from(analyticsEvents)
        .where(eq(analyticsEvents.name, 'login_failed'));
      expect(events.map((event) => event.userId)).toEqual(expect.arrayContaining([user.id, null]));
    });

    it('refuses missing fields with 400', async () => {
      expect((await post('/user/login', { email: 'a@example.com' })).statusCode).toBe(400);
    });
  });

  describe('POST /api/user/getByAccessToken', () => {
    it('answers the user for the token, from the parameters or the Bearer header', async () => {
      const user = await signUpUser(app);
      const byParameters = await app.inject({
        method: 'POST',
        url: '/api/user/getByAccessToken',
        ...form({ userId: String(user.id), accessToken: user.accessToken }),
      });
      expect(byParameters.statusCode).toBe(200);
      expect(byParameters.json()).toMatchObject({
        id: user.id,
        email: user.email,
        accessToken: user.accessToken,
      });
      const byHeader = await post(
        '/user/getByAccessToken',
        {},
        { authorization: `Bearer ${user.accessToken}` },
      );
      expect(byHeader.json()).toMatchObject({ id: user.id });
    });

    it.each([
      ['no token', {}],
      ['an unknown token', { accessToken: 'x'.repeat(43) }],
    ])('answers 403 for %s', async (_case, payload) => {
      const response = await post('/user/getByAccessToken', payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        status: 403,
        message: 'Your session is no longer valid.',
        requestId: expect.any(String),
      });
    });

    it("refuses user A's token with user B's id", async () => {
      const [a, b] = [await signUpUser(app), await signUpUser(app)];
      const response = await post('/user/getByAccessToken', { userId: b.id, accessToken: a.accessToken });
      expect(response.statusCode).toBe(403);
    });

    it('keeps a session alive while used (sliding 30 days) and ends it after 30 idle days', async () => {
      const user = await signUpUser(app);
      const day = 24 * 60 * 60 * 1000;
      const start = Date.now();
      vi.useFakeTimers({ toFake: ['Date'], now: start + 25 * day });
      expect((await post('/user/getByAccessToken', { accessToken: user.accessToken })).statusCode).toBe(200);
      vi.setSystemTime(start + 50 * day);
      expect((await post('/user/getByAccessToken', { accessToken: user.accessToken })).statusCode).toBe(200);
      vi.setSystemTime(start + 81 * day);
      expect((await post('/user/getByAccessToken', { accessToken: user.accessToken })).statusCode).toBe(403);
    });
  });

  describe('POST /api/user/updateUser', () => {
    it('updates opt-in and profile entries of the signed-in user; a new e-mail waits for its confirmation', async () => {
      const user = await signUpUser(app);
      const userInfos = [
        {
          firstName: 'Ada',
          lastName: 'King',
          phoneNumber: '(312) 555-0177',
          address: '1 Main St',
          city: 'Chicago',
          state: 'IL',
          zip: '60601',
        },
      ];
      const response = await app.inject({
        method: 'POST',
        url: `/api/user/updateUser?email=ada.king@example.com&optIn=true&userId=${user.id}`,
        ...form({
          accessToken: user.accessToken,
          currentPassword: user.password,
          userInfos: JSON.stringify(userInfos),
        }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: user.id,
        email: user.email,
        pendingEmail: 'ada.king@example.com',
        optIn: true,
        userInfos: [{ ...userInfos[0], phoneNumber: '3125550177' }],
      });
    });

    it('refuses an e-mail used by another account, a bad phone and a bad ZIP', async () => {
      const [a, b] = [await signUpUser(app), await signUpUser(app)];
      const auth = { authorization: `Bearer ${a.accessToken}` };
      expect(
        (await post(`/user/updateUser?email=${b.email}`, { currentPassword: a.password }, auth)).statusCode,
      ).toBe(409);
      const badPhone = [{ firstName: 'A', lastName: 'B', phoneNumber: '123' }];
      expect((await post('/user/updateUser', { userInfos: JSON.stringify(badPhone) }, auth)).statusCode).toBe(
        400,
      );
      const badZip = [{ firstName: 'A', lastName: 'B', zip: '6060' }];
      expect((await post('/user/updateUser', { userInfos: badZip }, auth)).statusCode).toBe(400);
    });

    it("refuses user A's token on user B's data and leaves B unchanged", async () => {
      const [a, b] = [await signUpUser(app), await signUpUser(app)];
      const response = await post(`/user/updateUser?email=stolen@example.com&optIn=true&userId=${b.id}`, {
        accessToken: a.accessToken,
      });
      expect(response.statusCode).toBe(403);
      const [row] = await app.db.select().from(users).where(eq(users.id, b.id));
      expect(row).toMatchObject({ email: b.email, optIn: false });
    });

    it('answers 403 without a token', async () => {
      expect((await post('/user/updateUser?optIn=true')).statusCode).toBe(403);
    });
  });

  describe('POST /api/user/logout', () => {
    it('revokes the token it was sent', async () => {
      const user = await signUpUser(app);
      const other = await post('/user/login', { email: user.email, password: user.password });
      const response = await post('/user/logout', { accessToken: user.accessToken });
      expect(response.json()).toEqual({ status: 200 });
      expect((await post('/user/getByAccessToken', { accessToken: user.accessToken })).statusCode).toBe(403);
      expect((await post('/user/logout', { accessToken: user.accessToken })).statusCode).toBe(403);
      expect(
        (await post('/user/getByAccessToken', { accessToken: other.json().accessToken })).statusCode,
      ).toBe(200);
    });
  });

  describe('POST /api/user/referralReference', () => {
    it('answers 403 without a token', async () => {
      expect((await post('/user/referralReference')).statusCode).toBe(403);
    });
  });
});
