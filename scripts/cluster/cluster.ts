import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { serveScriptEnv } from '../bench/lib/server-process.js';
import { REPO_ROOT } from './nginx-config.js';
import { holdProcess } from './run-resources.js';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ClusterProcess {
  index: number;
  /** Which simulated machine the process belongs to (1 when there is one). */
  machine: number;
  /** Its machine's DATA_DIR. */
  dataDir: string;
  port: number;
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

export interface ClusterOptions {
  processes: number;
  databaseUrl: string;
  /**
   * With one machine, every process's DATA_DIR (uploads, the mail outbox and any generated key files are shared
   * through it); with several, the folder holding one DATA_DIR per machine (`machine-1`, `machine-2`...).
   */
  dataDir: string;
  /**
   * Machines to simulate (default 1): process i runs on machine ((i - 1) mod machines) + 1, with that machine's
   * own DATA_DIR, so nothing is shared through the disk: files must go through S3 (UPLOAD_STORAGE=s3 in `env`)
   * and the keys must be configured.
   */
  machines?: number;
  databaseSchema?: string;
  /** Extra environment for every server process (REDIS_URL, LOG_LEVEL, ...). */
  env?: Record<string, string>;
  /** 'dist' runs the build (production-like); 'source' runs the TypeScript through tsx (tests, no build). */
  runFrom?: 'dist' | 'source';
  /** Where each line a process writes goes; default: dropped. */
  onOutput?: (index: number, line: string) => void;
  readyTimeoutMs?: number;
}

export async function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function serverCommand(runFrom: 'dist' | 'source'): string[] {
  if (runFrom === 'dist') {
    return ['apps/server/dist/server.js'];
  }
  return ['--conditions=source', '--import', 'tsx', 'apps/server/src/server.ts'];
}

function forwardLines(stream: NodeJS.ReadableStream | null, emit: (line: string) => void) {
  let rest = '';
  stream?.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop() ?? '';
    lines.forEach(emit);
  });
}

/** One server process on its own loopback port; resolves once `/api/ready` answers 200. */
/** The machine a process runs on, and that machine's DATA_DIR. */
export function machineOf(index: number, options: Pick<ClusterOptions, 'machines' | 'dataDir'>) {
  const machines = options.machines ?? 1;
  const machine = ((index - 1) % machines) + 1;
  return {
    machine,
    dataDir: machines > 1 ? path.join(options.dataDir, `machine-${machine}`) : options.dataDir,
  };
}

export async function startServerProcess(index: number, options: ClusterOptions): Promise<ClusterProcess> {
  const port = await freePort();
  const { machine, dataDir } = machineOf(index, options);
  await mkdir(dataDir, { recursive: true });
  const env: Record<string, string> = {
    // Started as `npm run serve` and the image start a process (glibc's setting), unless the shell says otherwise.
    ...serveScriptEnv(),
    ...(process.env as Record<string, string>),
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: dataDir,
    // Each process sees nginx's address; the client's comes in X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
    TSX_TSCONFIG_PATH: path.join(REPO_ROOT, 'apps/server/tsconfig.json'),
    ...(options.databaseSchema ? { DATABASE_SCHEMA: options.databaseSchema } : {}),
    ...options.env,
  };
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, serverCommand(options.runFrom ?? 'dist'), {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  holdProcess(child, () => stopProcess(child, exited));
  const recent: string[] = [];
  const emit = (line: string) => {
    recent.push(line);
    if (recent.length > 60) {
      recent.shift();
    }
    options.onOutput?.(index, line);
  };
  forwardLines(child.stdout, emit);
  forwardLines(child.stderr, emit);
  const url = `http://127.0.0.1:${port}`;
  // Node, migrations under the lock and the demo seed: a minute or more on a busy 2-core machine.
  const deadline = Date.now() + (options.readyTimeoutMs ?? 240_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server ${index} exited before it was ready:\n${recent.join('\n')}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server ${index} was not ready in time:\n${recent.join('\n')}`);
    }
    const ready = await fetch(`${url}/api/ready`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) {
      return { index, machine, dataDir, port, url, child, exited };
    }
    await sleep(300);
  }
}

/** SIGTERM, then SIGKILL if the process is still there after `graceMs`. */
export async function stopProcess(child: ChildProcess, exited: Promise<unknown>, graceMs = 30_000) {
  if (child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * N server processes on one PostgreSQL. The first starts alone (it migrates, seeds and writes any key files
 * into the shared DATA_DIR), then the others start together and find nothing left to do.
 */
export async function startServers(options: ClusterOptions): Promise<ClusterProcess[]> {
  await mkdir(options.dataDir, { recursive: true });
  const started: ClusterProcess[] = [];
  try {
    started.push(await startServerProcess(1, options));
    const rest = await Promise.allSettled(
      Array.from({ length: options.processes - 1 }, (_, offset) => startServerProcess(offset + 2, options)),
    );
    for (const result of rest) {
      if (result.status === 'fulfilled') {
        started.push(result.value);
      }
    }
    const failed = rest.find((result) => result.status === 'rejected');
    if (failed) {
      throw failed.reason;
    }
    return started;
  } catch (error) {
    await Promise.all(started.map((server) => stopProcess(server.child, server.exited)));
    throw error;
  }
}

export function isBuilt(): boolean {
  return existsSync(path.join(REPO_ROOT, 'apps/server/dist/server.js'));
}
