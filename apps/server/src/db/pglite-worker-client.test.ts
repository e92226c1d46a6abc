import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.js';
import { loadConfig } from '@/config.js';
import { openDatabase, type Database } from './client.js';
import { migrationsFolder } from './migrations-folder.js';
import { PgliteWorkerClient } from './pglite-worker-client.js';

const clientOf = (database: Database) => (database.db as unknown as { $client: PgliteWorkerClient }).$client;

/** Rows of a raw query: node-postgres and PGlite both answer `{ rows }`. */
const rowsOf = async (query: Promise<unknown>) => ((await query) as { rows: unknown[] }).rows;

const scratch = mkdtempSync(path.join(os.tmpdir(), 'orderlane-pglite-worker-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('PGlite on a worker thread', () => {
  const dataDir = path.join(scratch, 'pglite');
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: dataDir, pgliteMode: 'worker' });
    await database.db.execute(sql`CREATE TABLE scratch_counter (id int PRIMARY KEY, value int NOT NULL)`);
    await database.db.execute(sql`INSERT INTO scratch_counter VALUES (1, 0)`);
  });

  it('migrates the database on the worker', async () => {
    const applied = await rowsOf(
      database.db.execute(sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`),
    );
    const files = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));
    expect(applied[0]).toEqual({ count: files.length });
  });

  it('commits a transaction that resolves and rolls back one that throws, savepoints included', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO scratch_counter VALUES (2, 20)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO scratch_counter VALUES (3, 30)`);
          throw new Error('undo the savepoint only');
        })
        .catch(() => undefined);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO scratch_counter VALUES (4, 40)`);
        throw new Error('undo everything');
      }),
    ).rejects.toThrow('undo everything');
    const rows = await rowsOf(
      database.db.execute(sql`SELECT id, value FROM scratch_counter WHERE id > 1 ORDER BY id`),
    );
    expect(rows).toEqual([{ id: 2, value: 20 }]);
  });

  it('runs concurrent transactions one after another, as one PostgreSQL session does', async () => {
    // Each reads then writes: interleaved, increments would be lost.
    await Promise.all(
      Array.from({ length: 25 }, () =>
        database.db.transaction(async (tx) => {
          const read = await rowsOf(tx.execute(sql`SELECT value FROM scratch_counter WHERE id = 1`));
          const value = (read[0] as { value: number }).value;
          await tx.execute(sql`UPDATE scratch_counter SET value = ${value + 1} WHERE id = 1`);
        }),
      ),
    );
    const read = await rowsOf(database.db.execute(sql`SELECT value FROM scratch_counter WHERE id = 1`));
    expect(read[0]).toEqual({ value: 25 });
  });

  it("hands PostgreSQL's error code and constraint to the caller", async () => {
    const failure = await database.db.execute(sql`INSERT INTO scratch_counter VALUES (1, 0)`).catch((e) => e);
    expect(failure).toBeInstanceOf(Error);
    const cause = (failure as Error).cause as { code?: string; constraint?: string };
    expect(cause).toMatchObject({ code: '23505', constraint: 'scratch_counter_pkey' });
  });

  it('delivers LISTEN/NOTIFY back to the server thread', async () => {
    const client = clientOf(database);
    const received: string[] = [];
    const unlisten = await client.listen('scratch_channel', (payload) => received.push(payload));
    await client.query(`SELECT pg_notify('scratch_channel', 'hello')`);
    for (let attempt = 0; attempt < 500 && received.length === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await unlisten();
    expect(received).toEqual(['hello']);
  });

  it('ends the thread when closed and keeps the data on disk for the next start', async () => {
    const client = clientOf(database);
    await database.close();
    await expect(client.exited).resolves.toEqual(expect.any(Number));
    await expect(client.query('SELECT 1')).rejects.toThrow('closed');
    const reopened = await openDatabase({ pgliteDir: dataDir, pgliteMode: 'worker' });
    const read = await rowsOf(reopened.db.execute(sql`SELECT value FROM scratch_counter WHERE id = 1`));
    await reopened.close();
    expect(read[0]).toEqual({ value: 25 });
  });
});

describe('PGlite on a worker thread, start-up', () => {
  it('stops with one sentence naming the folder when the database cannot be opened', async () => {
    const notAFolder = path.join(scratch, 'not-a-folder');
    writeFileSync(notAFolder, 'a file where the database folder should be');
    const failure = await PgliteWorkerClient.open(notAFolder).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(
      /^The embedded database in .*not-a-folder could not be opened: /,
    );
  });

  it('serves the app with its live order events when PGLITE_MODE=worker', async () => {
    const config = loadConfig(
      {},
      {
        SEED_DEMO: 'false',
        PASSWORD_HASH_COST: '10',
        LOG_LEVEL: 'silent',
        DATA_DIR: path.join(scratch, 'app-data'),
        PGLITE_MODE: 'worker',
      },
    );
    const app = await buildApp({ config });
    try {
      await app.ready();
      const received: unknown[] = [];
      app.events.subscribe((message) => received.push(message));
      await app.events.publish({ type: 'order', storeId: 7, orderId: 42, status: 'placed' });
      for (let attempt = 0; attempt < 500 && received.length === 0; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(received).toEqual([{ type: 'order', storeId: 7, orderId: 42, status: 'placed' }]);
      expect(app.dbKind).toBe('pglite');
      expect((app.db as unknown as { $client: unknown }).$client).toBeInstanceOf(PgliteWorkerClient);
    } finally {
      await app.close();
    }
  });
});
