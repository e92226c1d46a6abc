import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '@/app.js';
import { loadConfig } from '@/config.js';
import { orders, sandboxCharges } from '@/db/schema/index.js';
import {
  DECLINED_CARD,
  GOOD_CARD,
  burgerLine,
  calculate,
  insertStoreFixture,
  insertUserFixture,
  pickupOrder,
  send,
  type UserFixture,
} from './orders-fixtures.js';

const CARD_NUMBERS = [
  '4111111111111111',
  '5555555555554444',
  '378282246310005',
  '6011111111111117',
  '4000000000000002',
];
// PGlite and node-postgres both answer raw SQL with `{ rows }`.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** buildTestApp, but with a trace-level logger whose lines are kept, so the test can read them. */
async function buildLoggedApp(lines: string[]) {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const schemaName = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const config = loadConfig(
    {},
    {
      SEED_DEMO: 'false',
      PASSWORD_HASH_COST: '10',
      // A mixed run from one address: its 25 declines are not a card-testing attack.
      RATE_LIMIT_EXEMPT_IPS: '127.0.0.1',
      DATA_DIR: `/tmp/orderlane-test-${process.pid}`,
      ...(databaseUrl && schemaName ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schemaName } : {}),
    },
  );
  const app = await buildApp({
    config,
    inMemoryDatabase: true,
    logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
  });
  await app.ready();
  afterAll(async () => {
    if (schemaName) {
      await app.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`));
    }
    await app.close();
  });
  return app;
}

describe('sandbox ledger after a mixed run of 200 orders', async () => {
  const logLines: string[] = [];
  const app = await buildLoggedApp(logLines);
  const store = await insertStoreFixture(app.db);
  // 25 diners, so the declined orders (every 8th) fall on different diners, under the per-diner decline limit.
  const diners = await Promise.all(Array.from({ length: 25 }, () => insertUserFixture(app.db)));
  const savedCards = new Map<number, number>();
  const delivery = { address: '100 E Randolph St', city: 'Chicago', state: 'IL', zip: '60601' };
  const card = (cardnumber: string, cvv = '123') => ({ ...GOOD_CARD, cardnumber: spaced(cardnumber), cvv });

  async function runOrder(index: number, diner: UserFixture) {
    const kind = index % 8;
    const order =
      kind === 2
        ? pickupOrder(store, {
            orderType: 'DELIVERY',
            customer: delivery,
            orderItems: [burgerLine(store, { quantity: 2 })],
          })
        : kind === 4
          ? pickupOrder(store, {
              orderType: 'DINE_IN',
              orderPaymentMethod: 'IN_STORE',
              tableName: `T${index}`,
              tableToken: app.tableTokens.sign(store.storeId, `T${index}`),
            })
          : kind === 5
            ? pickupOrder(store, {
                orderType: 'WALK_IN',
                orderPaymentMethod: 'IN_STORE',
                counterToken: app.tableTokens.signCounter(store.storeId),
              })
            : pickupOrder(store, { tip: index % 3 });
    const priced = await calculate(app, order, diner);
    const sent = { ...order, orderId: priced.json().data.orderId as number };
    const savedId = savedCards.get(diner.userId);
    const payment =
      kind === 0
        ? {}
        : kind === 1
          ? { card: card('5555555555554444') }
          : kind === 2
            ? { card: card('378282246310005', '1234') }
            : kind === 3
              ? { card: DECLINED_CARD }
              : kind === 4 || kind === 5
                ? { paymentstatus: 'CASH' as const, card: null }
                : kind === 6
                  ? { card: card('6011111111111117') }
                  : savedId
                    ? { card: { userPaymentProfileId: savedId } }
                    : { saveCard: true };
    const answer = await send(app, diner, sent, payment);
    if (kind === 6) {
      expect((await send(app, diner, sent, payment)).json().data).toEqual(answer.json().data);
    }
    if (kind === 7 && !savedId) {
      const profiles = await app.inject({
        method: 'POST',
        url: '/api/getUserPaymentProfiles',
        headers: diner.headers,
      });
      savedCards.set(diner.userId, profiles.json()[0].userPaymentProfileId);
    }
    expect(answer.statusCode).toBe(kind === 3 ? 402 : 200);
  }

  // 200 orders through the API: minutes on a busy machine, so a generous limit of its own.
  it('charges exactly the placed card orders, once each, for the amount placed', async () => {
    for (let index = 0; index < 200; index += 1) {
      await runOrder(index, diners[index % diners.length]!);
    }
    const placed = await app.db
      .select({
        id: orders.id,
        chargedCents: orders.chargedCents,
        transactionId: orders.paymentTransactionId,
        paymentStatus: orders.paymentStatus,
      })
      .from(orders)
      .where(eq(orders.status, 'PLACED'));
    expect(placed).toHaveLength(175);
    const ledger = await app.db.select().from(sandboxCharges);
    expect(ledger.every((charge) => charge.status === 'CAPTURED')).toBe(true);
    const byKey = new Map(ledger.map((charge) => [charge.idempotencyKey, charge]));
    const cardOrders = placed.filter((order) => order.paymentStatus === 'CREDIT');
    expect(cardOrders).toHaveLength(125);
    expect(ledger).toHaveLength(cardOrders.length);
    for (const order of cardOrders) {
      expect(byKey.get(String(order.id))).toMatchObject({
        transactionId: order.transactionId,
        amountCents: order.chargedCents,
      });
    }
  }, 240_000);

  it('keeps no card number in any text column of the database, nor in the logs', async () => {
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await app.db.execute(sql`
        SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND data_type IN ('text', 'jsonb', 'character varying')`),
    );
    expect(columns.length).toBeGreaterThan(20);
    const patterns = CARD_NUMBERS.flatMap((digits) => [digits, spaced(digits)]);
    for (const { table_name: table, column_name: column } of columns) {
      const hits = await app.db.execute(
        sql`SELECT 1 FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)}::text LIKE ANY(${sql.raw(`ARRAY[${patterns.map((p) => `'%${p}%'`).join(',')}]`)}) LIMIT 1`,
      );
      expect(rowsOf(hits), `${table}.${column}`).toHaveLength(0);
    }
    const logs = logLines.join('');
    expect(logs.length).toBeGreaterThan(1000);
    for (const pattern of patterns) {
      expect(logs).not.toContain(pattern);
    }
  });
});
