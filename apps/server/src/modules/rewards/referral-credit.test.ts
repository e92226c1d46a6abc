import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { referrals, users } from '@/db/schema/index.js';
import { findMailedLinks, tokenOf } from '@/modules/accounts/mailed-links-fixtures.js';
import {
  GOOD_CARD,
  insertStoreFixture,
  pickupOrder,
  placeThroughApi,
  type UserFixture,
} from '@/modules/orders/orders-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';

let nextAddress = 1;
let nextPhone = 1;

describe('referral credit (issue 13 finding 2)', async () => {
  const app = await buildTestApp();
  const store = await insertStoreFixture(app.db);

  /** A sign-up through the API from a device of its own (address) with a phone of its own. */
  async function signUp(fields: { reference?: string; phoneNumber?: string; remoteAddress?: string } = {}) {
    const email = `diner-${randomBytes(4).toString('hex')}@example.com`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/signup',
      remoteAddress: fields.remoteAddress ?? `10.30.0.${nextAddress++}`,
      payload: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        password: 'correct horse battery',
        phoneNumber: fields.phoneNumber ?? `312555${String(1000 + nextPhone++).slice(-4)}`,
        ...(fields.reference ? { reference: fields.reference } : {}),
      },
    });
    expect(response.statusCode).toBe(200);
    const { user } = response.json<{ user: { id: number; accessToken: string } }>();
    const fixture: UserFixture = {
      userId: user.id,
      token: user.accessToken,
      headers: { authorization: `Bearer ${user.accessToken}` },
    };
    return { ...fixture, email, answer: response.json().user };
  }
  const referenceOf = (userId: number) =>
    Buffer.from(JSON.stringify({ id: userId, firstName: 'Rita', lastName: 'Referrer' })).toString('base64');
  const balanceCents = async (userId: number) =>
    (await app.db.select({ cents: users.rewardBalanceCents }).from(users).where(eq(users.id, userId)))[0]
      ?.cents;
  const me = async (diner: UserFixture) =>
    (await app.inject({ method: 'POST', url: '/api/user/getByAccessToken', headers: diner.headers })).json();
  const verify = async (email: string) => {
    const [link] = await findMailedLinks(app, email, '/verify-email');
    return app.inject({
      method: 'POST',
      url: '/api/user/verifyEmail',
      payload: { token: tokenOf(link ?? '') },
    });
  };

  it('gives a new account nothing for signing up through a referral link; the $5 shows as pending', async () => {
    const referrer = await signUp();
    const referred = await signUp({ reference: referenceOf(referrer.userId) });
    expect(referred.answer).toMatchObject({
      rewardBalance: 0,
      pendingRewardBalance: 5,
      emailVerified: false,
    });
    expect(await balanceCents(referred.userId)).toBe(0);
  });

  it("pays nobody for the referred diner's first order while the e-mail is not verified", async () => {
    const referrer = await signUp();
    const referred = await signUp({ reference: referenceOf(referrer.userId) });
    await placeThroughApi(app, referred, pickupOrder(store), { card: GOOD_CARD });
    expect(await balanceCents(referrer.userId)).toBe(0);
    const [referral] = await app.db
      .select()
      .from(referrals)
      .where(eq(referrals.referredUserId, referred.userId));
    expect(referral?.status).toBe('PENDING');

    expect((await verify(referred.email)).statusCode).toBe(200);
    expect(await balanceCents(referrer.userId)).toBe(500);
    // The referred diner: $5 plus the reward the paid order earned.
    expect(await balanceCents(referred.userId)).toBeGreaterThan(500);
  });

  it('pays both sides once: verified first, then the first paid order, then more orders', async () => {
    const referrer = await signUp();
    const referred = await signUp({ reference: referenceOf(referrer.userId) });
    expect((await verify(referred.email)).statusCode).toBe(200);
    expect(await balanceCents(referrer.userId)).toBe(0);
    await placeThroughApi(app, referred, pickupOrder(store), { card: GOOD_CARD });
    await placeThroughApi(app, referred, pickupOrder(store), { card: GOOD_CARD });
    expect(await balanceCents(referrer.userId)).toBe(500);
    expect((await me(referrer)).pendingRewardBalance).toBe(0);
  });

  it.each([
    ['the same phone number', { phoneNumber: '3125550177' }, { phoneNumber: '(312) 555-0177' }, 'same phone'],
    [
      'the same device address at sign-up',
      { remoteAddress: '10.31.0.1' },
      { remoteAddress: '10.31.0.1' },
      'same device address',
    ],
  ])(
    'refuses the credit, keeps the account, for a self-referral by %s',
    async (_label, first, second, reason) => {
      const referrer = await signUp(first);
      const referred = await signUp({ ...second, reference: referenceOf(referrer.userId) });
      expect((await verify(referred.email)).statusCode).toBe(200);
      await placeThroughApi(app, referred, pickupOrder(store), { card: GOOD_CARD });
      expect(await balanceCents(referrer.userId)).toBe(0);
      const [referral] = await app.db
        .select()
        .from(referrals)
        .where(eq(referrals.referredUserId, referred.userId));
      expect(referral).toMatchObject({ status: 'REFUSED', refusedReason: reason });
      expect((await me(referred)).id).toBe(referred.userId);
    },
  );

  it('refuses the credit for a self-referral paid with the same card', async () => {
    const referrer = await signUp();
    await placeThroughApi(app, referrer, pickupOrder(store), { card: GOOD_CARD });
    const referred = await signUp({ reference: referenceOf(referrer.userId) });
    expect((await verify(referred.email)).statusCode).toBe(200);
    const before = await balanceCents(referrer.userId);
    await placeThroughApi(app, referred, pickupOrder(store), {
      card: { ...GOOD_CARD, cardholder: 'Someone Else' },
    });
    expect(await balanceCents(referrer.userId)).toBe(before);
    const [referral] = await app.db
      .select()
      .from(referrals)
      .where(eq(referrals.referredUserId, referred.userId));
    expect(referral).toMatchObject({ status: 'REFUSED', refusedReason: 'same card' });
  });
});

describe('the verification link (issue 13 finding 2)', async () => {
  const app = await buildTestApp();

  it('works once, and not after 48 hours', async () => {
    const signUp = async () => {
      const email = `verify-${randomBytes(4).toString('hex')}@example.com`;
      await app.inject({
        method: 'POST',
        url: '/api/user/signup',
        remoteAddress: `10.32.0.${nextAddress++}`,
        payload: {
          firstName: 'Vera',
          lastName: 'Fy',
          email,
          password: 'correct horse battery',
          phoneNumber: '3125550150',
        },
      });
      const [link] = await findMailedLinks(app, email, '/verify-email');
      return { email, token: tokenOf(link ?? '') };
    };
    const open = (token: string) =>
      app.inject({ method: 'POST', url: '/api/user/verifyEmail', payload: { token } });

    const first = await signUp();
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await open(first.token)).json()).toEqual({
      status: 200,
      purpose: 'VERIFY',
      email: first.email,
      message: 'Your e-mail address is confirmed.',
    });
    const again = await open(first.token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/^This link is no longer valid/);

    const late = await signUp();
    await app.db.execute(
      `UPDATE email_tokens SET expires_at = now() - interval '1 minute' WHERE used_at IS NULL`,
    );
    expect((await open(late.token)).statusCode).toBe(400);
    const [row] = await app.db
      .select({ at: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.email, late.email));
    expect(row?.at).toBeNull();
  });
});
