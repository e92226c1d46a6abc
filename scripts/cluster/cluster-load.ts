import os from 'node:os';
import { callApi } from '../bench/lib/api-client.js';
import { driveCheckouts, type DriverFigures } from '../bench/lib/checkout-driver.js';
import { ALWAYS_OPEN_STORE_ID, readMenu } from '../bench/lib/demo-cart.js';
import { signUpDiners } from '../bench/lib/diners.js';
import { openRunDatabase, reconcile } from '../bench/lib/reconcile.js';
import { printFigures } from '../bench/lib/report.js';
import { seededRandom } from '../bench/lib/seeded-random.js';
import { POSTGRES_URL, newDataLocation, type DataLocation } from '../bench/lib/server-process.js';
import { freePort, startServers, stopProcess, type ClusterProcess } from './cluster.js';
import { cpuBetween, takeCpuSnapshot } from './cpu-sample.js';
import { startNginx, type NginxHandle } from './nginx-process.js';
import { dropHeldLocation, holdLocation } from './run-resources.js';

export interface ClusterLoadOptions {
  processes: number;
  checkouts: number;
  diners: number;
  seed: number;
  /** Extra environment for the server processes (REDIS_URL for the Redis drill). */
  serverEnv?: Record<string, string>;
  retriesGatewayErrors?: boolean;
  retriesWhileStillPaying?: boolean;
  /** Runs beside the load once it has started (the fault drill kills a process here). */
  duringLoad?: (servers: ClusterProcess[], run: { schemaName: string }) => Promise<unknown>;
  /** 'source' runs the servers from TypeScript under tsx (no build needed; the harness's own test). */
  runFrom?: 'dist' | 'source';
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? 0
    : Number(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!.toFixed(1));
};

/**
 * The load of `npm run load` through nginx in front of `processes` server processes on a fresh PostgreSQL
 * schema, then reconciled to the cent; with sendOrderV2 latencies, CPU per process and which process answered.
 */
export async function runClusterLoad(options: ClusterLoadOptions) {
  const { processes } = options;
  const location = newDataLocation('postgres', `scale${processes}`);
  holdLocation(location);
  console.log(`  ${processes} process(es) on schema ${location.schemaName}, data in ${location.dataDir}`);
  try {
    return await loadThroughNginx(options, location);
  } finally {
    // Dropped whether the run reconciled or failed; a signal's release drops it if this never runs.
    await dropHeldLocation(location);
  }
}

