/**
 * The scaling curve: the load of `npm run load` (checkouts, retries, cut connections) through nginx in front of
 * 1, 2 and 3 server processes on the machine's PostgreSQL, each run on a fresh schema, then reconciled to the
 * cent. Records placed orders/s, sendOrderV2 p95, each process's, nginx's, the generator's and PostgreSQL's
 * CPU, and how many orders had sends answered by more than one process. Run under the bench lock:
 *
 *   flock /tmp/orderlane-bench.lock npm run scale -- [--processes=1,2,3] [--checkouts=1000] [--diners=100] [--seed=N]
 *
 * nginx is checked first as `npm run cluster` does (ensure-nginx.sh). However the run ends, its servers and
 * nginx are stopped and its schemas dropped. `--from-source` runs the servers under tsx (no build; its test).
 */
import { describeMachine, writeResult } from '../bench/lib/results.js';
import { isBuilt } from './cluster.js';
import { runClusterLoad } from './cluster-load.js';
import { runNginxHarness } from './harness.js';

const known = new Set(['processes', 'checkouts', 'diners', 'seed', 'from-source']);
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=') as [string, string | undefined];
    return [key, value ?? 'true'];
  }),
);
const unknown = Object.keys(args).filter((key) => !known.has(key));
const processCounts = (args.processes ?? '1,2,3').split(',').map(Number);
const checkouts = Number(args.checkouts ?? 1000);
const dinerCount = Number(args.diners ?? 100);
const seed = Number(args.seed ?? Date.now() % 1_000_000);
const runFrom = args['from-source'] === 'true' ? 'source' : 'dist';

if (unknown.length > 0) {
  console.error(`scaling: unknown option --${unknown[0]} (known: --${[...known].join(' --')})`);
  process.exit(2);
}
if (processCounts.some((count) => !Number.isInteger(count) || count < 1 || count > 32)) {
  console.error('scaling: --processes takes whole numbers from 1 to 32, comma-separated (--processes=1,2)');
  process.exit(2);
}

await runNginxHarness('scaling', async () => {
  if (runFrom === 'dist' && !isBuilt()) {
    throw new Error('no apps/server/dist/server.js: run `node scripts/build.mjs` first (npm run scale does)');
  }
  const runs = [];
  for (const processes of processCounts) {
    runs.push(await runClusterLoad({ processes, checkouts, diners: dinerCount, seed, runFrom }));
  }
  const file = writeResult('cluster-scaling', {
    measuredAt: new Date().toISOString(),
    seed,
    machine: describeMachine(),
    checkouts,
    diners: dinerCount,
    ...(runFrom === 'source' ? { runFrom } : {}),
    runs,
  });
  console.log(`written to ${file}`);
  return runs.some((run) => run.problems.length > 0) ? 1 : 0;
});
