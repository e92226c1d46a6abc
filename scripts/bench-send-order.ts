/**
 * Orders per second for sendOrderV2 (card payments through the sandbox gateway), on embedded PGlite or, with
 * DATABASE_URL=postgres://..., on PostgreSQL (in a throw-away schema). Orders are priced first, untimed;
 * each belongs to its own diner so every send places a fresh order.
 *
 *   npx tsx --tsconfig apps/server/tsconfig.json scripts/bench-send-order.ts [orders=300] [concurrency=1,8]
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import {
  calculate,
  insertStoreFixture,
  insertUserFixture,
  pickupOrder,
  send,
  type UserFixture,
} from '../apps/server/src/modules/orders/orders-fixtures.js';

const orderCount = Number(process.argv[2] ?? 300);
const concurrencies = (process.argv[3] ?? '1,8').split(',').map(Number);
const databaseUrl = process.env.DATABASE_URL;
const schemaName = databaseUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;

const config = loadConfig(
  {},
  {
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    DATA_DIR: `/tmp/orderlane-bench-${process.pid}`,
    ...(databaseUrl && schemaName ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schemaName } : {}),
  },
);
const app = await buildApp({ config, inMemoryDatabase: true });
await app.ready();
const store = await insertStoreFixture(app.db);

async function priceOrders(count: number) {
  const priced: { diner: UserFixture; order: ReturnType<typeof pickupOrder> & { orderId: number } }[] = [];
  for (let index = 0; index < count; index += 1) {
    const diner = await insertUserFixture(app.db);
    const order = pickupOrder(store, { tip: index % 5 });
    const response = await calculate(app, order, diner);
    priced.push({
      diner,
      order: { ...order, orderId: response.json<{ data: { orderId: number } }>().data.orderId },
    });
  }
  return priced;
}

async function runWith(concurrency: number) {
  const batch = await priceOrders(orderCount);
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < batch.length) {
        const { diner, order } = batch[next++]!;
        const response = await send(app, diner, order);
        failures += response.statusCode === 200 ? 0 : 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    concurrency,
    orders: batch.length,
    failures,
    seconds: Number(seconds.toFixed(2)),
    ordersPerSecond: Math.round(batch.length / seconds),
  };
}

try {
  console.log(`sendOrderV2 on ${app.dbKind} (${orderCount} orders per run)`);
  for (const concurrency of concurrencies) {
    console.log(JSON.stringify(await runWith(concurrency)));
  }
} finally {
  if (schemaName) {
    await app.db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`));
  }
  await app.close();
}
