/**
 * npm run cluster: N server processes (default 3) on one PostgreSQL, behind nginx from Debian's packages with
 * deploy/nginx.conf's proxy rules. Ctrl-C or SIGTERM stops nginx and every process gracefully.
 *
 *   npm run cluster -- [--processes=3] [--port=8080] [--host=127.0.0.1]
 *   env: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), DATABASE_SCHEMA, DATA_DIR
 *        (default ./data/cluster, shared by every process), REDIS_URL (passed through), NGINX_BIN
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
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
  const known = new Set(['processes', 'port', 'host']);
  for (const key of args.keys()) {
    if (!known.has(key)) {
      throw new Error(`unknown option --${key} (known: --processes=N --port=N --host=ADDRESS)`);
    }
  }
  const processes = Number(args.get('processes') ?? 3);
  const port = Number(args.get('port') ?? 8080);
  if (!Number.isInteger(processes) || processes < 1 || processes > 32) {
    throw new Error('--processes must be a whole number from 1 to 32');
  }
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error('--port must be a port number');
  }
  return { processes, port, host: args.get('host') ?? '127.0.0.1' };
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
  console.log(
    `cluster: starting ${options.processes} server processes on ${databaseUrl.replace(/:[^:@/]*@/, ':***@')}` +
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
      databaseUrl,
      dataDir,
      ...(process.env.DATABASE_SCHEMA ? { databaseSchema: process.env.DATABASE_SCHEMA } : {}),
      env: {
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
      `${servers.map((server) => `${server.index}:${server.port} (pid ${server.child.pid})`).join(', ')}; ` +
      `nginx logs in ${nginx.prefix}. Ctrl-C stops everything.`,
  );
}

void main();
