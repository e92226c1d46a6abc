import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { referrals, users } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { signUpUser } from './accounts-fixtures.js';
import { creditReferrerOnFirstOrder } from './accounts-service.js';

describe('creditReferrerOnFirstOrder', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });
  const balanceCents = async (userId: number) =>
    (await app.db.select({ cents: users.rewardBalanceCents }).from(users).where(eq(users.id, userId)))[0]
      ?.cents;

  it('pays the referrer $5 once, however often it is called', async () => {
    const referrer = await signUpUser(app, { firstName: 'Rita', lastName: 'Referrer' });
    const reference = Buffer.from(
      JSON.stringify({ id: referrer.id, firstName: 'Rita', lastName: 'Referrer' }),
    ).toString('base64');
    const referred = await signUpUser(app, { reference });

    const paid = await app.db.transaction((tx) => creditReferrerOnFirstOrder(tx, referred.id));
    const paidAgain = await app.db.transaction((tx) => creditReferrerOnFirstOrder(tx, referred.id));
    expect([paid, paidAgain]).toEqual([500, 0]);
    expect(await balanceCents(referrer.id)).toBe(500);
    expect(await balanceCents(referred.id)).toBe(500);
    const [row] = await app.db.select().from(referrals).where(eq(referrals.referredUserId, referred.id));
    expect(row?.referrerCreditedAt).toBeInstanceOf(Date);
  });

  it('pays nothing for a user who was not referred', async () => {
    const user = await signUpUser(app);
    expect(await app.db.transaction((tx) => creditReferrerOnFirstOrder(tx, user.id))).toBe(0);
  });

  it('pays nothing when the order transaction rolls back', async () => {
    const referrer = await signUpUser(app, { firstName: 'Rolf', lastName: 'Back' });
    const reference = Buffer.from(
      JSON.stringify({ id: referrer.id, firstName: 'Rolf', lastName: 'Back' }),
    ).toString('base64');
    const referred = await signUpUser(app, { reference });
    await expect(
      app.db.transaction(async (tx) => {
        await creditReferrerOnFirstOrder(tx, referred.id);
        throw new Error('payment failed');
      }),
    ).rejects.toThrow('payment failed');
    expect(await balanceCents(referrer.id)).toBe(0);
    expect(await app.db.transaction((tx) => creditReferrerOnFirstOrder(tx, referred.id))).toBe(500);
  });
});
