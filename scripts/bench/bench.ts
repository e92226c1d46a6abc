/**
 * npm run bench: the read and checkout calls of the real server (a child process on loopback, fresh demo data),
 * under autocannon with 50 connections, beside a bare Fastify route serving getStoreMenu's bytes from memory,
 * then a checkout rush (orders placed while others read the menu). Embedded PGlite first, then PostgreSQL (a
 * throw-away schema). Prints one table per database with the server's memory, compares it with the previous
 * committed result of that database and writes bench/results/<date>-<db>.json.
 *
 *   npx tsx --tsconfig apps/server/tsconfig.json scripts/bench/bench.ts [--db=pglite,postgres] [--duration=10]
 *     [--orders=1000] [--profile=sendOrderV2,calculateOrder|missed] [--calls=getStoreMenu,checkoutRush] [--tag=before]
 *     [--repeat=3 | --leak-check] [--settle=10] [--compare=bench/results/<file>.json]
 *     [--node-flags="--max-old-space-size=128"]
 *
 * Each call is judged against issue 18's targets (lib/call-targets.ts); `--profile=missed` profiles every call that
 * missed one, beside any named.
 * `--calls` measures only those calls (the ceiling always); `--tag` names the result file
 * (bench/results/<date>-<db>-<tag>.json) so partial runs beside a full one do not overwrite it. `--repeat=N`
 * (`--leak-check` is 3) runs the call set N times against the same server process and judges its settled memory.
 */
import { rm } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  describeMemory,
  formatComparison,
  formatCpuShares,
  formatLeakCheck,
  formatRound,
  peakRssMb,
  printProfiles,
  type RoundResult,
  type SettledRound,
} from './lib/bench-report.js';
import { SCENARIOS, waitForQuietOutbox, type Scenario } from './lib/bench-scenarios.js';
import { CEILING_PATH, startCeiling } from './lib/ceiling.js';
import {
  RUSH_MENU_ROW,
  RUSH_NAME,
  RUSH_ORDERS_ROW,
  describeRushTargets,
  runCheckoutRush,
} from './lib/checkout-rush.js';
import { formatTargets, judgeTargets, scenariosToProfile } from './lib/call-targets.js';
import { summarizeProfile, type ProfileSummary } from './lib/cpu-profile.js';
import { judgeLeak } from './lib/leak-verdict.js';
import { runLoad, type LoadFigures } from './lib/load-runner.js';
import {
  compareFigures,
  pickPreviousResult,
  readCommittedResults,
  readResultFile,
} from './lib/previous-result.js';
import { readHeapUsedMb, readServerMemory, readTreeRssMb, watchRss } from './lib/process-memory.js';
import { watchCpu, type CpuShares } from './lib/cpu-shares.js';
import { RESULTS_DIR, describeMachine, writeResult } from './lib/results.js';
import {
  REPO_ROOT,
  dropDataLocation,
  newDataLocation,
  postgresTransport,
  startServer,
  type DataLocation,
  type DatabaseKind,
  type ServerHandle,
} from './lib/server-process.js';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [name, ...value] = arg.replace(/^--/, '').split('=');
    return [name!, value.length ? value.join('=') : undefined] as const;
  }),
);
const databases = (args.db ?? 'pglite,postgres').split(',') as DatabaseKind[];
const durationS = Number(args.duration ?? 10);
const connections = 50;
const profileArgs = (args.profile ?? '').split(',').filter(Boolean);
const profileMissed = profileArgs.includes('missed');
const profiled = profileArgs.filter((name) => name !== 'missed');
const onlyCalls = (args.calls ?? '').split(',').filter(Boolean);
const tag = args.tag ? `-${args.tag}` : '';
const rounds = Number(args.repeat ?? ('leak-check' in args ? 3 : 1));
const settleS = Number(args.settle ?? 10);
if (!Number.isInteger(rounds) || rounds < 1) {
  throw new Error(`--repeat takes a whole number of rounds, 1 or more, not ${args.repeat}`);
}
// Node's flags for the server (its heap's limits, say), space-separated; printed and written with the result.
const serverNodeFlags = (args['node-flags'] ?? '').split(' ').filter(Boolean);
const measuredScenarios = SCENARIOS.filter(
  (scenario) => onlyCalls.length === 0 || onlyCalls.includes(scenario.name),
);
const isRushMeasured = onlyCalls.length === 0 || onlyCalls.includes(RUSH_NAME);
const ordersFor = (db: DatabaseKind) => Number(args.orders ?? (db === 'pglite' ? 1000 : 2000));
const loadAverageNow = () => describeMachine().loadAverage1m;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Warm-up, then the measured run; with `serverPid`, also where the machine's CPU went during the measured run only
 * (not the warm-up, nor the sign-ups a checkout run prepares).
 */
