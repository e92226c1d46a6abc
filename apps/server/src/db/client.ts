import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { withNamedStatements } from './pglite-named-statements.js';
import { drizzleTextParsers, withInstanceParsers } from './pglite-text-types.js';
import { migrationsFolder } from './migrations-folder.js';
import { takeTurns } from './pglite-turns.js';

// Without the schema: nothing uses drizzle's relational queries (db.query.*), and a database given one builds a
// query builder for every table each time it opens a transaction, a visible share of placing's CPU
// (docs/PERFORMANCE.md §8.3).
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What repositories accept: the database, or the transaction a service opened. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; unset selects embedded PGlite. */
  url?: string | undefined;
  /** PostgreSQL schema to create and use (one per test run). */
  schemaName?: string | undefined;
  /** PGlite folder; unset keeps the embedded database in memory (tests). */
  pgliteDir?: string | undefined;
  /** A dumped, already migrated PGlite to start from: skips initdb, which costs seconds (tests). */
  pgliteTemplate?: Blob | undefined;
}

/**
 * PGlite's start parameters with a 16 MB buffer cache instead of PostgreSQL's 128 MB. The cache lives in the
 * server's own (WebAssembly) memory, which never shrinks; the pages it misses come from the operating system's
 * file cache, and an embedded database is small (docs/PERFORMANCE.md §8.8).
 */
export const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
  '-c',
  'wal_buffers=1MB',
];

/**
 * A new data folder is created (initdb) on a thread that then ends: initdb grows PGlite's WebAssembly memory
 * several times over, which a process never gives back, while a thread's memory goes with it.
 */
async function createDataFolderOnAThread(dataDir: string) {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) {
    return;
  }
  const worker = new Worker(new URL('./pglite-initdb.mjs', import.meta.url), {
    workerData: { dataDir, startParams: pgliteStartParams },
  });
  const answer = await new Promise<{ made: boolean; message?: string }>((resolve) => {
    worker.once('message', resolve);
    worker.once('error', (error) => resolve({ made: false, message: error.message }));
    worker.once('exit', (code) => resolve({ made: false, message: `the thread ended (exit code ${code})` }));
  });
  await worker.terminate();
  if (!answer.made) {
    throw new Error(`The embedded database in ${dataDir} could not be created: ${answer.message}`);
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    // node-postgres and drizzle's driver for it are loaded only by a server on PostgreSQL.
    const { openPostgres } = await import('./postgres-database.js');
    return openPostgres(options.url, options.schemaName);
  }
  if (options.pgliteDir) {
    mkdirSync(path.dirname(options.pgliteDir), { recursive: true, mode: 0o700 });
    await createDataFolderOnAThread(options.pgliteDir);
  }
  const client = new PGlite({
    startParams: pgliteStartParams,
    parsers: drizzleTextParsers,
    ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
    ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
  });
  const db = drizzlePglite(takeTurns(withInstanceParsers(withNamedStatements(client))));
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
