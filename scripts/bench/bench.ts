/**
 * npm run bench: the read and checkout calls of the real server (a child process on loopback, fresh demo data),
 * under autocannon with 50 connections, beside a bare Fastify route serving getStoreMenu's bytes from memory.
 * Embedded PGlite first, then PostgreSQL (a throw-away schema). Prints one table per database and writes
 * bench/results/<date>-<db>.json.
 *
 *   npx tsx --tsconfig apps/server/tsconfig.json scripts/bench/bench.ts [--db=pglite,postgres] [--duration=10]
 *     [--orders=1000] [--profile=sendOrderV2,calculateOrder] [--calls=getStoreMenu,calculateOrder] [--tag=before]
 *
 * `--calls` measures only those calls (the ceiling always); `--tag` names the result file
 * (bench/results/<date>-<db>-<tag>.json) so partial runs beside a full one do not overwrite it.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SCENARIOS, type Scenario } from './lib/bench-scenarios.js';
import { summarizeProfile, type ProfileSummary } from './lib/cpu-profile.js';
import { ALWAYS_OPEN_STORE_ID } from './lib/demo-cart.js';
import { runLoad, type LoadFigures } from './lib/load-runner.js';
import { describeMachine, formatTable, writeResult } from './lib/results.js';
import {
  dropDataLocation,
  freePort,
  newDataLocation,
  startServer,
  type DataLocation,
  type DatabaseKind,
} from './lib/server-process.js';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string]),
);
const databases = (args.db ?? 'pglite,postgres').split(',') as DatabaseKind[];
const durationS = Number(args.duration ?? 10);
const connections = 50;
const profiled = (args.profile ?? '').split(',').filter(Boolean);
const onlyCalls = (args.calls ?? '').split(',').filter(Boolean);
const tag = args.tag ? `-${args.tag}` : '';
const measuredScenarios = SCENARIOS.filter(
  (scenario) => onlyCalls.length === 0 || onlyCalls.includes(scenario.name),
);
const ordersFor = (db: DatabaseKind) => Number(args.orders ?? (db === 'pglite' ? 1000 : 2000));

async function startCeiling(baseUrl: string) {
  const menu = await fetch(`${baseUrl}/api/getStoreMenu?restaurantInfoId=${ALWAYS_OPEN_STORE_ID}`, {
    method: 'POST',
  });
  const bytesDir = mkdtempSync(path.join(os.tmpdir(), 'ceiling-'));
  const bytesFile = path.join(bytesDir, 'menu.json');
  writeFileSync(bytesFile, Buffer.from(await menu.arrayBuffer()));
  const port = await freePort();
  const child = fork(new URL('./ceiling-server.ts', import.meta.url).pathname, {
    env: { ...process.env, PORT: String(port), BYTES_FILE: bytesFile },
    execArgv: ['--import', 'tsx'],
  });
  await new Promise((resolve) => child.once('message', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGINT');
      rmSync(bytesDir, { recursive: true, force: true });
    },
  };
}

async function measure(scenario: Scenario, baseUrl: string, location: DataLocation): Promise<LoadFigures> {
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
  return runLoad({ url: baseUrl, connections, request, ...(amount ? { amount } : { duration: durationS }) });
}

async function profileScenario(location: DataLocation, scenario: Scenario): Promise<ProfileSummary | null> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'orderlane-prof-'));
  const server = await startServer({ location, cpuProfileDir: dir });
  let measuredMs: number;
  try {
    measuredMs = (await measure(scenario, server.url, location)).seconds * 1000;
  } finally {
    await server.stop();
  }
  const summary = await summarizeProfile(dir, 15, measuredMs);
  await rm(dir, { recursive: true, force: true });
  return summary;
}

async function benchDatabase(db: DatabaseKind) {
  const location = newDataLocation(db, 'bench');
  const machine = describeMachine();
  const server = await startServer({ location });
  const ceiling = await startCeiling(server.url);
  const figures: Record<string, LoadFigures> = {};
  const profiles: Record<string, ProfileSummary | null> = {};
  // The 1-minute load average right after each call's run: the machine is shared, so each figure keeps its own.
  const loadAverages: Record<string, number> = {};
  try {
    figures.ceiling = await measure(
      {
        name: 'ceiling',
        prepare: async () => ({
          method: 'POST',
          path: `/api/getStoreMenu?restaurantInfoId=${ALWAYS_OPEN_STORE_ID}`,
        }),
      },
      ceiling.url,
      location,
    );
    loadAverages.ceiling = describeMachine().loadAverage1m;
    for (const scenario of measuredScenarios) {
      console.error(`[${db}] ${scenario.name}...`);
      figures[scenario.name] = await measure(scenario, server.url, location);
      loadAverages[scenario.name] = describeMachine().loadAverage1m;
    }
  } finally {
    ceiling.stop();
    await server.stop();
  }
  for (const name of profiled) {
    console.error(`[${db}] profiling ${name}...`);
    profiles[name] = await profileScenario(
      location,
      SCENARIOS.find((scenario) => scenario.name === name)!,
    );
  }
  await dropDataLocation(location);
  const ceilingRate = figures.ceiling!.reqPerSec;
  const rows = Object.entries(figures).map(([name, f]) => [
    name,
    f.reqPerSec,
    f.p50Ms,
    f.p95Ms,
    f.p99Ms,
    `${((100 * f.reqPerSec) / ceilingRate).toFixed(1)}%`,
    loadAverages[name] ?? '',
    Object.entries(f.statuses)
      .map(([status, count]) => `${status}:${count}`)
      .join(' ') + (f.errors ? ` err:${f.errors}` : ''),
  ]);
  console.log(
    `\n${db} — ${connections} connections, ${durationS} s per read run, ${ordersFor(db)} orders; ${machine.cpus} cores (${machine.cpuModel}), load ${machine.loadAverage1m}`,
  );
  console.log(
    formatTable(['call', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'of ceiling', 'load 1m', 'answers'], rows),
  );
  const file = writeResult(`${db}${tag}`, {
    measuredAt: new Date().toISOString(),
    database: db,
    connections,
    durationS,
    orders: ordersFor(db),
    machine,
    loadAverages,
    figures,
    profiles,
  });
  console.log(`written to ${file}`);
  for (const [name, profile] of Object.entries(profiles)) {
    if (profile) {
      console.log(`\nCPU profile of ${name} on ${db} (self time, busy samples of the measured window):`);
      console.log(
        formatTable(
          ['area', '%'],
          profile.byArea.map(({ area, percent }) => [area, percent]),
        ),
      );
      console.log(
        formatTable(
          ['function', '%'],
          profile.topFunctions.slice(0, 10).map(({ name: fn, percent }) => [fn, percent]),
        ),
      );
    }
  }
}

for (const db of databases) {
  await benchDatabase(db);
}