async function measure(
  scenario: Scenario,
  baseUrl: string,
  location: DataLocation,
  serverPid?: number,
): Promise<{ figures: LoadFigures; cpu: CpuShares | null }> {
  const db = location.kind;
  const amount = scenario.fixedAmount ? ordersFor(db) : undefined;
  // Warm-up: JIT, connection pools and the menu cache, unmeasured.
  const warmRequest = await scenario.prepare(baseUrl, 100, location.dataDir);
  await runLoad({
    url: baseUrl,
    connections,
    request: warmRequest,
    ...(scenario.fixedAmount ? { amount: 100 } : { duration: 2 }),
  });
  const request = await scenario.prepare(baseUrl, amount ?? 0, location.dataDir);
  const cpu = serverPid === undefined ? null : watchCpu(serverPid);
  const figures = await runLoad({
    url: baseUrl,
    connections,
    request,
    ...(amount ? { amount } : { duration: durationS }),
  });
  return { figures, cpu: cpu?.stop(figures.requests) ?? null };
}

const ceilingScenario: Scenario = {
  name: 'ceiling',
  prepare: async () => ({ method: 'POST', path: CEILING_PATH }),
};

/** The ceiling, every selected call and the rush, once; the server's RSS is sampled through each call's run. */
async function runRound(server: ServerHandle, ceilingUrl: string, location: DataLocation) {
  const round: RoundResult = { figures: {}, loadAverages: {}, memory: {}, cpu: {}, memoryParts: {} };
  const db = location.kind;
  round.figures.ceiling = (await measure(ceilingScenario, ceilingUrl, location)).figures;
  round.loadAverages.ceiling = loadAverageNow();
  for (const scenario of measuredScenarios) {
    console.error(`[${db}] ${scenario.name}...`);
    const rss = watchRss(server.pid);
    const measured = await measure(scenario, server.url, location, server.pid);
    round.figures[scenario.name] = measured.figures;
    round.cpu[scenario.name] = measured.cpu!;
    round.memory[scenario.name] = rss.stop();
    round.memoryParts[scenario.name] = await readServerMemory(server.url);
    round.loadAverages[scenario.name] = loadAverageNow();
  }
  if (isRushMeasured) {
    console.error(`[${db}] ${RUSH_NAME}...`);
    const rss = watchRss(server.pid);
    await runCheckoutRush(server.url, location.dataDir, 100, connections); // warm-up, unmeasured
    const rush = await runCheckoutRush(server.url, location.dataDir, ordersFor(db), connections);
    const window = rss.stop();
    const loadAverage = loadAverageNow();
    for (const [row, figures] of [
      [RUSH_ORDERS_ROW, rush.orders],
      [RUSH_MENU_ROW, rush.menu],
    ] as const) {
      round.figures[row] = figures;
      round.memory[row] = window;
      round.loadAverages[row] = loadAverage;
    }
  }
  return round;
}

/**
 * Lets the mail worker finish and the server idle, runs a full collection twice (finalizers free more on the second),
 * then reads its memory: what a leak check compares. Without the collection, heap used swung between rounds with
 * when V8 happened to collect, by far more than a leak would show.
 */
async function settle(
  server: ServerHandle,
  location: DataLocation,
  round: number,
  result: RoundResult,
): Promise<SettledRound> {
  await waitForQuietOutbox(location.dataDir);
  await sleep(settleS * 1000);
  for (let pass = 0; pass < 2; pass++) {
    server.collectGarbage();
    await sleep(2000);
  }
  return {
    round,
    peakRssMb: peakRssMb(result),
    rssMb: readTreeRssMb(server.pid),
    heapUsedMb: await readHeapUsedMb(server.url),
    loadAverage1m: loadAverageNow(),
  };
}

async function profileScenario(location: DataLocation, scenario: Scenario): Promise<ProfileSummary | null> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'orderlane-prof-'));
  const server = await startServer({
    location,
    cpuProfileDir: dir,
    nodeFlags: serverNodeFlags,
  });
  let measuredMs: number;
  try {
    measuredMs = (await measure(scenario, server.url, location)).figures.seconds * 1000;
  } finally {
    await server.stop();
  }
  const summary = await summarizeProfile(dir, 15, measuredMs);
  if ('keep-profiles' in args) {
    console.log(`[${location.kind}] ${scenario.name}'s CPU profile kept in ${dir}`);
  } else {
    await rm(dir, { recursive: true, force: true });
  }
  return summary;
}

