import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
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
}

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    return openPostgres(options.url, options.schemaName);
  }
  if (options.pgliteDir) {
    mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  }
  const client = new PGlite(options.pgliteDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(url: string, schemaName: string | undefined): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  });
  if (schemaName) {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
  }
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder, ...(schemaName ? { migrationsSchema: schemaName } : {}) });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}
