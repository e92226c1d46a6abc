import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, Db } from './client.js';
import { migrationsFolder } from './migrations-folder.js';
import { keepsNamedStatements } from './named-statement.js';

export async function openPostgres(url: string, schemaName: string | undefined): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Names this server's sessions in pg_stat_activity (and lets a drill end only them).
    application_name: `orderlane:${schemaName ?? 'public'}`.slice(0, 63),
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  });
  // A connection the server dropped (a restart, a failover): an idle one is removed by the pool, and one in use
  // fails its query, which the request answers with a 503; the next query opens a new connection. Without
  // these listeners Node would end the whole process on the first 'error' event (a client checked out between
  // two queries of a transaction emits it on itself, not on the pool).
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    keepsNamedStatements(client);
  });
  keepsNamedStatements(pool);
  const db = drizzle(pool);
  // Processes starting together would each create the schema and apply the same migrations (and fail on
  // the second CREATE): the first to take this lock migrates, the others wait and find nothing left to do.
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('SELECT pg_advisory_lock(hashtext($1))', [
      `orderlane:migrate:${schemaName ?? ''}`,
    ]);
    if (schemaName) {
      await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
    }
    await migrate(db, { migrationsFolder, ...(schemaName ? { migrationsSchema: schemaName } : {}) });
  } finally {
    // A session lock: ending the session releases it too, should the unlock itself fail.
    await lockHolder.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
    lockHolder.release();
  }
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

/**
 * A pool on a read replica (DATABASE_READ_URL): no migrations (a replica takes no writes; the primary's
 * migrations reach it by replication), the same schema and statement handling as the primary's pool.
 */
export async function openPostgresReplica(url: string, schemaName: string | undefined): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    application_name: `orderlane-read:${schemaName ?? 'public'}`.slice(0, 63),
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  });
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    keepsNamedStatements(client);
  });
  keepsNamedStatements(pool);
  return { db: drizzle(pool) as unknown as Db, kind: 'postgres', close: () => pool.end() };
}
