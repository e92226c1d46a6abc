/**
 * npm run cluster: N server processes (default 3) on one PostgreSQL, behind nginx from Debian's packages with
 * deploy/nginx.conf's proxy rules. Ctrl-C or SIGTERM stops nginx and every process gracefully.
 *
 *   npm run cluster -- [--processes=3] [--machines=1] [--port=8080] [--host=127.0.0.1]
 *   env: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), DATABASE_SCHEMA, DATA_DIR
 *        (default ./data/cluster, shared by every process), REDIS_URL (passed through), NGINX_BIN
 *
 * --machines=M simulates M machines: the processes are spread over M groups, each with a DATA_DIR of its own
 * (DATA_DIR/machine-1, ...), so nothing is shared through the disk. Files go to S3: the bucket UPLOAD_STORAGE=s3
 * names, or else a local S3 stand-in this script starts. The shared keys are configured for every process: the
 * environment's, or ones generated once into DATA_DIR/cluster-keys.env.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startS3StandIn, type S3StandIn } from '../../apps/server/src/testing/s3-stand-in.js';
import { DEFAULT_DATABASE_URL, startServers, stopProcess, type ClusterProcess } from './cluster.js';
import { nginxReady } from './harness.js';
import { REPO_ROOT } from './nginx-config.js';
import { startNginx } from './nginx-process.js';
import { releaseEverything } from './run-resources.js';

function parseArgs(argv: string[]) {
  const args = new Map(
    argv.map((arg) => {
      const [key, value] = arg.replace(/^--/, '').split('=');
      return [key!, value ?? 'true'] as const;
    }),
  );
  const known = new Set(['processes', 'machines', 'port', 'host']);
  for (const key of args.keys()) {
    if (!known.has(key)) {
      throw new Error(`unknown option --${key} (known: --processes=N --machines=N --port=N --host=ADDRESS)`);
    }
  }
  const machines = Number(args.get('machines') ?? 1);
  if (!Number.isInteger(machines) || machines < 1 || machines > 8) {
    throw new Error('--machines must be a whole number from 1 to 8');
  }
  // One process per machine unless told: the simulated machines share this machine's cores.
  const processes = Number(args.get('processes') ?? (machines > 1 ? machines : 3));
  const port = Number(args.get('port') ?? 8080);
  if (!Number.isInteger(processes) || processes < machines || processes > 32) {
    throw new Error(`--processes must be a whole number from ${machines} (one per machine) to 32`);
  }
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error('--port must be a port number');
  }
  return { processes, machines, port, host: args.get('host') ?? '127.0.0.1' };
}

const SHARED_KEYS = ['DATA_ENCRYPTION_KEY', 'TABLE_CODE_SECRET', 'CARD_FINGERPRINT_SECRET'] as const;

/**
 * The keys every machine must share: the environment's, else generated once into DATA_DIR/cluster-keys.env
 * (mode 600) and read again by later runs, so data sealed in one run stays readable in the next.
 */
