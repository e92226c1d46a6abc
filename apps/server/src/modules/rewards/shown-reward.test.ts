import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items, orders, stores } from '@/db/schema/index.js';
import {
  GOOD_CARD,
  calculate,
  insertStoreFixture,
  insertUserFixture,
  pickupOrder,
  send,
  type StoreFixture,
} from '@/modules/orders/orders-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';

type Calculated = { data: { orderId: number; mOrder: { reward: number } } };

/** A store with a rate stored above the ceiling (Settings refuses it now; one stored before the ceiling existed). */
async function storeAtRate(app: Awaited<ReturnType<typeof buildTestApp>>, rewardRate: number) {
  const store = await insertStoreFixture(app.db);
  await app.db.update(stores).set({ rewardRate }).where(eq(stores.id, store.storeId));
  return store;
}

const storeRate = async (app: Awaited<ReturnType<typeof buildTestApp>>, store: StoreFixture) => {
  // The store page's first HTML carries the searchRestaurants answer (seo/store-page-data.test.ts).
  const rest = await app.inject({ method: 'POST', url: `/api/searchRestaurants?id=${store.storeId}` });
  const near = await app.inject({
    method: 'POST',
    url: `/api/searchRestaurants?id=${store.storeId}&latitude=41.88&longitude=-87.62`,
  });
  const graphql = await app.inject({
    method: 'POST',
    url: '/api/graphql',
    payload: { query: `{ store(id: ${store.storeId}) { rewardRate } }` },
  });
  return {
    rest: rest.json<{ rewardRate: number }[]>()[0]?.rewardRate,
    positioned: near.json<{ rewardRate: number }[]>()[0]?.rewardRate,
    graphql: graphql.json<{ data: { store: { rewardRate: number }[] } }>().data.store[0]?.rewardRate,
  };
};

describe('the reward a diner sees is the reward the platform pays (issue 49 finding 2)', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });

  it('shows a rate stored above the ceiling as the ceiling (searchRestaurants, with a position, GraphQL)', async () => {
    const store = await storeAtRate(app, 0.2);
    const shown = { rest: 0.1, positioned: 0.1, graphql: 0.1 };
    expect(await storeRate(app, store)).toEqual(shown);
  });

  it('shows a rate below the ceiling as stored', async () => {
    const store = await storeAtRate(app, 0.08);
    expect(await storeRate(app, store)).toEqual({ rest: 0.08, positioned: 0.08, graphql: 0.08 });
  });

  it('prices the credit at the ceiling, and the diner earns exactly the figure shown', async () => {
    const store = await storeAtRate(app, 0.2);
    const diner = await insertUserFixture(app.db, { orderCount: 2 });
    const order = pickupOrder(store);
    const priced = (await calculate(app, order, diner)).json<Calculated>().data;
    // 10% of the $11.50 marketplace burger, not the stored 20% ($2.30).
    expect(priced.mOrder.reward).toBe(1.15);
    expect(
      (await send(app, diner, { ...order, orderId: priced.orderId }, { card: GOOD_CARD })).statusCode,
    ).toBe(200);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, priced.orderId));
    expect(row?.rewardEarnedCents).toBe(115);
  });

  it('prices a large order’s credit within the per-order cap, as it is paid', async () => {
    const store = await storeAtRate(app, 0.2);
    await app.db.update(items).set({ priceCents: 1_000_000 }).where(eq(items.id, store.items.burger));
    const diner = await insertUserFixture(app.db, { orderCount: 2 });
    const order = pickupOrder(store);
    const priced = (await calculate(app, order, diner)).json<Calculated>().data;
    expect(priced.mOrder.reward).toBe(10);
    expect(
      (await send(app, diner, { ...order, orderId: priced.orderId }, { card: GOOD_CARD })).statusCode,
    ).toBe(200);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, priced.orderId));
    expect(row?.rewardEarnedCents).toBe(1000);
  });
});

describe('the ceiling the platform configures', async () => {
  const app = await buildTestApp({
    RATE_LIMIT_EXEMPT_IPS: '127.0.0.1',
    REWARD_RATE_MAX_PERCENT: '6',
  });

  it('is what a store above it shows and prices', async () => {
    const store = await storeAtRate(app, 0.08);
    expect(await storeRate(app, store)).toEqual({ rest: 0.06, positioned: 0.06, graphql: 0.06 });
    const priced = (await calculate(app, pickupOrder(store))).json<Calculated>().data;
    // 6% of $11.50 is $0.69.
    expect(priced.mOrder.reward).toBe(0.69);
  });
});
