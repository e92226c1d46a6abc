import { RATING_MESSAGES } from '@orderlane/domain';
import { describe, expect, it } from 'vitest';
import { insertUserFixture } from '@/modules/orders/orders-fixtures.js';
import { insertPortalWorld, portalCall } from '@/modules/portal/portal-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { insertDinerOrder, rateOrder } from './ratings-fixtures.js';

describe('a diner rates a completed order', async () => {
  const app = await buildTestApp();
  const world = await insertPortalWorld(app);
  const storeId = world.store.storeId;
  const { diner } = world;

  it('keeps the stars and the trimmed comment, and answers them back to the diner', async () => {
    const orderId = await insertDinerOrder(app, { storeId, diner });
    const rated = await rateOrder(app, diner, orderId, {
      stars: 4,
      comment: '  Crispy fries, warm burger.  ',
    });
    expect(rated.statusCode).toBe(200);
    expect(rated.json()).toMatchObject({
      status: 200,
      data: { orderId, stars: 4, comment: 'Crispy fries, warm burger.' },
    });
    const read = await app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/rating`,
      headers: diner.headers,
    });
    expect(read.json()).toMatchObject({ status: 200, data: { orderId, stars: 4 } });
  });

  it('answers null for an order not rated yet', async () => {
    const orderId = await insertDinerOrder(app, { storeId, diner });
    const read = await app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/rating`,
      headers: diner.headers,
    });
    expect(read.json()).toEqual({ status: 200, data: null });
  });

  it('takes a form-encoded rating without a comment', async () => {
    const orderId = await insertDinerOrder(app, { storeId, diner });
    const rated = await app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/rating`,
      headers: { ...diner.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'stars=5&comment=',
    });
    expect(rated.json()).toMatchObject({ data: { stars: 5, comment: null } });
  });

  it('refuses a second rating of the same order with 409 and a sentence, keeping the first', async () => {
    const orderId = await insertDinerOrder(app, { storeId, diner });
    expect((await rateOrder(app, diner, orderId, { stars: 2 })).statusCode).toBe(200);
    const again = await rateOrder(app, diner, orderId, { stars: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 409, message: RATING_MESSAGES.alreadyRated });
    const read = await app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/rating`,
      headers: diner.headers,
    });
    expect(read.json()).toMatchObject({ data: { stars: 2 } });
  });

  it('counts one rating when two arrive for the same order at once', async () => {
    const other = await insertPortalWorld(app);
    const orderId = await insertDinerOrder(app, { storeId: other.store.storeId, diner: other.diner });
    const answers = await Promise.all([
      rateOrder(app, other.diner, orderId, { stars: 5 }),
      rateOrder(app, other.diner, orderId, { stars: 1 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const page = await portalCall(app, other.owner, 'GET', `/portal/stores/${other.store.storeId}/ratings`);
    expect(page.json()).toMatchObject({ data: { count: 1 } });
    expect(page.json().data.ratings).toHaveLength(1);
  });

  it.each(['PLACED', 'ACCEPTED', 'READY', 'REJECTED'] as const)(
    'refuses to rate an order that is %s with 409 and why',
    async (status) => {
      const orderId = await insertDinerOrder(app, { storeId, diner, status });
      const answer = await rateOrder(app, diner, orderId, { stars: 5 });
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ message: RATING_MESSAGES.notCompleted });
    },
  );

  it('refuses another account’s order with 403, an unknown or unplaced one with 404, and no token with 403', async () => {
    const orderId = await insertDinerOrder(app, { storeId, diner });
    const stranger = await insertUserFixture(app.db);
    expect((await rateOrder(app, stranger, orderId, { stars: 1 })).statusCode).toBe(403);
    const peek = await app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/rating`,
      headers: stranger.headers,
    });
    expect(peek.statusCode).toBe(403);
    expect((await rateOrder(app, diner, 99_999_999, { stars: 1 })).statusCode).toBe(404);
    const pending = await insertDinerOrder(app, { storeId, diner, status: 'PENDING' });
    expect((await rateOrder(app, diner, pending, { stars: 1 })).statusCode).toBe(404);
    const anonymous = await rateOrder(app, null, orderId, { stars: 1 });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().message).toEqual(expect.any(String));
  });

  it.each([
    [{ stars: 0 }, RATING_MESSAGES.stars],
    [{ stars: 6 }, RATING_MESSAGES.stars],
    [{ stars: 3.5 }, RATING_MESSAGES.stars],
    [{ stars: 'five' }, RATING_MESSAGES.stars],
    [{ stars: true }, RATING_MESSAGES.stars],
    [{}, RATING_MESSAGES.stars],
    [{ stars: 4, comment: 'a'.repeat(501) }, RATING_MESSAGES.commentTooLong],
    [{ stars: 4, comment: 42 }, ''],
  ])('refuses %j with 400 and a sentence', async (payload, sentence) => {
    const orderId = await insertDinerOrder(app, { storeId, diner });
    const answer = await rateOrder(app, diner, orderId, payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain(sentence);
    const read = await app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/rating`,
      headers: diner.headers,
    });
    expect(read.json()).toEqual({ status: 200, data: null });
  });

  it('refuses a malformed order id with 400', async () => {
    expect((await rateOrder(app, diner, 'abc', { stars: 3 })).statusCode).toBe(400);
  });
});

describe('the portal’s ratings of a store', async () => {
  const app = await buildTestApp();
  const world = await insertPortalWorld(app);
  const storeId = world.store.storeId;
  const url = `/portal/stores/${storeId}/ratings`;
  for (const [stars, comment] of [
    [5, 'Perfect'],
    [4, null],
    [5, 'Fast pickup'],
    [2, 'Cold fries'],
  ] as const) {
    const orderId = await insertDinerOrder(app, { storeId, diner: world.diner });
    await rateOrder(app, world.diner, orderId, { stars, comment });
  }

  it('shows the owner the average, count, distribution and each rating newest first', async () => {
    const answer = await portalCall(app, world.owner, 'GET', url);
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json();
    expect(data).toMatchObject({ storeId, count: 4, average: 4, shown: null, distribution: [0, 1, 0, 1, 2] });
    expect(data.ratings.map((rating: { stars: number }) => rating.stars)).toEqual([2, 5, 4, 5]);
    expect(data.ratings[0]).toMatchObject({
      orderNumber: `TS-${data.ratings[0].orderId}`,
      comment: 'Cold fries',
      ratedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(data.nextBefore).toBeNull();
  });

  it('answers 403 to staff, to another store’s owner and without a token', async () => {
    expect((await portalCall(app, world.staff, 'GET', url)).statusCode).toBe(403);
    expect((await portalCall(app, world.outsider, 'GET', url)).statusCode).toBe(403);
    expect((await portalCall(app, null, 'GET', url)).statusCode).toBe(403);
    const own = await portalCall(
      app,
      world.outsider,
      'GET',
      `/portal/stores/${world.otherStore.storeId}/ratings`,
    );
    expect(own.json()).toMatchObject({ data: { count: 0, average: null, ratings: [] } });
  });

  it('pages with before=<the last rating id>', async () => {
    const first = (await portalCall(app, world.owner, 'GET', url)).json().data;
    const older = await portalCall(app, world.owner, 'GET', `${url}?before=${first.ratings[1].id}`);
    expect(older.json().data.ratings.map((rating: { stars: number }) => rating.stars)).toEqual([4, 5]);
    expect((await portalCall(app, world.owner, 'GET', `${url}?before=x`)).statusCode).toBe(400);
  });
});
