import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync, type Dirent } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../../apps/server/src/testing/png-image.js';
import { startS3StandIn, type S3StandIn } from '../../apps/server/src/testing/s3-stand-in.js';
import { ALWAYS_OPEN_STORE_ID } from '../bench/lib/demo-cart.js';
import { machineOf, startServerProcess, startServers, stopProcess, type ClusterProcess } from './cluster.js';

const DATABASE_URL =
  process.env.CLUSTER_TEST_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable(): Promise<boolean> {
  const address = new URL(DATABASE_URL);
  return new Promise((resolve) => {
    const socket = net.connect({ host: address.hostname || '127.0.0.1', port: Number(address.port || 5432) });
    socket.setTimeout(2_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const reachable = await postgresReachable();
if (!reachable) {
  console.warn('Skipping the two-machine test: no PostgreSQL reachable (set TEST_DATABASE_URL).');
}

/** Files a process wrote under its DATA_DIR, as relative paths. */
const filesUnder = (dir: string) =>
  (readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

describe('machine grouping', () => {
  it('spreads processes over the machines, each with its own DATA_DIR', () => {
    const options = { machines: 2, dataDir: '/srv/cluster' };
    expect([1, 2, 3, 4].map((index) => machineOf(index, options))).toEqual([
      { machine: 1, dataDir: '/srv/cluster/machine-1' },
      { machine: 2, dataDir: '/srv/cluster/machine-2' },
      { machine: 1, dataDir: '/srv/cluster/machine-1' },
      { machine: 2, dataDir: '/srv/cluster/machine-2' },
    ]);
    expect(machineOf(3, { dataDir: '/srv/one' })).toEqual({ machine: 1, dataDir: '/srv/one' });
  });
});

// Two machines: separate DATA_DIRs, one PostgreSQL, files in an S3 bucket (a local stand-in that checks SigV4).
describe.skipIf(!reachable)('two machines sharing nothing on disk', () => {
  const schemaName = `machines_${randomBytes(5).toString('hex')}`;
  const base = path.join(tmpdir(), `orderlane-${schemaName}`);
  const keys = {
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    TABLE_CODE_SECRET: randomBytes(32).toString('hex'),
    CARD_FINGERPRINT_SECRET: randomBytes(32).toString('hex'),
  };
  let s3: S3StandIn;
  let servers: ClusterProcess[] = [];
  let a: ClusterProcess;
  let b: ClusterProcess;
  const options = () => ({
    processes: 2,
    machines: 2,
    databaseUrl: DATABASE_URL,
    databaseSchema: schemaName,
    dataDir: base,
    runFrom: 'source' as const,
    env: {
      ...s3.env(),
      ...keys,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_EXEMPT_IPS: '127.0.0.1',
      PASSWORD_HASH_COST: '10',
    },
  });

  beforeAll(async () => {
    s3 = await startS3StandIn({ bucket: 'orderlane-machines' });
    servers = await startServers(options());
    [a, b] = servers as [ClusterProcess, ClusterProcess];
  }, 480_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => stopProcess(server.child, server.exited, 20_000)));
    await s3?.close();
    rmSync(base, { recursive: true, force: true });
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
    await client.end();
  }, 60_000);

  it('serves on one machine the picture an owner uploaded through the other', async () => {
    expect([a.machine, b.machine]).toEqual([1, 2]);
    expect(a.dataDir).not.toBe(b.dataDir);
    const login = await fetch(`${a.url}/api/owner/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@orderlane.example', password: 'orderlane-owner' }),
    });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;

    const picture = pngImage(256, 256, [[230, 90, 20]]);
    const form = new FormData();
    form.set('kind', 'logo');
    form.set('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'logo.png');
    const saved = await fetch(`${a.url}/api/portal/stores/${ALWAYS_OPEN_STORE_ID}/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const savedBody = (await saved.json()) as { data: { url: string } };
    expect(saved.status, JSON.stringify(savedBody)).toBe(200);
    const { url } = savedBody.data;

    const served = await fetch(`${b.url}${url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(picture);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    // The store page on B shows it, and a demo picture seeded by A is served by B too.
    const store = await fetch(`${b.url}/api/searchRestaurants?id=${ALWAYS_OPEN_STORE_ID}`, {
      method: 'POST',
    });
    const [page] = (await store.json()) as { logoUrl: string; bannerUrl: string }[];
    expect(page!.logoUrl).toBe(url);
    expect((await fetch(`${b.url}${page!.bannerUrl}`)).status).toBe(200);

    // Nothing of the product on either machine's disk; every request to the bucket was signed correctly.
    for (const server of servers) {
      expect(filesUnder(server.dataDir).filter((file) => !file.endsWith('.log'))).toEqual([]);
    }
    expect(s3.objects.has(`media${url.slice('/media'.length)}`)).toBe(true);
    expect(s3.requests.filter((request) => request.status === 403)).toEqual([]);
  }, 240_000);

  it('refuses to start a third machine whose keys are generated, not configured, in one line', async () => {
    const withoutKeys = options();
    for (const name of Object.keys(keys)) {
      delete (withoutKeys.env as Record<string, string>)[name];
    }
    const refused = await startServerProcess(3, {
      ...withoutKeys,
      machines: 3,
      readyTimeoutMs: 240_000,
    }).then(
      (started) => {
        servers.push(started);
        return '';
      },
      (error: Error) => error.message,
    );
    expect(refused).toContain('exited before it was ready');
    expect(refused).toContain(
      'DATA_ENCRYPTION_KEY is not set and the key this process generated in ' +
        `${path.join(base, 'machine-3', 'data-encryption.key')} differs from the one another server process on ` +
        'this database recorded: set DATA_ENCRYPTION_KEY to the same value on every process.',
    );
    // One line, no stack trace.
    expect(refused).not.toMatch(/\n\s+at /);
  }, 300_000);
});
