import { afterEach, describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { orders, rateLimitCounters, users } from '@/db/schema/index.js';
import { issueAccessToken } from '@/plugins/auth.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import {
  burgerLine,
  calculate,
  insertStoreFixture,
  insertUserFixture,
  pickupOrder,
  type UserFixture,
} from './orders-fixtures.js';

type Calculated = { data: { orderId: number; submittable: boolean; total: number; discount: number } };

/** A diner's repeated pricing confirms the session inside the statement that stores it (session-guesses.ts). */
describe('calculateOrder on a session this process read before', async () => {
  const app = await buildTestApp();
  const store = await insertStoreFixture(app.db);
  // Pricing's store copy is warm before anything is counted.
  await calculate(app, pickupOrder(store));

  afterEach(() => vi.restoreAllMocks());

  /** How often the call read the session itself (auth.ts), rather than confirming it in its statement. */
  async function sessionReadsOf(run: () => Promise<unknown>) {
    const reads = [vi.spyOn(app, 'authenticate'), vi.spyOn(app, 'authenticateIfSent')];
    await run();
    const made = reads.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
    reads.forEach((spy) => spy.mockRestore());
    return made;
  }

  const pendingOrdersOf = async (userId: number) =>
    (await app.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)))[0]!.n;
  const calculationsCounted = async (userId: number) =>
    (
      await app.db
        .select({ count: rateLimitCounters.count })
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, `calculate:user:${userId}`))
    )[0]?.count ?? 0;

  it('reads the session once, then confirms it in the statement that stores each calculation', async () => {
    const diner = await insertUserFixture(app.db, { orderCount: 2, rewardBalanceCents: 300 });
    let first: Calculated | undefined;
    let second: Calculated | undefined;
    expect(
      await sessionReadsOf(async () => {
        first = (await calculate(app, pickupOrder(store), diner)).json<Calculated>();
      }),
    ).toBe(1);
    expect(
      await sessionReadsOf(async () => {
        second = (await calculate(app, pickupOrder(store), diner)).json<Calculated>();
      }),
    ).toBe(0);
    expect(second!.data).toMatchObject({ submittable: true, discount: 3, total: first!.data.total });
    expect(second!.data.orderId).not.toBe(first!.data.orderId);
    expect(await pendingOrdersOf(diner.userId)).toBe(2);
    expect(await calculationsCounted(diner.userId)).toBe(2);
  });

  it("reads the session again when the diner's standing changed, and prices with the new one", async () => {
    const diner = await insertUserFixture(app.db, { orderCount: 2, rewardBalanceCents: 420 });
    expect((await calculate(app, pickupOrder(store), diner)).json<Calculated>().data.discount).toBe(4.2);
    await app.db.update(users).set({ rewardBalanceCents: 150 }).where(eq(users.id, diner.userId));

    let after: Calculated | undefined;
    expect(
      await sessionReadsOf(async () => {
        after = (await calculate(app, pickupOrder(store), diner)).json<Calculated>();
      }),
    ).toBe(1);
    expect(after!.data.discount).toBe(1.5);
    expect(await pendingOrdersOf(diner.userId)).toBe(2);
    expect(await calculationsCounted(diner.userId)).toBe(2);
  });

  async function signOut(diner: UserFixture) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: diner.headers,
      payload: { userId: String(diner.userId), accessToken: diner.token },
    });
    expect(response.statusCode).toBe(200);
  }

  it('refuses a session signed out since, counting and storing nothing', async () => {
    const diner = await insertUserFixture(app.db);
    expect((await calculate(app, pickupOrder(store), diner)).statusCode).toBe(200);
    await signOut(diner);

    const refused = await calculate(app, pickupOrder(store), diner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your session is no longer valid.');
    expect(await pendingOrdersOf(diner.userId)).toBe(1);
    expect(await calculationsCounted(diner.userId)).toBe(1);
  });

  it('refuses a session signed out since even where the cart could not be ordered', async () => {
    const diner = await insertUserFixture(app.db);
    expect((await calculate(app, pickupOrder(store), diner)).statusCode).toBe(200);
    await signOut(diner);

    const soldOut = pickupOrder(store, { orderItems: [burgerLine(store, { itemId: store.items.soldOut })] });
    expect((await calculate(app, soldOut, diner)).statusCode).toBe(403);
  });

  it("refuses another diner's userId sent beside the token", async () => {
    const diner = await insertUserFixture(app.db);
    const other = await insertUserFixture(app.db);
    expect((await calculate(app, pickupOrder(store), diner)).statusCode).toBe(200);
    const mismatched = await calculate(app, pickupOrder(store), diner, { userId: String(other.userId) });
    expect(mismatched.statusCode).toBe(403);
    expect(await pendingOrdersOf(other.userId)).toBe(0);
  });

  it("counts a guessed calculation against the diner's limit", async () => {
    const diner = await insertUserFixture(app.db);
    expect((await calculate(app, pickupOrder(store), diner)).statusCode).toBe(200);
    await app.db
      .update(rateLimitCounters)
      .set({ count: 300 })
      .where(eq(rateLimitCounters.key, `calculate:user:${diner.userId}`));

    const refused = await calculate(app, pickupOrder(store), diner);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many orders were priced/);
    expect(await pendingOrdersOf(diner.userId)).toBe(1);
  });

  it('reads the session anew for a second token of the same diner', async () => {
    const diner = await insertUserFixture(app.db);
    expect((await calculate(app, pickupOrder(store), diner)).statusCode).toBe(200);
    const otherDevice = await issueAccessToken(app.db, diner.userId);
    const headers = { authorization: `Bearer ${otherDevice}` };
    await signOut(diner);

    expect((await calculate(app, pickupOrder(store), { ...diner, headers })).statusCode).toBe(200);
    expect((await calculate(app, pickupOrder(store), diner)).statusCode).toBe(403);
  });
});
