import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentProfiles } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import {
  GOOD_CARD,
  insertStoreFixture,
  insertUserFixture,
  pickupOrder,
  placeThroughApi,
  type UserFixture,
} from '@/modules/orders/orders-fixtures.js';

describe('payment profiles (saved cards)', async () => {
  const app = await buildTestApp();
  const store = await insertStoreFixture(app.db);
  const call = (url: string, user: UserFixture, form: Record<string, string | number> = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/${url}`,
      headers: { ...user.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(
        Object.entries(form).map(([key, value]): [string, string] => [key, String(value)]),
      ).toString(),
    });
  const list = async (user: UserFixture) =>
    (await call('getUserPaymentProfiles', user, { userId: user.userId })).json();

  const diner = await insertUserFixture(app.db);
  await placeThroughApi(app, diner, pickupOrder(store), { saveCard: true });
  await placeThroughApi(app, diner, pickupOrder(store), {
    saveCard: true,
    card: { ...GOOD_CARD, cardnumber: '5555 5555 5555 4444' },
  });

  it('lists the saved cards, default first, masked, with the spec field names', async () => {
    const profiles = await list(diner);
    expect(profiles).toEqual([
      expect.objectContaining({ defaultProfile: true, cardType: 'visa', cardnumber: 'XXXX1111' }),
      expect.objectContaining({ defaultProfile: false, cardType: 'mastercard', cardnumber: 'XXXX4444' }),
    ]);
    expect(Object.keys(profiles[0]).sort()).toEqual(
      [
        'cardType',
        'cardnumber',
        'customerPaymentProfileId',
        'customerProfileId',
        'defaultProfile',
        'userPaymentProfileId',
      ].sort(),
    );
  });

  it('pays a later order with a saved card', async () => {
    const [, mastercard] = await list(diner);
    const orderId = await placeThroughApi(app, diner, pickupOrder(store), {
      card: { userPaymentProfileId: mastercard.userPaymentProfileId },
    });
    expect(orderId).toEqual(expect.any(Number));
  });

  it('sets the default card and deletes one, the newest remaining becoming default', async () => {
    const [visa, mastercard] = await list(diner);
    const set = await call('setDefaultUserPaymentProfile', diner, {
      userId: diner.userId,
      userPaymentProfileId: mastercard.userPaymentProfileId,
    });
    expect(set.json()).toEqual({ status: 200, message: 'The default card is updated.' });
    expect((await list(diner))[0].userPaymentProfileId).toBe(mastercard.userPaymentProfileId);
    const removed = await call('deleteUserPaymentProfile', diner, {
      userId: diner.userId,
      userPaymentProfileId: mastercard.userPaymentProfileId,
    });
    expect(removed.statusCode).toBe(200);
    expect(await list(diner)).toEqual([
      expect.objectContaining({ userPaymentProfileId: visa.userPaymentProfileId, defaultProfile: true }),
    ]);
  });

  it("refuses another user's card with 403 and an unknown one with 404, on every call", async () => {
    const intruder = await insertUserFixture(app.db);
    const [visa] = await list(diner);
    for (const url of ['setDefaultUserPaymentProfile', 'deleteUserPaymentProfile']) {
      expect(
        (await call(url, intruder, { userPaymentProfileId: visa.userPaymentProfileId })).statusCode,
      ).toBe(403);
      expect((await call(url, intruder, { userPaymentProfileId: 999_999 })).statusCode).toBe(404);
      expect(
        (await call(url, intruder, { userId: diner.userId, userPaymentProfileId: visa.userPaymentProfileId }))
          .statusCode,
      ).toBe(403);
    }
    expect((await call('getUserPaymentProfiles', intruder, { userId: diner.userId })).statusCode).toBe(403);
    expect(await list(intruder)).toEqual([]);
    const cardPayment = { card: { userPaymentProfileId: visa.userPaymentProfileId } };
    await expect(placeThroughApi(app, intruder, pickupOrder(store), cardPayment)).rejects.toThrow(/403/);
    expect(
      await app.db.select().from(paymentProfiles).where(eq(paymentProfiles.id, visa.userPaymentProfileId)),
    ).toHaveLength(1);
  });

  it('answers 403 without a token and 400 without a profile id', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/api/getUserPaymentProfiles' });
    expect(anonymous.statusCode).toBe(403);
    const missing = await call('setDefaultUserPaymentProfile', diner, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/userPaymentProfileId/);
  });
});
