import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderJsonInput } from '@orderlane/domain';
import { sandboxCharges } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { CARD_DECLINES_MESSAGE } from './card-attempts.js';
import {
  DECLINED_CARD,
  GOOD_CARD,
  calculate,
  insertStoreFixture,
  insertUserFixture,
  pickupOrder,
  type UserFixture,
} from './orders-fixtures.js';

describe('card testing (issue 13 finding 3)', async () => {
  const app = await buildTestApp();
  const store = await insertStoreFixture(app.db);

  async function priced(diner: UserFixture): Promise<OrderJsonInput> {
    const response = await calculate(app, pickupOrder(store), diner);
    return { ...pickupOrder(store), orderId: response.json().data.orderId };
  }
  const sendFrom = (remoteAddress: string, diner: UserFixture, order: OrderJsonInput, card: object) =>
    app.inject({
      method: 'POST',
      url: '/api/sendOrderV2',
      remoteAddress,
      headers: { ...diner.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        order: encodeURIComponent(JSON.stringify(order)),
        paymentstatus: 'CREDIT',
        creditCardInfo: JSON.stringify(card),
      }).toString(),
    });
  const refusal = expect.stringMatching(
    new RegExp(`^${CARD_DECLINES_MESSAGE} Please try again in \\d+ minutes?\\.$`),
  );

  it('refuses a fourth card on an order declined three times, before the gateway sees it', async () => {
    const diner = await insertUserFixture(app.db);
    const order = await priced(diner);
    for (let n = 0; n < 3; n += 1) {
      expect((await sendFrom('10.20.0.1', diner, order, DECLINED_CARD)).statusCode).toBe(402);
    }
    const fourth = await sendFrom('10.20.0.1', diner, order, GOOD_CARD);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ status: 429, message: refusal, requestId: expect.any(String) });
    const charges = await app.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, String(order.orderId)));
    expect(charges).toEqual([]);
  });

  it('refuses a diner the sixth decline in an hour, whatever the order', async () => {
    const diner = await insertUserFixture(app.db);
    for (let n = 0; n < 5; n += 1) {
      const order = await priced(diner);
      expect((await sendFrom(`10.21.0.${n}`, diner, order, DECLINED_CARD)).statusCode).toBe(402);
    }
    const refused = await sendFrom('10.21.1.1', diner, await priced(diner), GOOD_CARD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toEqual(refusal);
  });

  it('refuses an address the eleventh decline in an hour across diners, parallel tries included', async () => {
    const diners = await Promise.all(Array.from({ length: 12 }, () => insertUserFixture(app.db)));
    const orders = await Promise.all(diners.map((diner) => priced(diner)));
    const answers = await Promise.all(
      diners.map((diner, n) => sendFrom('10.22.0.1', diner, orders[n]!, DECLINED_CARD)),
    );
    expect(answers.filter((answer) => answer.statusCode === 402)).toHaveLength(10);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(2);
    const elsewhere = await insertUserFixture(app.db);
    expect((await sendFrom('10.22.0.2', elsewhere, await priced(elsewhere), GOOD_CARD)).statusCode).toBe(200);
  });

  it('does not count approved payments: twelve paid orders from one address all go through', async () => {
    for (let n = 0; n < 12; n += 1) {
      const diner = await insertUserFixture(app.db);
      expect((await sendFrom('10.23.0.1', diner, await priced(diner), GOOD_CARD)).statusCode).toBe(200);
    }
  });
});
