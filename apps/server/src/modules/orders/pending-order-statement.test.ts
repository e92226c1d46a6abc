import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderJsonSchema } from '@orderlane/domain';
import type { Executor } from '@/db/client.js';
import { customers, orderItemOptions, orderItems, orders } from '@/db/schema/index.js';
import { createDeliveryService } from '@/modules/delivery/delivery-service.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { priceOrder } from './calculate-order.js';
import { burgerLine, insertStoreFixture, insertUserFixture, pickupOrder } from './orders-fixtures.js';
import { toPendingOrderRows } from './orders-mappers.js';
import { insertPendingOrder } from './orders-repository.js';
import { planCountsInStatement } from '@/plugins/attempt-counts-in-statement.js';
import { insertCountedPendingOrder, insertPendingOrderInOneStatement } from './pending-order-statement.js';

const customer = {
  firstName: 'Gail',
  lastName: 'Guest',
  phoneNumber: '3125550199',
  email: 'gail.guest@example.com',
  address: '1 Secret St',
  city: 'Chicago',
  state: 'IL',
  zip: '60601',
};

describe('a calculated order stored in one statement', async () => {
  const app = await buildTestApp();
  const store = await insertStoreFixture(app.db);
  const diner = await insertUserFixture(app.db);
  const deps = {
    db: app.db,
    delivery: createDeliveryService({ db: app.db, geocoder: app.geocoder, quotes: app.deliveryQuotes }),
    clock: () => new Date(),
  };

  /** Everything stored of an order but its ids and times, lines and options in their order. */
  async function storedRows(orderId: number) {
    const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    const [buyer] = order!.customerId
      ? await app.db.select().from(customers).where(eq(customers.id, order!.customerId))
      : [null];
    const lines = await app.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.id);
    const options = lines.length
      ? await app.db
          .select()
          .from(orderItemOptions)
          .where(
            inArray(
              orderItemOptions.orderItemId,
              lines.map((line) => line.id),
            ),
          )
          .orderBy(orderItemOptions.id)
      : [];
    const lineIndex = new Map(lines.map((line, index) => [line.id, index]));
    const withoutIds = <T extends { id: number; createdAt?: unknown }>({
      id: _id,
      createdAt: _at,
      ...rest
    }: T) => rest;
    return {
      order: { ...withoutIds(order!), customerId: order!.customerId === null ? null : 'set' },
      customer: buyer ? withoutIds(buyer) : null,
      lines: lines.map((line) => ({ ...withoutIds(line), orderId: 'same' })),
      options: options.map((option) => ({
        ...withoutIds(option),
        orderItemId: lineIndex.get(option.orderItemId),
      })),
    };
  }

  it.each([
    ['a signed-in diner, lines with options', diner.userId, {}],
    ['a guest with a customer snapshot, three lines', null, { customer }],
  ])('stores the very rows of the transaction it replaces: %s', async (_name, userId, extra) => {
    const order = orderJsonSchema.parse(
      pickupOrder(store, {
        ...extra,
        orderItems: [
          burgerLine(store, { quantity: 2 }),
          burgerLine(store, {
            orderItemsOptions: [
              { groupId: store.size.groupId, id: store.size.large, quantity: 1 },
              { groupId: store.extras.groupId, id: store.extras.cheese, quantity: 1 },
              { groupId: store.extras.groupId, id: store.extras.bacon, quantity: 1 },
            ],
          }),
          { itemId: store.items.fries, quantity: 1, restaurantInfoId: store.storeId },
        ],
      }),
    );
    const priced = await priceOrder(deps, { order, userId, locale: 'en' });
    expect(priced.orderability.orderable).toBe(true);
    const rows = toPendingOrderRows(priced);
    const before = await app.db.transaction((tx) => insertPendingOrder(tx, rows));
    const after = await insertPendingOrderInOneStatement(app.db, rows);
    expect(after).toBeGreaterThan(before);
    const stored = await storedRows(after);
    expect(stored.lines).toHaveLength(3);
    expect(stored.options.length).toBeGreaterThanOrEqual(4);
    expect(stored).toEqual(await storedRows(before));
    // Again: on PostgreSQL the statement prepared by the first call is the one run now.
    const again = await insertPendingOrderInOneStatement(app.db, rows);
    expect(await storedRows(again)).toEqual(stored);
  });

  it('stores an order whose lines have no options, and one of a single line', async () => {
    for (const lines of [
      [
        { itemId: store.items.fries, quantity: 3, restaurantInfoId: store.storeId },
        { itemId: store.items.fries, quantity: 1, restaurantInfoId: store.storeId },
      ],
      [{ itemId: store.items.fries, quantity: 1, restaurantInfoId: store.storeId }],
    ]) {
      const order = orderJsonSchema.parse(pickupOrder(store, { orderItems: lines }));
      const priced = await priceOrder(deps, { order, userId: diner.userId, locale: 'en' });
      const rows = toPendingOrderRows(priced);
      const before = await app.db.transaction((tx) => insertPendingOrder(tx, rows));
      const stored = await storedRows(await insertPendingOrderInOneStatement(app.db, rows));
      expect(stored.lines).toHaveLength(lines.length);
      expect(stored.options).toEqual([]);
      expect(stored).toEqual(await storedRows(before));
    }
  });

  /** A burger and fries, priced and turned into rows: the shape both tests below store again and again. */
  async function twoLineRows() {
    const order = orderJsonSchema.parse(
      pickupOrder(store, {
        orderItems: [
          burgerLine(store, { quantity: 2 }),
          { itemId: store.items.fries, quantity: 1, restaurantInfoId: store.storeId },
        ],
      }),
    );
    return toPendingOrderRows(await priceOrder(deps, { order, userId: diner.userId, locale: 'en' }));
  }

  /**
   * Runs `calls` in one session (PGlite's one, or on PostgreSQL the connection a transaction holds: prepared
   * statements belong to a session), then reads how often the session's statements whose text holds `marker`
   * were run with a generic plan.
   */
  async function inOneSession<T>(marker: string, calls: (db: Executor) => Promise<T>) {
    type PlanCounts = { generic_plans: number | string };
    const run = async (db: Executor) => {
      const result = await calls(db);
      // node-postgres answers { rows }, PGlite's driver the rows themselves.
      const plans = (await db.execute(
        sql`select generic_plans from pg_prepared_statements where statement like ${`%${marker}%`}`,
      )) as unknown as { rows: PlanCounts[] } | PlanCounts[];
      const rows = Array.isArray(plans) ? plans : plans.rows;
      return { result, genericPlans: Math.max(0, ...rows.map((plan) => Number(plan.generic_plans))) };
    };
    return app.dbKind === 'pglite' ? run(app.db) : app.db.transaction(run);
  }

  it('is planned once per connection, not once per calculation', async () => {
    const rows = await twoLineRows();
    // PostgreSQL plans a prepared statement for its values five times, then keeps one plan for any values when
    // that plan looks no dearer.
    const { genericPlans } = await inOneSession('new_order as (insert into', async (db) => {
      for (let run = 1; run <= 8; run += 1) {
        await insertPendingOrderInOneStatement(db, rows);
      }
    });
    // The session may keep other shapes' statements, run fewer times by other tests: this shape's ran 8 times.
    expect(genericPlans).toBeGreaterThanOrEqual(3);
  });

  it('stores the same rows when it counts attempts first, and nothing once a count is past its limit', async () => {
    const rows = await twoLineRows();
    const key = `test:counted-order:${diner.userId}`;
    const rule = { max: 2, windowMs: 60_000 };
    const { result: outcomes, genericPlans } = await inOneSession('counted_allowed', async (db) => {
      const made = [];
      for (let call = 1; call <= 8; call += 1) {
        const counts = planCountsInStatement(
          [
            [null, rule],
            [key, rule],
          ],
          new Date(),
        );
        made.push(await insertCountedPendingOrder(db, rows, counts));
      }
      return made;
    });

    const [first, second, third] = outcomes;
    expect(first!.verdicts).toEqual([
      { allowed: true, retryAfterSeconds: 0, attempts: 0 },
      { allowed: true, retryAfterSeconds: 0, attempts: 1 },
    ]);
    expect(second!.verdicts[1]).toMatchObject({ allowed: true, attempts: 2 });
    expect(await storedRows(first!.orderId!)).toEqual(
      await storedRows(await insertPendingOrderInOneStatement(app.db, rows)),
    );
    expect(third).toEqual({
      orderId: null,
      verdicts: [
        { allowed: true, retryAfterSeconds: 0, attempts: 0 },
        { allowed: false, retryAfterSeconds: 60, attempts: 3 },
      ],
    });
    const storedIds = outcomes.flatMap((outcome) => (outcome.orderId === null ? [] : [outcome.orderId]));
    expect(storedIds).toHaveLength(2);
    expect(
      await app.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, storedIds)),
    ).toHaveLength(2);
    // Planned once for any values, as the statement without counts is.
    expect(genericPlans).toBeGreaterThanOrEqual(3);
  });
});
