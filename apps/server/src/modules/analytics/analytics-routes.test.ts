import { describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { analyticsEvents } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { insertUserFixture } from '@/modules/orders/orders-fixtures.js';

describe('POST /api/analytics/events', async () => {
  const app = await buildTestApp();
  const post = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/analytics/events', headers, payload });
  const latest = async () =>
    (await app.db.select().from(analyticsEvents).orderBy(desc(analyticsEvents.id)).limit(1))[0];

  it('stores an allowed event from a guest, with its bounded payload', async () => {
    const response = await post({
      name: 'cart_add',
      storeId: 3,
      payload: JSON.stringify({ itemId: 12, quantity: 2 }),
    });
    expect(response.json()).toEqual({ status: 200, message: 'Recorded' });
    expect(await latest()).toMatchObject({
      name: 'cart_add',
      storeId: 3,
      userId: null,
      payload: { itemId: 12, quantity: 2 },
    });
  });

  it("records a signed-in diner's id from the token, and refuses a bad token or someone else's userId", async () => {
    const diner = await insertUserFixture(app.db);
    await post({ name: 'cart_remove' }, diner.headers);
    expect(await latest()).toMatchObject({ name: 'cart_remove', userId: diner.userId });
    expect((await post({ name: 'cart_remove', userId: 999 }, diner.headers)).statusCode).toBe(403);
    expect((await post({ name: 'page_view' }, { authorization: 'Bearer nope' })).statusCode).toBe(403);
  });

  it.each([
    ['a name off the list', { name: 'order_placed' }],
    [
      'a payload too large',
      { name: 'page_view', payload: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) },
    ],
    ['a nested payload', { name: 'page_view', payload: { deep: { a: 1 } } }],
    ['a long value', { name: 'login_failed', payload: { email: 'x'.repeat(201) } }],
  ])('refuses %s with 400', async (_label, body) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});
