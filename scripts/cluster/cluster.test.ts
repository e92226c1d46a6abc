import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectEventStream } from '../../apps/server/src/plugins/events/sse-test-client.js';
import { callApi } from '../bench/lib/api-client.js';
import { ALWAYS_OPEN_STORE_ID, SANDBOX_CARD, pickupOrder, readMenu } from '../bench/lib/demo-cart.js';
import { signUpDiners } from '../bench/lib/diners.js';
import { startServers, stopProcess, type ClusterProcess } from './cluster.js';
import { renderClusterNginxConfig, readDeployNginxConfig } from './nginx-config.js';

const DATABASE_URL =
  process.env.CLUSTER_TEST_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

const postgresAddress = new URL(DATABASE_URL);
const postgresHost = postgresAddress.hostname || '127.0.0.1';
const postgresPort = Number(postgresAddress.port || 5432);

/** Whether PostgreSQL takes connections; the test needs the real server, not PGlite. */
async function postgresReachable(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: postgresHost, port: postgresPort, timeout: 2_000 });
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

/** Opens an event stream; resolves once it is open, with a promise of how it ends. */
async function openStreamUntilEnd(url: string): Promise<{ ended: Promise<'ended' | 'failed'> }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`the stream answered ${response.statusCode}`));
        return;
      }
      response.resume();
      // Wrapped: resolving with a bare promise would wait for the stream to end.
      resolve({
        ended: new Promise((settle) => {
          response.once('end', () => settle('ended'));
          response.once('error', () => settle('failed'));
        }),
      });
    });
    request.once('error', reject);
  });
}

const reachable = await postgresReachable();
if (!reachable) {
  console.warn(
    `Skipping the two-process test: no PostgreSQL at ${postgresHost}:${postgresPort} (it needs a real server; set TEST_DATABASE_URL).`,
  );
}

describe('deploy/nginx.conf for npm run cluster', () => {
  it('keeps the proxy rules and changes only the upstream list, listen address and written paths', () => {
    const template = readDeployNginxConfig();
    const config = renderClusterNginxConfig(template, {
      serverPorts: [4101, 4102, 4103],
      listenHost: '127.0.0.1',
      listenPort: 8080,
      prefix: '/tmp/x',
      asRoot: false,
    });
    expect(config.match(/server 127\.0\.0\.1:410\d max_fails=2 fail_timeout=5s;/g)).toHaveLength(3);
    expect(config).toContain('listen 127.0.0.1:8080;');
    expect(config).not.toMatch(/server:3000|\/dev\/std/);
    const rules = (text: string) => text.split('\n').filter((line) => /proxy_|location|return/.test(line));
    expect(rules(config).filter((line) => !line.includes('_temp_path'))).toEqual(rules(template));
  });
});

describe.skipIf(!reachable)('two server processes on one PostgreSQL', () => {
  const schemaName = `cluster_${randomBytes(5).toString('hex')}`;
  const dataDir = path.join(tmpdir(), `orderlane-${schemaName}`);
  let servers: ClusterProcess[] = [];
  let a: ClusterProcess;
  let b: ClusterProcess;

  beforeAll(async () => {
    servers = await startServers({
      processes: 2,
      databaseUrl: DATABASE_URL,
      databaseSchema: schemaName,
      dataDir,
      runFrom: 'source',
      env: { LOG_LEVEL: 'warn', RATE_LIMIT_EXEMPT_IPS: '127.0.0.1', PASSWORD_HASH_COST: '10' },
    });
    [a, b] = servers as [ClusterProcess, ClusterProcess];
  }, 480_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => stopProcess(server.child, server.exited, 20_000)));
    rmSync(dataDir, { recursive: true, force: true });
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
    await client.end();
  }, 60_000);

  it('shares sessions, live board events and idempotent checkouts across processes', async () => {
    const [diner] = await signUpDiners(a.url, 1, 1);
    const ownerLogin = await fetch(`${b.url}/api/owner/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@orderlane.example', password: 'orderlane-owner' }),
    });
    expect(ownerLogin.status).toBe(200);
    const ownerToken = ((await ownerLogin.json()) as { data: { accessToken: string } }).data.accessToken;
    // A stream opens with a single-use ticket; issued by B, spent on A.
    const ticketFromB = async () => {
      const issued = await fetch(`${b.url}/api/portal/events/ticket`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ownerToken}` },
      });
      expect(issued.status).toBe(200);
      return ((await issued.json()) as { data: { ticket: string } }).data.ticket;
    };

    // The owner signed in on B watches the board on A.
    const board = connectEventStream(
      `${a.url}/api/portal/events?storeId=${ALWAYS_OPEN_STORE_ID}&ticket=${await ticketFromB()}`,
    );
    expect(await board.opened).toBe(200);
    await board.waitFor((event) => event.event === 'ready', 60_000);

    // (a) The diner signed up on A is signed in on B.
    const menu = await callApi<Parameters<typeof readMenu>[0]>(b.url, '/getStoreMenu', {
      query: { restaurantInfoId: ALWAYS_OPEN_STORE_ID },
    });
    const order = pickupOrder(readMenu(menu.body).orderable, ALWAYS_OPEN_STORE_ID, 1);
    const priced = await callApi<{ data: { orderId: number | null; chargeTotal: number } }>(
      b.url,
      '/calculateOrder',
      { token: diner!.token, form: { orderjson: JSON.stringify(order) } },
    );
    expect(priced.status, priced.text).toBe(200);
    const orderId = priced.body.data.orderId;
    expect(orderId).toBeGreaterThan(0);

    // (b) + (c) Placed through B, the same send again through A: one order, one charge, seen on A's board.
    const form = {
      order: encodeURIComponent(JSON.stringify({ ...order, orderId })),
      creditCardInfo: JSON.stringify(SANDBOX_CARD),
      paymentstatus: 'CREDIT',
    };
    type Sent = { data: { orderId: number; total: number } };
    const first = await callApi<Sent>(b.url, '/sendOrderV2', { token: diner!.token, form });
    expect(first.status, first.text).toBe(200);
    const again = await callApi<Sent>(a.url, '/sendOrderV2', { token: diner!.token, form });
    expect(again.status, again.text).toBe(200);
    expect(again.body.data).toEqual(first.body.data);

    const placed = await board.waitFor(
      (event) => event.event === 'order' && (event.data as { orderId: number }).orderId === orderId,
      60_000,
    );
    expect(placed.data).toMatchObject({ orderId, status: 'PLACED' });

    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    const charges = await client.query<{ status: string; amount_cents: number }>(
      `SELECT status, amount_cents FROM "${schemaName}".sandbox_charges WHERE split_part(idempotency_key, ':', 1) = $1`,
      [String(orderId)],
    );
    await client.end();
    expect(charges.rows).toEqual([
      { status: 'CAPTURED', amount_cents: Math.round(first.body.data.total * 100) },
    ]);

    // Graceful shutdown: given SIGTERM, A ends the open board stream and exits by itself.
    board.close();
    const stream = await openStreamUntilEnd(
      `${a.url}/api/portal/events?storeId=${ALWAYS_OPEN_STORE_ID}&ticket=${await ticketFromB()}`,
    );
    a.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    expect(await stream.ended).toBe('ended');
    // B still serves.
    expect((await fetch(`${b.url}/api/ready`)).status).toBe(200);
  }, 240_000);
});