async function loadThroughNginx(options: ClusterLoadOptions, location: DataLocation) {
  const { processes, checkouts, seed } = options;
  const dinerCount = options.diners;
  const latencies: number[] = [];
  const answeredBy = new Map<number, Set<number>>();
  const answersPerOrder = new Map<number, number>();
  const answersByProcess: Record<number, number> = {};
  let figures: DriverFigures;
  let cpu: ReturnType<typeof cpuBetween>;
  const load1mBefore = Number(os.loadavg()[0]!.toFixed(2));
  let servers: ClusterProcess[] = [];
  let nginx: NginxHandle | undefined;
  try {
    // Inside the try: a server or nginx that fails to start still has the others stopped below.
    servers = await startServers({
      processes,
      databaseUrl: POSTGRES_URL,
      databaseSchema: location.schemaName!,
      dataDir: location.dataDir,
      runFrom: options.runFrom ?? 'dist',
      // Errors and anything not a JSON log line (a crash's stack) are shown; the rest is dropped.
      onOutput: (index, line) => {
        if (!line.startsWith('{') || /"level":(50|60)/.test(line)) {
          console.error(`  [server ${index}] ${line.slice(0, 300)}`);
        }
      },
      env: {
        LOG_LEVEL: 'warn',
        RATE_LIMIT_EXEMPT_IPS: '127.0.0.1',
        PASSWORD_HASH_COST: '10',
        ...options.serverEnv,
      },
    });
    const proxy = await startNginx({
      serverPorts: servers.map((server) => server.port),
      listenHost: '127.0.0.1',
      listenPort: await freePort(),
    });
    nginx = proxy;
    const processByUpstream = new Map(servers.map((server) => [`127.0.0.1:${server.port}`, server.index]));
    const menu = await callApi<Parameters<typeof readMenu>[0]>(proxy.url, '/getStoreMenu', {
      query: { restaurantInfoId: ALWAYS_OPEN_STORE_ID },
    });
    const diners = await signUpDiners(proxy.url, dinerCount);
    const groups = {
      ...Object.fromEntries(servers.map((server) => [`server${server.index}`, [server.child.pid!]])),
      nginx: [proxy.child.pid!],
      generator: [process.pid],
    };
    const before = takeCpuSnapshot(groups);
    // Settled either way, so a failing drill is reported after the load instead of crashing the run.
    const during = Promise.resolve(options.duringLoad?.(servers, { schemaName: location.schemaName! })).then(
      () => undefined,
      (error: unknown) => error,
    );
    figures = await driveCheckouts({
      retriesGatewayErrors: options.retriesGatewayErrors ?? false,
      retriesWhileStillPaying: options.retriesWhileStillPaying ?? false,
      baseUrl: () => proxy.url,
      diners,
      checkouts,
      menu: readMenu(menu.body),
      unavailableShare: 0.05,
      retryShare: 0.3,
      cutShare: 0.1,
      random: seededRandom(seed),
      onSend: ({ orderId, outcome, ms }) => {
        if (outcome.kind !== 'answer') {
          return;
        }
        latencies.push(ms);
        answersPerOrder.set(orderId, (answersPerOrder.get(orderId) ?? 0) + 1);
        // Local diagnostics header of the cluster's nginx config: which process answered.
        const upstream = String(outcome.headers['x-orderlane-upstream'] ?? '')
          .split(',')
          .pop()!
          .trim();
        const index = processByUpstream.get(upstream);
        if (index !== undefined) {
          answersByProcess[index] = (answersByProcess[index] ?? 0) + 1;
          answeredBy.set(orderId, (answeredBy.get(orderId) ?? new Set()).add(index));
        }
      },
    });
    cpu = cpuBetween(before, takeCpuSnapshot(groups));
    const duringFailed = await during;
    if (duringFailed) {
      throw duringFailed;
    }
  } finally {
    await Promise.all([nginx?.stop(), ...servers.map((server) => stopProcess(server.child, server.exited))]);
  }
  const load1mAfter = Number(os.loadavg()[0]!.toFixed(2));
  const database = await openRunDatabase(location);
  const result = await reconcile(database, figures);
  await database.close();
  if (result.ledger.placedOrders !== figures.acknowledged.size) {
    result.problems.push(
      `${result.ledger.placedOrders} orders placed but ${figures.acknowledged.size} acknowledged`,
    );
  }
  const problems = printFigures(`${processes} process(es) behind nginx`, dinerCount, figures, result);
  const ordersOnSeveralProcesses = [...answeredBy.values()].filter((set) => set.size > 1).length;
  const summary = {
    processes,
    placedOrdersPerSecond: Number((figures.acknowledged.size / figures.seconds).toFixed(1)),
    sendOrderV2Ms: {
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
    },
    cpu,
    answersByProcess,
    ordersAnsweredBySeveralProcesses: ordersOnSeveralProcesses,
    ordersAnsweredMoreThanOnce: [...answersPerOrder.values()].filter((count) => count > 1).length,
    load1m: { before: load1mBefore, after: load1mAfter },
  };
  console.log(`  ${JSON.stringify(summary)}`);
  return {
    ...summary,
    figures: { ...figures, acknowledged: figures.acknowledged.size, quoted: figures.quoted.size },
    ledger: result.ledger,
    problems,
  };
}
