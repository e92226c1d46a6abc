import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * A server of its own on an empty database (`SEED_DEMO=false`): what a new restaurant and its first diners
 * meet on a fresh install, with no demo store, owner or diner to lean on. The journeys that start from nothing
 * start it themselves, so only the shard that runs them pays for it, and nothing they do reaches the demo
 * server the other journeys share.
 */
export interface EmptyServer {
  baseURL: string;
  /** Where the server writes the mail it sends (the outbox of the embedded mail default). */
  outbox: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseURL: string, server: ChildProcess, output: () => string): Promise<void> {
  // Generous: a first start migrates the database, and the shards share two cores.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`the empty-database server exited with ${server.exitCode}:\n${output()}`);
    }
    const healthy = await fetch(`${baseURL}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the empty-database server did not answer /api/health in 120 s:\n${output()}`);
}

export async function startEmptyServer(name: string): Promise<EmptyServer> {
  const port = await freePort();
  const dataDir = path.resolve(`test-results/e2e-empty-${name}-${process.pid}-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const baseURL = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      PUBLIC_URL: baseURL,
      PASSWORD_HASH_COST: '12',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_EXEMPT_IPS: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    // The last lines are what explain a failed start.
    output = (output + chunk.toString()).slice(-8000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (server.exitCode === null) {
        server.kill('SIGKILL');
      }
    }
  };
  try {
    await waitForHealth(baseURL, server, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, outbox: path.join(dataDir, 'outbox'), stop };
}
