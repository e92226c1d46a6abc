import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '@/testing/build-test-app.js';
import { eventChannelName, type BusMessage, type EventBus } from './event-bus.js';
import { createPgliteNotifyBus } from './pglite-notify-bus.js';
import { createPostgresNotifyBus } from './postgres-notify-bus.js';

const silentLog = { info: () => undefined, warn: () => undefined };

function collect(bus: EventBus) {
  const received: BusMessage[] = [];
  const unsubscribe = bus.subscribe((message) => received.push(message));
  const waitFor = async (count: number) => {
    for (let attempt = 0; attempt < 200 && received.length < count; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return received;
  };
  return { received, waitFor, unsubscribe };
}

describe('the event bus over LISTEN/NOTIFY', async () => {
  const app = await buildTestApp();
  const channel = eventChannelName(app.config.databaseSchema);

  /** A second server process on the same database: its own listening connection (or listener on PGlite). */
  function secondProcessBus(): EventBus {
    if (app.dbKind === 'postgres') {
      const pool = (app.db as unknown as { $client: pg.Pool }).$client;
      return createPostgresNotifyBus({
        connectionString: app.config.databaseUrl ?? '',
        channel,
        publishQuery: (query) => pool.query(query),
        log: silentLog,
      });
    }
    return createPgliteNotifyBus({
      client: (app.db as unknown as { $client: PGlite }).$client,
      channel,
      log: silentLog,
    });
  }

  it(`runs on the app's database (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
    expect(app.events.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('delivers a published event to the publishing process and to another one, once each', async () => {
    const other = secondProcessBus();
    await other.ready();
    const here = collect(app.events);
    const there = collect(other);
    await app.events.publish({ type: 'order', storeId: 3, orderId: 41, status: 'PLACED' });
    await other.publish({ type: 'store', storeId: 3 });
    expect(await here.waitFor(2)).toEqual([
      { type: 'order', storeId: 3, orderId: 41, status: 'PLACED' },
      { type: 'store', storeId: 3 },
    ]);
    expect(await there.waitFor(2)).toEqual(here.received);
    here.unsubscribe();
    there.unsubscribe();
    await other.close();
  });

  it('delivers an event published inside a transaction only when it commits', async () => {
    const here = collect(app.events);
    await app.db
      .transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_notify(${channel}, ${JSON.stringify({ type: 'menu', storeId: 9 })})`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_notify(${channel}, ${JSON.stringify({ type: 'menu', storeId: 10 })})`);
    });
    await here.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(here.received).toEqual([{ type: 'menu', storeId: 10 }]);
    here.unsubscribe();
  });

  it('drops payloads it cannot read and keeps listening', async () => {
    const here = collect(app.events);
    for (const payload of [
      'not json',
      '{"type":"order","storeId":1}',
      '{"type":"menu","storeId":-1}',
      'null',
    ]) {
      await app.db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
    }
    await app.events.publish({ type: 'menu', storeId: 2 });
    expect(await here.waitFor(1)).toEqual([{ type: 'menu', storeId: 2 }]);
    here.unsubscribe();
  });

  it('keeps delivering to the other listeners when one of them throws', async () => {
    const failing = app.events.subscribe(() => {
      throw new Error('listener bug');
    });
    const here = collect(app.events);
    await app.events.publish({ type: 'store', storeId: 5 });
    expect(await here.waitFor(1)).toEqual([{ type: 'store', storeId: 5 }]);
    failing();
    here.unsubscribe();
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'comes back by itself after the listening connection is killed, and says to resync',
    async () => {
      const pool = (app.db as unknown as { $client: pg.Pool }).$client;
      const ownChannel = `${channel}_x`.slice(0, 63);
      const bus = createPostgresNotifyBus({
        connectionString: app.config.databaseUrl ?? '',
        channel: ownChannel,
        publishQuery: (query) => pool.query(query),
        log: silentLog,
        reconnectDelayMs: 20,
      });
      await bus.ready();
      const here = collect(bus);
      await pool.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN "${ownChannel}"'`,
      );
      expect(await here.waitFor(1)).toEqual([{ type: 'resync' }]);
      await bus.publish({ type: 'store', storeId: 4 });
      expect(await here.waitFor(2)).toEqual([{ type: 'resync' }, { type: 'store', storeId: 4 }]);
      await bus.close();
    },
  );
});
