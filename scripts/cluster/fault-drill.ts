/**
 * Fault drills on the cluster (nginx in front of 3 processes on the machine's PostgreSQL), each reconciled to
 * the cent: `kill` SIGKILLs process 2 while the load runs (the others carry on); `redis` points every process
 * at a Redis that is not there (REDIS_URL on a closed port), the fallback the product promises; `postgres`
 * ends every database session of the cluster twice, a second apart, as a restart or failover does (the
 * machine's PostgreSQL is shared with other work here, so it is not itself restarted: the servers see the
 * same thing, their connections cut and new ones opened); `redis-stop` starts a Redis of its own (Debian's
 * redis-server on a free port, nothing saved), points the cluster at it and stops it mid-load.
 *
 *   flock /tmp/orderlane-bench.lock npx tsx --tsconfig apps/server/tsconfig.json scripts/cluster/fault-drill.ts \
 *     [--drills=kill,redis,redis-stop,postgres] [--checkouts=1000] [--diners=100] [--kill-after-ms=3000] [--seed=N]
 *
 * nginx is checked first as `npm run cluster` does; however a drill ends, what it started is stopped and dropped.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import pg from 'pg';
import { describeMachine, writeResult } from '../bench/lib/results.js';
import { POSTGRES_URL } from '../bench/lib/server-process.js';
import { freePort, isBuilt, type ClusterProcess } from './cluster.js';
import { runClusterLoad } from './cluster-load.js';
import { runNginxHarness } from './harness.js';
import { holdProcess } from './run-resources.js';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string]),
);
const drills = (args.drills ?? 'kill,redis').split(',');
const checkouts = Number(args.checkouts ?? 1000);
const diners = Number(args.diners ?? 100);
const killAfterMs = Number(args['kill-after-ms'] ?? 3000);
const seed = Number(args.seed ?? Date.now() % 1_000_000);

async function killOneMidLoad(servers: ClusterProcess[]) {
  await new Promise((resolve) => setTimeout(resolve, killAfterMs));
  const victim = servers[1]!;
  victim.child.kill('SIGKILL');
  await victim.exited;
  console.log(
    `  SIGKILLed process ${victim.index} (pid ${victim.child.pid}) ${killAfterMs} ms into the load`,
  );
}

async function endDatabaseSessionsMidLoad(_servers: ClusterProcess[], run: { schemaName: string }) {
  await new Promise((resolve) => setTimeout(resolve, killAfterMs));
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  let ended = 0;
  for (const pause of [0, 1000]) {
    await new Promise((resolve) => setTimeout(resolve, pause));
    const result = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
      [`orderlane:${run.schemaName}`],
    );
    ended += result.rowCount ?? 0;
  }
  await admin.end();
  console.log(`  ended ${ended} database sessions of the cluster ${killAfterMs} ms into the load`);
}

/** A private Redis for the drill, so stopping it touches nothing else on the machine. */
async function startOwnRedis() {
  const port = await freePort();
  const redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => redis.once('exit', resolve));
  holdProcess(redis, () => (redis.kill('SIGKILL') ? exited : Promise.resolve()));
  const spawned = await new Promise<Error | undefined>((resolve) => {
    redis.once('spawn', () => resolve(undefined));
    redis.once('error', resolve);
  });
  if (spawned) {
    throw new Error(
      `could not start redis-server for the drill (${spawned.message}): apt-get install -y redis-server`,
    );
  }
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port }, () => resolve(true));
      socket.once('error', () => resolve(false));
      socket.once('connect', () => socket.destroy());
    });
    if (up) {
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stopMidLoad = async () => {
    await new Promise((resolve) => setTimeout(resolve, killAfterMs));
    redis.kill('SIGKILL');
    await exited;
    console.log(`  stopped the cluster's Redis (port ${port}) ${killAfterMs} ms into the load`);
  };
  return { env: { REDIS_URL: `redis://127.0.0.1:${port}` }, stopMidLoad, stop: () => redis.kill('SIGKILL') };
}

async function redisOnClosedPort() {
  // A port that was free a moment ago: nothing listens there, so every connection is refused.
  const port = await freePort();
  return { REDIS_URL: `redis://127.0.0.1:${port}` };
}

const knownDrills = ['kill', 'redis', 'redis-stop', 'postgres'];
const unknownDrill = drills.find((drill) => !knownDrills.includes(drill));
if (unknownDrill) {
  console.error(`fault-drill: unknown drill ${unknownDrill} (known: ${knownDrills.join(', ')})`);
  process.exit(2);
}

await runNginxHarness('fault-drill', async () => {
  if (!isBuilt()) {
    throw new Error('no apps/server/dist/server.js: run `node scripts/build.mjs` first');
  }
  const runs = [];
  for (const drill of drills) {
    console.log(`\ndrill: ${drill}`);
    const common = {
      processes: 3,
      checkouts,
      diners,
      seed,
      retriesGatewayErrors: true,
      retriesWhileStillPaying: true,
    };
    if (drill === 'kill') {
      runs.push({ drill, ...(await runClusterLoad({ ...common, duringLoad: killOneMidLoad })) });
    } else if (drill === 'postgres') {
      runs.push({ drill, ...(await runClusterLoad({ ...common, duringLoad: endDatabaseSessionsMidLoad })) });
    } else if (drill === 'redis-stop') {
      const redis = await startOwnRedis();
      try {
        runs.push({
          drill,
          ...(await runClusterLoad({ ...common, serverEnv: redis.env, duringLoad: redis.stopMidLoad })),
        });
      } finally {
        redis.stop();
      }
    } else {
      runs.push({ drill, ...(await runClusterLoad({ ...common, serverEnv: await redisOnClosedPort() })) });
    }
  }
  const file = writeResult(`cluster-faults-${drills.join('-')}`, {
    measuredAt: new Date().toISOString(),
    seed,
    machine: describeMachine(),
    checkouts,
    diners,
    runs,
  });
  console.log(`written to ${file}`);
  return runs.some((run) => run.problems.length > 0) ? 1 : 0;
});
