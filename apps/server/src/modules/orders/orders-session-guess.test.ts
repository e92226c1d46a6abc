import { afterEach, describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { orders, rateLimitCounters, sandboxCharges, users } from '@/db/schema/index.js';
import { issueAccessToken } from '@/plugins/auth.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import {
  burgerLine,
  calculate,
  insertStoreFixture,
  insertUserFixture,
  pickupOrder,
  send,
  type UserFixture,
} from './orders-fixtures.js';

type Calculated = { data: { orderId: number; submittable: boolean; total: number; discount: number } };

/** A diner's repeated pricing and sending confirm the session in their own statements (session-guesses.ts). */
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

async function signOut(diner: UserFixture) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/logout',
    headers: diner.headers,
    payload: { userId: String(diner.userId), accessToken: diner.token },
  });
  expect(response.statusCode).toBe(200);
}

const pendingOrdersOf = async (userId: number) =>
  (await app.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)))[0]!.n;

describe('calculateOrder on a session this process read before', () => {
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

  it('refuses a session signed out since, counting and storing nothing', async () => {
    const diner = await insertUserFixture(app.db);
    expect((await calculate(app, pickupOrder(store), diner)).statusCode).toBe(200);
    await signOut(diner);

    const refused = await calculate(app, pickupOrder(store), diner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your session is no longer valid.');
    expect(await pendingOrdersOf(diner.userId)).toBe(1);
    expect(await calculationsCounted(diner.userId)).toBe(1);

    // Refused once, the token is no longer guessed: the next call is refused by the session read before pricing.
    const guessedFallback = vi.spyOn(app, 'authenticate');
    const readFirst = vi.spyOn(app, 'authenticateIfSent');
    expect((await calculate(app, pickupOrder(store), diner)).statusCode).toBe(403);
    expect(readFirst).toHaveBeenCalledTimes(1);
    expect(guessedFallback).not.toHaveBeenCalled();
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

describe('sendOrderV2 on a session this process read before', () => {
  async function priced(diner: UserFixture) {
    const response = await calculate(app, pickupOrder(store), diner);
    expect(response.statusCode).toBe(200);
    return { ...pickupOrder(store), orderId: response.json<Calculated>().data.orderId };
  }
  const chargesFor = (orderId: number) =>
    app.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, String(orderId)));
  const statusOf = async (orderId: number) =>
    (await app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;

  it('confirms the session with the order it reads first, and places the order', async () => {
    const diner = await insertUserFixture(app.db);
    const order = await priced(diner);
    let placed: Awaited<ReturnType<typeof send>> | undefined;
    expect(
      await sessionReadsOf(async () => {
        placed = await send(app, diner, order);
      }),
    ).toBe(0);
    expect(placed!.statusCode).toBe(200);
    expect(await statusOf(order.orderId)).toBe('PLACED');
    expect(await chargesFor(order.orderId)).toHaveLength(1);
  });

  it('refuses a session signed out since, charging nothing', async () => {
    const diner = await insertUserFixture(app.db);
    const order = await priced(diner);
    await signOut(diner);

    const refused = await send(app, diner, order);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your session is no longer valid.');
    expect(await statusOf(order.orderId)).toBe('PENDING');
    expect(await chargesFor(order.orderId)).toHaveLength(0);
  });

  it("refuses another diner's order on a live session", async () => {
    const diner = await insertUserFixture(app.db);
    const other = await insertUserFixture(app.db);
    const othersOrder = await priced(other);
    await priced(diner);

    const refused = await send(app, diner, othersOrder);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This order belongs to another account.');
    expect(await chargesFor(othersOrder.orderId)).toHaveLength(0);
  });

  it('answers an unknown order after reading the session: 404 on a live one, 403 on an ended one', async () => {
    const diner = await insertUserFixture(app.db);
    await priced(diner);
    const unknown = { ...pickupOrder(store), orderId: 999_999 };
    expect((await send(app, diner, unknown)).statusCode).toBe(404);
    await signOut(diner);
    expect((await send(app, diner, unknown)).statusCode).toBe(403);
  });
});