function sharedKeys(dataDir: string): Record<string, string> {
  const file = path.join(dataDir, 'cluster-keys.env');
  const stored = new Map<string, string>();
  if (existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const [name, ...value] = line.split('=');
      if (name && value.length > 0) {
        stored.set(name, value.join('='));
      }
    }
  }
  const keys: Record<string, string> = {};
  for (const name of SHARED_KEYS) {
    keys[name] = process.env[name] || stored.get(name) || randomBytes(32).toString('base64');
    stored.set(name, stored.get(name) ?? keys[name]);
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(file, `${[...stored].map(([name, value]) => `${name}=${value}`).join('\n')}\n`, {
    mode: 0o600,
  });
  return keys;
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`cluster: ${(error as Error).message}`);
    process.exit(2);
  }
  const built = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (built.status !== 0) {
    process.exit(built.status ?? 1);
  }
  if (!nginxReady()) {
    process.exit(1);
  }
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const dataDir = path.resolve(REPO_ROOT, process.env.DATA_DIR || 'data/cluster');
  const publicUrl = process.env.PUBLIC_URL || `http://localhost:${options.port}`;
  // Several machines share nothing on disk: files through S3, keys from configuration.
  let s3: S3StandIn | undefined;
  const machineEnv: Record<string, string> = {};
  if (options.machines > 1) {
    if (process.env.UPLOAD_STORAGE !== 's3') {
      s3 = await startS3StandIn({ bucket: 'orderlane-cluster' });
      Object.assign(machineEnv, s3.env());
      console.log(
        `cluster: files go to a local S3 stand-in at ${s3.endpoint} (bucket ${s3.bucket}), kept in memory`,
      );
    }
    Object.assign(machineEnv, sharedKeys(dataDir));
  }
  console.log(
    `cluster: starting ${options.processes} server processes` +
      `${options.machines > 1 ? ` on ${options.machines} simulated machines` : ''}` +
      ` on ${databaseUrl.replace(/:[^:@/]*@/, ':***@')}` +
      `${process.env.DATABASE_SCHEMA ? ` (schema ${process.env.DATABASE_SCHEMA})` : ''}, DATA_DIR ${dataDir}` +
      `${process.env.REDIS_URL ? ', with REDIS_URL' : ''}`,
  );

  let servers: ClusterProcess[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  let stopping = false;
  const stopAll = async (reason: string, exitCode = 0) => {
    if (stopping) {
      return;
    }
    stopping = true;
    console.log(`cluster: ${reason}: stopping nginx and ${servers.length} processes`);
    // Together: the servers end their event streams, so nginx's graceful stop is not left waiting on them.
    await Promise.all([nginx?.stop(), ...servers.map((server) => stopProcess(server.child, server.exited))]);
    // And any process still starting when the signal came (not yet in `servers`).
    await releaseEverything();
    await s3?.close();
    console.log('cluster: stopped');
    process.exit(exitCode);
  };
  // `on`, not `once`: Ctrl-C reaches this process twice (from the terminal and relayed by tsx), and a second
  // signal with no handler would end it before nginx and the servers are stopped.
  process.on('SIGINT', () => void stopAll('SIGINT'));
  process.on('SIGTERM', () => void stopAll('SIGTERM'));

  try {
    servers = await startServers({
      processes: options.processes,
      machines: options.machines,
      databaseUrl,
      dataDir,
      ...(process.env.DATABASE_SCHEMA ? { databaseSchema: process.env.DATABASE_SCHEMA } : {}),
      env: {
        ...machineEnv,
        PUBLIC_URL: publicUrl,
        LOG_FORMAT: process.env.LOG_FORMAT || (process.stdout.isTTY ? 'pretty' : 'json'),
      },
      runFrom: 'dist',
      onOutput: (index, line) => console.log(`[server ${index}] ${line}`),
    });
    nginx = await startNginx({
      serverPorts: servers.map((server) => server.port),
      listenHost: options.host,
      listenPort: options.port,
    });
  } catch (error) {
    console.error(`cluster: ${(error as Error).message}`);
    await stopAll('start-up failed', 1);
    return;
  }
  for (const server of servers) {
    void server.exited.then((code) => {
      if (!stopping) {
        console.error(
          `cluster: server ${server.index} (port ${server.port}) exited with ${code}; nginx sends to the others`,
        );
      }
    });
  }
  console.log(
    `cluster: serving ${publicUrl} through nginx (${nginx.url}) → ` +
      `${servers
        .map(
          (server) =>
            `${server.index}:${server.port} (pid ${server.child.pid}${options.machines > 1 ? `, machine ${server.machine}` : ''})`,
        )
        .join(', ')}; ` +
      `nginx logs in ${nginx.prefix}. Ctrl-C stops everything.`,
  );
}

void main();
