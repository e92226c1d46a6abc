import { getTableColumns, getTableName, sql, type Column, type SQL, type Table } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';

/**
 * The driver's client a handle sends its statements on: the pool (or PGlite) for the database handle, the pool's
 * client (or PGlite's transaction) for a transaction. Read from drizzle's session, which holds it.
 */
export function driverClientOf(db: Executor): object | null {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  return typeof client === 'object' && client !== null ? client : null;
}

/**
 * A drizzle prepared statement per connection: the SQL is built once (drizzle's query building was a large share
 * of the CPU of pricing and placing on PostgreSQL), and PostgreSQL parses and plans it once per connection
 * (docs/PERFORMANCE.md §8.3). A drizzle prepared statement holds the client it was built on and nothing of the transaction,
 * so each client gets its own: a copy of the one built first, bound to that client (see `boundTo`).
 */
export function preparedPerDb<T>(prepare: (db: Executor) => T): (db: Executor) => T {
  const statements = new WeakMap<object, T>();
  let first: T | undefined;
  return (db) => {
    // A transaction handle is a new object per transaction, while its client is one of the pool's few (PGlite
    // hands each transaction a client object of its own): a statement kept per client serves every later
    // transaction on it.
    const connection = driverClientOf(db) ?? db;
    let statement = statements.get(connection);
    if (statement === undefined) {
      statement = (first !== undefined ? boundTo(first, connection) : null) ?? prepare(db);
      first ??= statement;
      statements.set(connection, statement);
    }
    return statement;
  };
}

/**
 * The statement for another client, without building its SQL again: drizzle's prepared queries (node-postgres and
 * PGlite alike) read their client from `this.client` on every run and keep nothing else of the connection, so a
 * copy whose own `client` is the other one runs there. Null for anything else (then it is built anew).
 */
function boundTo<T>(statement: T, client: object): T | null {
  if (typeof statement !== 'object' || statement === null || !Object.hasOwn(statement, 'client')) {
    return null;
  }
  return Object.create(statement as object, { client: { value: client } }) as T;
}

/**
 * `set` values for a prepared update (or insert): one placeholder per column, named as the column's key. Pass
 * the values through `encodeColumnValues`: drizzle encodes a placeholder's value by its column without the null
 * check its builder makes (a null timestamp would throw), so these placeholders take values already encoded.
 */
export function columnPlaceholders<K extends string>(names: readonly K[]): Record<K, SQL> {
  return Object.fromEntries(names.map((name) => [name, sql`${sql.placeholder(name)}`])) as Record<K, SQL>;
}

/** The named values, each encoded by its column as drizzle's builder encodes it: null stays null. */
export function encodeColumnValues<K extends string>(
  table: Table,
  names: readonly K[],
  values: { [name in K]: unknown },
): Record<K, unknown> {
  const columns = getTableColumns(table) as Record<string, Column>;
  return Object.fromEntries(
    names.map((name) => {
      const column = columns[name];
      if (!column) {
        throw new Error(`${name} is not a column of ${getTableName(table)}`);
      }
      const value = values[name];
      return [name, value === null || value === undefined ? null : column.mapToDriverValue(value)];
    }),
  ) as Record<K, unknown>;
}
