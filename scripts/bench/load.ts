/**
 * npm run load: 1,000 checkouts by 100 diners at once against the real server (loopback, fresh demo data):
 * 30% of acknowledged sends sent again, 10% of sends cut off right after the request left (the diner then
 * retries), 5% of carts holding a sold-out item. Then the server is stopped and its database reconciled:
 * placed orders = captured sandbox charges to the cent, no order charged twice, no sold-out item placed,
 * nothing half-written, every diner told the truth. Exits 1 on any mismatch.
 *
 *   npx tsx --tsconfig apps/server/tsconfig.json scripts/bench/load.ts [--db=pglite,postgres] [--checkouts=1000] [--diners=100]
 */
import { callApi } from './lib/api-client.js';
import { driveCheckouts, type DriverFigures } from './lib/checkout-driver.js';
import { ALWAYS_OPEN_STORE_ID, readMenu } from './lib/demo-cart.js';
import { signUpDiners } from './lib/diners.js';
import { openRunDatabase, reconcile } from './lib/reconcile.js';
import { printFigures } from './lib/report.js';
import { describeMachine, writeResult } from './lib/results.js';
import { dropDataLocation, newDataLocation, startServer, type DatabaseKind } from './lib/server-process.js';
import { seededRandom } from './lib/seeded-random.js';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string]),
);
const databases = (args.db ?? 'pglite,postgres').split(',') as DatabaseKind[];
const checkouts = Number(args.checkouts ?? 1000);
const dinerCount = Number(args.diners ?? 100);
const seed = Number(args.seed ?? Date.now() % 1_000_000);

async function loadDatabase(db: DatabaseKind) {
  const location = newDataLocation(db, 'load');
  const server = await startServer({ location });
  let figures: DriverFigures;
  try {
    const menu = await callApi<Parameters<typeof readMenu>[0]>(server.url, '/getStoreMenu', {
      query: { restaurantInfoId: ALWAYS_OPEN_STORE_ID },
    });
    const diners = await signUpDiners(server.url, dinerCount);
    figures = await driveCheckouts({
      baseUrl: () => server.url,
      diners,
      checkouts,
      menu: readMenu(menu.body),
      unavailableShare: 0.05,
      retryShare: 0.3,
      cutShare: 0.1,
      random: seededRandom(seed),
    });
  } finally {
    await server.stop();
  }
  const database = await openRunDatabase(location);
  const result = await reconcile(database, figures);
  await database.close();
  // Every send was retried until answered, so every placed order was acknowledged.
  if (result.ledger.placedOrders !== figures.acknowledged.size) {
    result.problems.push(
      `${result.ledger.placedOrders} orders placed but ${figures.acknowledged.size} acknowledged`,
    );
  }
  await dropDataLocation(location);
  const problems = printFigures(db, dinerCount, figures, result);
  const file = writeResult(`load-${db}`, {
    measuredAt: new Date().toISOString(),
    database: db,
    seed,
    machine: describeMachine(),
    diners: dinerCount,
    figures: { ...figures, acknowledged: figures.acknowledged.size, quoted: figures.quoted.size },
    ledger: result.ledger,
    problems,
  });
  console.log(`  written to ${file}`);
  return problems.length;
}

let failures = 0;
for (const db of databases) {
  failures += await loadDatabase(db);
}
process.exit(failures > 0 ? 1 : 0);