function findPrevious(db: DatabaseKind, measuredAt: string) {
  // An explicit file is compared with whatever database it measured: the user chose it.
  if (args.compare) {
    return readResultFile(args.compare, REPO_ROOT);
  }
  return pickPreviousResult(readCommittedResults(REPO_ROOT, RESULTS_DIR), db, measuredAt);
}

async function benchDatabase(db: DatabaseKind) {
  const measuredAt = new Date().toISOString();
  const location = newDataLocation(db, 'bench');
  const machine = describeMachine();
  const server = await startServer({
    location,
    forcedGc: rounds > 1,
    nodeFlags: serverNodeFlags,
  });
  const start = {
    startedInMs: server.startedInMs,
    rssMb: readTreeRssMb(server.pid),
    loadAverage1m: loadAverageNow(),
  };
  const ceiling = await startCeiling(server.url);
  const roundResults: RoundResult[] = [];
  const settled: SettledRound[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      if (rounds > 1) {
        console.error(`[${db}] round ${round} of ${rounds}`);
      }
      const result = await runRound(server, ceiling.url, location);
      roundResults.push(result);
      if (rounds > 1) {
        settled.push(await settle(server, location, round, result));
      }
    }
  } catch (error) {
    // A 500 says nothing without the server's own log line of it.
    console.error(
      `[${db}] the run failed; the server's last output:\n${server.output.join('').slice(-6000)}`,
    );
    throw error;
  } finally {
    ceiling.stop();
    await server.stop();
  }
  const verdicts = judgeTargets(db, roundResults[0]!.figures);
  const profiles: Record<string, ProfileSummary | null> = {};
  for (const name of new Set([...profiled, ...(profileMissed ? scenariosToProfile(verdicts) : [])])) {
    console.error(`[${db}] profiling ${name}...`);
    profiles[name] = await profileScenario(
      location,
      SCENARIOS.find((scenario) => scenario.name === name)!,
    );
  }
  await dropDataLocation(location);

  const first = roundResults[0]!;
  console.log(
    `\n${db}${db === 'postgres' ? ` (over ${postgresTransport()})` : ''} — ${connections} connections, ${durationS} s per read run, ${ordersFor(db)} orders${serverNodeFlags.length ? `, server flags ${serverNodeFlags.join(' ')}` : ''}; ${machine.cpus} cores (${machine.cpuModel}), load ${machine.loadAverage1m}`,
  );
  roundResults.forEach((round, index) => {
    console.log(rounds > 1 ? `\nround ${index + 1} of ${rounds}` : '');
    console.log(formatRound(round));
    console.log(`\nwhere the CPU went (per answered request) and the server's memory after each run:`);
    console.log(formatCpuShares(round));
  });
  const memoryLine = describeMemory(db, start.startedInMs, start.rssMb, first);
  console.log(
    `\n${memoryLine}${rounds > 1 ? " (round 1; every round's peak is in the leak check below)" : ''}`,
  );
  if (verdicts.length > 0) {
    console.log(`\nissue 18's targets on ${db}:`);
    console.log(formatTargets(verdicts));
  }
  if (isRushMeasured) {
    console.log(
      describeRushTargets(
        { orders: first.figures[RUSH_ORDERS_ROW]!, menu: first.figures[RUSH_MENU_ROW]! },
        db,
      ),
    );
  }
  const previous = findPrevious(db, measuredAt);
  const comparison = previous ? compareFigures(first.figures, first.loadAverages, previous.result) : [];
  if (previous) {
    console.log(`\ncompared with ${previous.file} (measured ${previous.result.measuredAt}):`);
    console.log(formatComparison(comparison));
  } else {
    console.log(`\nno earlier committed ${db} result to compare with`);
  }
  const leakVerdict = rounds > 1 ? judgeLeak(settled.map((round) => round.rssMb)) : null;
  if (leakVerdict) {
    console.log(`\nleak check: after each round, ${settleS} s of quiet and a forced full GC`);
    console.log(formatLeakCheck(settled, leakVerdict));
  }
  const file = writeResult(`${db}${tag}`, {
    measuredAt,
    database: db,
    connections,
    durationS,
    orders: ordersFor(db),
    serverNodeFlags,
    postgresTransport: db === 'postgres' ? postgresTransport() : null,
    machine,
    start,
    peakRssMb: peakRssMb(first),
    loadAverages: first.loadAverages,
    figures: first.figures,
    memory: first.memory,
    cpu: first.cpu,
    memoryParts: first.memoryParts,
    targets: verdicts,
    comparedWith: previous ? { file: previous.file, rows: comparison } : null,
    leakCheck: leakVerdict ? { settleS, verdict: leakVerdict, settled, rounds: roundResults } : null,
    profiles,
  });
  console.log(`written to ${file}`);
  printProfiles(db, profiles);
}

for (const db of databases) {
  await benchDatabase(db);
}
