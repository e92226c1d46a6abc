import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderJsonSchema } from '@orderlane/domain';
import { customers, orders } from '@/db/schema/index.js';
import { createAttemptLimits, createDatabaseCounterStore } from '@/plugins/attempt-limits.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import {
  DECLINED_CARD,
  calculate,
  insertStoreFixture,
  insertUserFixture,
  pickupOrder,
  send,
  ordersServiceFor,
} from './orders-fixtures.js';
import { orderAttemptRules } from './orders-attempt-rules.js';
import type { OrdersServiceDeps } from './orders-service.js';
import { scheduleOrderSweeps } from './order-sweeps.js';

const DAY_MS = 24 * 60 * 60_000;
const guest = {
  firstName: 'Gail',
  lastName: 'Guest',
  phoneNumber: '3125550199',
  email: 'gail.guest@example.com',
  address: '1 Secret St',
  city: 'Chicago',
  state: 'IL',
  zip: '60601',
};

describe('calculations never sent (issue 13 finding 5)', async () => {
  const app = await buildTestApp();
  const store = await insertStoreFixture(app.db);
  afterEach(() => vi.useRealTimers());

  function serviceWith(overrides: Partial<OrdersServiceDeps> = {}) {
    return ordersServiceFor(app, overrides);
  }
  const order = orderJsonSchema.parse(pickupOrder(store, { customer: guest }));
  const countStoredOrders = async () =>
    (await app.db.select({ id: orders.id }).from(orders).where(eq(orders.storeId, store.storeId))).length;

  it('sweeps on a timer that starts with the app and stops when it closes', async () => {
    vi.useFakeTimers();
    const server = Fastify();
    const sweep = vi.fn(async () => undefined);
    await scheduleOrderSweeps(server, sweep, 1_000);
    expect(sweep).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(sweep).toHaveBeenCalledTimes(4);
    await server.close();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sweep).toHaveBeenCalledTimes(4);
  });

  it("deletes a day-old guest calculation with the guest's details, and clears them from an abandoned card order", async () => {
    const priced = await calculate(app, { ...pickupOrder(store), customer: guest });
    const unsentId = priced.json().data.orderId as number;
    const diner = await insertUserFixture(app.db);
    const tried = await calculate(app, { ...pickupOrder(store), customer: guest }, diner);
    const triedId = tried.json().data.orderId as number;
    const declined = await send(
      app,
      diner,
      { ...pickupOrder(store), customer: guest, orderId: triedId },
      { card: DECLINED_CARD },
    );
    expect(declined.statusCode).toBe(402);
    const fresh = await calculate(app, { ...pickupOrder(store), customer: guest });
    const freshId = fresh.json().data.orderId as number;
    const dayAgo = new Date(Date.now() - DAY_MS - 60_000);
    for (const id of [unsentId, triedId]) {
      await app.db.update(orders).set({ createdAt: dayAgo }).where(eq(orders.id, id));
    }

    await serviceWith().sweep();

    expect(await app.db.select().from(orders).where(eq(orders.id, unsentId))).toEqual([]);
    const [abandoned] = await app.db.select().from(orders).where(eq(orders.id, triedId));
    expect(abandoned?.status).toBe('PAYMENT_FAILED');
    const [snapshot] = await app.db.select().from(customers).where(eq(customers.id, abandoned!.customerId!));
    expect(snapshot).toMatchObject({
      firstName: null,
      lastName: null,
      phoneNumber: null,
      email: null,
      address: null,
    });
    const [kept] = await app.db.select().from(orders).where(eq(orders.id, freshId));
    expect(kept?.status).toBe('PENDING');
  });

  it('limits recorded calculations per client address and per diner, and says when to try again', async () => {
    const sut = serviceWith({
      attemptRules: {
        ...orderAttemptRules,
        calculationsPerIp: { max: 3, windowMs: 60 * 60_000 },
        calculationsPerDiner: { max: 2, windowMs: 60 * 60_000 },
      },
    });
    const asGuest = (clientIp: string) => sut.calculateOrder({ order, userId: null, locale: 'en', clientIp });
    for (let n = 0; n < 3; n += 1) {
      expect((await asGuest('10.8.0.1')).orderId).toEqual(expect.any(Number));
    }
    const storedBefore = await countStoredOrders();
    await expect(asGuest('10.8.0.1')).rejects.toMatchObject({
      type: 'rate_limited',
      message: 'Too many orders were priced in a short time. Please try again in 60 minutes.',
    });
    // Counted and refused in the statement that would have stored it: nothing stored.
    expect(await countStoredOrders()).toEqual(storedBefore);
    expect((await asGuest('10.8.0.2')).orderId).toEqual(expect.any(Number));

    const diner = await insertUserFixture(app.db);
    const asDiner = (clientIp: string) =>
      sut.calculateOrder({ order, userId: diner.userId, locale: 'en', clientIp });
    await asDiner('10.8.1.1');
    await asDiner('10.8.1.2');
    await expect(asDiner('10.8.1.3')).rejects.toMatchObject({ type: 'rate_limited' });
  });

  it('stores exactly the allowed calculations of a diner pricing many carts at once', async () => {
    const sut = serviceWith({
      attemptRules: { ...orderAttemptRules, calculationsPerDiner: { max: 4, windowMs: 60 * 60_000 } },
    });
    const diner = await insertUserFixture(app.db);
    const storedBefore = await countStoredOrders();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, n) =>
        sut.calculateOrder({ order, userId: diner.userId, locale: 'en', clientIp: `10.8.2.${n}` }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(4);
    for (const outcome of outcomes.filter((outcome) => outcome.status === 'rejected')) {
      expect(outcome.reason).toMatchObject({ type: 'rate_limited' });
    }
    expect(await countStoredOrders()).toEqual(storedBefore + 4);
  });

  it('counts first and stores after where the counters are not in the database (Redis)', async () => {
    // The database store without its flag stands for Redis: counted in a round trip of its own.
    const elsewhere = { ...createDatabaseCounterStore(app.db), inAppDatabase: undefined };
    const sut = serviceWith({
      attemptLimits: createAttemptLimits(elsewhere),
      attemptRules: { ...orderAttemptRules, calculationsPerIp: { max: 2, windowMs: 60 * 60_000 } },
    });
    const asGuest = () => sut.calculateOrder({ order, userId: null, locale: 'en', clientIp: '10.8.3.1' });
    expect((await asGuest()).orderId).toEqual(expect.any(Number));
    expect((await asGuest()).orderId).toEqual(expect.any(Number));
    const storedBefore = await countStoredOrders();
    await expect(asGuest()).rejects.toMatchObject({ type: 'rate_limited' });
    expect(await countStoredOrders()).toEqual(storedBefore);
  });

  it('keeps the limit generous enough for a checkout that recalculates on every change', () => {
    expect(orderAttemptRules.calculationsPerDiner.max).toBeGreaterThanOrEqual(100);
    expect(orderAttemptRules.calculationsPerIp.max).toBeGreaterThanOrEqual(
      orderAttemptRules.calculationsPerDiner.max,
    );
  });
});
