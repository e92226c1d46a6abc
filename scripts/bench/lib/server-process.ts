import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

export type DatabaseKind = 'pglite' | 'postgres';

export const REPO_ROOT = path.resolve(new URL('../../..', import.meta.url).pathname);
const LOCAL_SOCKET_DIR = '/var/run/postgresql';
/**
 * PostgreSQL on this machine, through its Unix socket when it has one: how a server beside its database connects
 * (no TCP stack per round trip: docs/PERFORMANCE.md §8.9); else loopback TCP. BENCH_DATABASE_URL chooses another.
 */
export const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ??
  (existsSync(path.join(LOCAL_SOCKET_DIR, '.s.PGSQL.5432'))
    ? `postgres://postgres@${encodeURIComponent(LOCAL_SOCKET_DIR)}/test`
    : 'postgres://postgres@127.0.0.1:5432/test');

/** How the runs reach PostgreSQL, printed and written with each result. */
export function postgresTransport(): 'unix socket' | 'tcp' {
  const url = new URL(POSTGRES_URL);
  const host = url.searchParams.get('host') ?? decodeURIComponent(url.hostname);
  return host.startsWith('/') ? 'unix socket' : 'tcp';
}

/** The `NAME=value` pairs an npm script puts before `node` (`A=1 B=2 node server.js`: A and B). */
export function envBeforeNode(script: string): Record<string, string> {
  const prefix = /^((?:\w+=\S*\s+)*)node\s/.exec(script)?.[1] ?? '';
  return Object.fromEntries(
    prefix
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return [pair.slice(0, at), pair.slice(at + 1)];
      }),
  );
}

/**
 * The environment `npm run serve` (and `npm start`) put before `node`: the measured server starts as they start it
 * (glibc's mmap threshold, docs/PERFORMANCE.md §8.8). Read from package.json, so the two cannot drift apart.
 */
export function serveScriptEnv(): Record<string, string> {
  const packageJson = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return envBeforeNode(packageJson.scripts.serve ?? '');
}

/** Where a run keeps its data: a PGlite folder, or a PostgreSQL schema of its own. */
export interface DataLocation {
  kind: DatabaseKind;
  dataDir: string;
  schemaName?: string;
}

export function newDataLocation(kind: DatabaseKind, label: string): DataLocation {
  const suffix = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const dataDir = path.join('/tmp', `orderlane-${label}-${suffix}`);
  mkdirSync(dataDir, { recursive: true });
  return kind === 'postgres' ? { kind, dataDir, schemaName: `${label}_${suffix}` } : { kind, dataDir };
}

export async function dropDataLocation(location: DataLocation) {
  await rm(location.dataDir, { recursive: true, force: true });
  if (location.schemaName) {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${location.schemaName}" CASCADE`);
    await client.end();
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerHandle {
  url: string;
  pid: number;
  child: ChildProcess;
  /** stderr and warn/error log lines, kept for the report when something fails. */
  output: string[];
  exited: Promise<number | null>;
  /** From spawn to the first 200 of /api/health (polled every 100 ms): start-up, migrations and a fresh seed. */
  startedInMs: number;
  /** A full garbage collection in the server (only when started with `forcedGc`); give it a second to run. */
  collectGarbage(): void;
  /** SIGINT: the server closes gracefully (and writes its CPU profile). */
  stop(): Promise<void>;
  /** SIGKILL: the crash the fault test stands for. */
  kill(): Promise<void>;
}

export interface StartOptions {
  location: DataLocation;
  env?: Record<string, string>;
  /** Node's own flags for the server (`--max-old-space-size=128`, say). */
  nodeFlags?: string[];
  /** Folder for a V8 CPU profile written when the server stops. */
  cpuProfileDir?: string;
  /** Preloads lib/gc-on-signal.mjs with --expose-gc, for the leak check's collection after each round. */
  forcedGc?: boolean;
  /**
   * Runs apps/server/src/server.ts under tsx instead of the build `npm start` runs (apps/server/dist/server.js):
   * a profile then names the source modules. Implied by `cpuProfileDir`. tsx's loader and its esbuild process add
   * their own memory to the server's process tree, so memory figures come from the build (docs/PERFORMANCE.md §1).
   */
  fromSource?: boolean;
  /** Node and TypeScript loader ready in ~10 s on a loaded 2-core machine; seeding takes more. */
  readyTimeoutMs?: number;
}

/** Starts the server as its own process on a free loopback port and waits for /api/health. */
export async function startServer(options: StartOptions): Promise<ServerHandle> {
  const port = await freePort();
  const { location } = options;
  const env: Record<string, string> = {
    // The shell's own value wins: a measurement of another setting.
    ...serveScriptEnv(),
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: location.dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_EXEMPT_IPS: '127.0.0.1',
    // Sign-up is not measured; the production scrypt cost (~100 ms a hash) would only slow the set-up.
    PASSWORD_HASH_COST: '10',
    TSX_TSCONFIG_PATH: path.join(REPO_ROOT, 'apps/server/tsconfig.json'),
    ...(location.schemaName ? { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: location.schemaName } : {}),
    ...options.env,
  };
  delete env.NODE_OPTIONS;
  const nodeFlags = [
    ...(options.nodeFlags ?? []),
    ...(options.cpuProfileDir
      ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`, '--cpu-prof-interval=500']
      : []),
  ];
  const gcPreload = options.forcedGc
    ? ['--expose-gc', '--import', new URL('./gc-on-signal.mjs', import.meta.url).pathname]
    : [];
  const entry =
    options.fromSource || options.cpuProfileDir
      ? ['--import', 'tsx', ...gcPreload, 'apps/server/src/server.ts']
      : [...gcPreload, 'apps/server/dist/server.js'];
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, ...entry], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString('utf8'));
    if (output.length > 200) {
      output.shift();
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 180_000);
  let ready = false;
  while (!ready) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with ${child.exitCode} before it was ready:\n${output.join('')}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server was not ready in time:\n${output.join('')}`);
    }
    ready = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (!ready) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const startedInMs = Math.round(performance.now() - spawnedAt);
  return {
    url,
    pid: child.pid!,
    child,
    output,
    exited,
    startedInMs,
    collectGarbage() {
      if (!options.forcedGc) {
        throw new Error('collectGarbage needs a server started with forcedGc');
      }
      child.kill('SIGUSR2');
    },
    async stop() {
      child.kill('SIGINT');
      await exited;
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
