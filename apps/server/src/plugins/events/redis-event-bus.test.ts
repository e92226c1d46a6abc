import { connect } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.js';
import { insertPortalWorld, placeCardOrder } from '@/modules/portal/portal-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { eventChannelName, type BusMessage, type EventBus } from './event-bus.js';
import { createRedisEventBus } from './redis-event-bus.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether something accepts connections at the Redis address, within a second. */
function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 1_000 });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

const redisUp = await reachable(REDIS_URL);
if (!redisUp) {
  console.warn(
    `Skipping the Redis event bus tests: nothing answers at ${REDIS_URL} (set TEST_REDIS_URL to point elsewhere).`,
  );
}

const silentLog = { info: () => undefined, warn: () => undefined };
// Each run its own channel: test files running at once on the same Redis never hear each other.
const channel = `orderlane_events_test_${process.pid}_${Date.now().toString(36)}`;

function collect(bus: EventBus) {
  const received: BusMessage[] = [];
  const unsubscribe = bus.subscribe((message) => received.push(message));
  const waitFor = async (count: number) => {
    for (let attempt = 0; attempt < 500 && received.length < count; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return received;
  };
  return { received, waitFor, unsubscribe };
}

describe('EVENT_BUS in the configuration', () => {
  it('is the database by default, and refuses redis without REDIS_URL in one line', () => {
    expect(loadConfig({}).eventBus).toBe('database');
    expect(() => loadConfig({ EVENT_BUS: 'redis' })).toThrow(
      /^Invalid configuration: EVENT_BUS=redis needs REDIS_URL$/,
    );
    expect(() => loadConfig({ EVENT_BUS: 'kafka' })).toThrow(/^Invalid configuration: EVENT_BUS /);
  });
});

describe.skipIf(!redisUp)(`the Redis pub/sub bus against the Redis at ${REDIS_URL}`, () => {
  const clients: Redis[] = [];
  const client = (options: { autoResubscribe?: boolean } = {}) => {
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, ...options });
    clients.push(redis);
    return redis;
  };
  /** One server process's bus: a shared publisher and a subscriber of the bus's own. */
  let processes = 0;
  const processBus = () => {
    const publisher = client();
    const connectionName = `bus_${channel}_${(processes += 1)}`;
    const subscriber = publisher.duplicate({
      autoResubscribe: false,
      connectionName,
      retryStrategy: () => 50,
    });
    clients.push(subscriber);
    return {
      bus: createRedisEventBus({ publisher, subscriber, channel, log: silentLog }),
      connectionName,
    };
  };
  afterAll(() => {
    for (const redis of clients) {
      redis.disconnect();
    }
  });

  it('delivers an event published by one process to every process, itself included, once each', async () => {
    const first = processBus().bus;
    const second = processBus().bus;
    await Promise.all([first.ready(), second.ready()]);
    const here = collect(first);
    const there = collect(second);
    await first.publish({ type: 'order', storeId: 1, orderId: 2, status: 'ACCEPTED' });
    await second.publish({ type: 'store', storeId: 1 });
    const expected = [
      { type: 'order', storeId: 1, orderId: 2, status: 'ACCEPTED' },
      { type: 'store', storeId: 1 },
    ];
    expect(await here.waitFor(2)).toEqual(expected);
    expect(await there.waitFor(2)).toEqual(expected);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(here.received).toHaveLength(2);
    await first.close();
    await second.close();
  });

  it('drops messages it cannot read, and those on other channels, and keeps listening', async () => {
    const { bus } = processBus();
    await bus.ready();
    const here = collect(bus);
    const raw = client();
    await raw.connect();
    for (const payload of ['not json', '{"type":"order","storeId":1}', 'null']) {
      await raw.publish(channel, payload);
    }
    await raw.publish(`${channel}_other`, JSON.stringify({ type: 'menu', storeId: 3 }));
    await bus.publish({ type: 'menu', storeId: 2 });
    expect(await here.waitFor(1)).toEqual([{ type: 'menu', storeId: 2 }]);
    await bus.close();
  });

  it('subscribes again by itself after its connection is killed, and says to resync', async () => {
    const { bus, connectionName } = processBus();
    await bus.ready();
    const here = collect(bus);
    const admin = client();
    await admin.connect();
    const list = String(await admin.client('LIST'));
    const id = list
      .split('\n')
      .filter((entry) => entry.includes(` name=${connectionName} `))
      .map((entry) => /(?:^| )id=(\d+)/.exec(entry)?.[1])[0];
    expect(id).toBeDefined();
    await admin.client('KILL', 'ID', id!);
    expect(await here.waitFor(1)).toEqual([{ type: 'resync' }]);
    await bus.publish({ type: 'store', storeId: 4 });
    expect(await here.waitFor(2)).toEqual([{ type: 'resync' }, { type: 'store', storeId: 4 }]);
    await bus.close();
  });
});

describe.skipIf(!redisUp)('EVENT_BUS=redis through the app', async () => {
  // The attempt counters live in the machine's Redis too, which outlives test runs: the world's sign-ups from
  // 127.0.0.1 must not meet the counts of earlier runs.
  const app = await buildTestApp({ REDIS_URL, EVENT_BUS: 'redis', RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });
  const { store, diner } = await insertPortalWorld(app);

  it("carries a placed order's event over Redis to another process", async () => {
    expect(app.events.kind).toBe('redis');
    const other = new Redis(REDIS_URL, { lazyConnect: true });
    await other.connect();
    const heard: string[] = [];
    other.on('message', (_channel: string, message: string) => heard.push(message));
    await other.subscribe(eventChannelName(app.config.databaseSchema));
    const orderId = await placeCardOrder(app, diner, store);
    const placed = JSON.stringify({ type: 'order', storeId: store.storeId, orderId, status: 'PLACED' });
    for (let attempt = 0; attempt < 500 && !heard.includes(placed); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(heard).toContain(placed);
    other.disconnect();
  });
});

describe('EVENT_BUS=redis with Redis down', async () => {
  // Port 1 refuses at once: the server starts anyway, and an order is placed without its event.
  const app = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1', EVENT_BUS: 'redis' });
  const { store, diner } = await insertPortalWorld(app);

  it('starts, and places an order whose event cannot be published', async () => {
    expect(app.events.kind).toBe('redis');
    expect(await placeCardOrder(app, diner, store)).toBeGreaterThan(0);
  });
});
