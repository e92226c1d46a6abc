/**
 * The scaling curve: the load of `npm run load` (checkouts, retries, cut connections) through nginx in front of
 * 1, 2 and 3 server processes on the machine's PostgreSQL, each run on a fresh schema, then reconciled to the
 * cent. Records placed orders/s, sendOrderV2 p95, each process's, nginx's, the generator's and PostgreSQL's
 * CPU, and how many orders had sends answered by more than one process. Run under the bench lock:
 *
 *   flock /tmp/orderlane-bench.lock npx tsx --tsconfig apps/server/tsconfig.json scripts/cluster/scaling.ts \
 *     [--processes=1,2,3] [--checkouts=1000] [--diners=100] [--seed=N]
 */
import { describeMachine, writeResult } from '../bench/lib/results.js';
import { isBuilt } from './cluster.js';
import { runClusterLoad } from './cluster-load.js';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string]),
);
const processCounts = (args.processes ?? '1,2,3').split(',').map(Number);
const checkouts = Number(args.checkouts ?? 1000);
const dinerCount = Number(args.diners ?? 100);
const seed = Number(args.seed ?? Date.now() % 1_000_000);

if (!isBuilt()) {
  console.error('scaling: no apps/server/dist/server.js: run `node scripts/build.mjs` first');
  process.exit(1);
}
const runs = [];
for (const processes of processCounts) {
  runs.push(await runClusterLoad({ processes, checkouts, diners: dinerCount, seed }));
}
const file = writeResult('cluster-scaling', {
  measuredAt: new Date().toISOString(),
  seed,
  machine: describeMachine(),
  checkouts,
  diners: dinerCount,
  runs,
});
console.log(`written to ${file}`);
process.exit(runs.some((run) => run.problems.length > 0) ? 1 : 0);
