import type { Executor } from '@/db/client.js';

/**
 * A drizzle prepared statement per database handle: the SQL is built once (drizzle's query building was a
 * quarter of the CPU of pricing on PostgreSQL), and PostgreSQL plans it once per connection.
 */
export function preparedPerDb<T>(prepare: (db: Executor) => T): (db: Executor) => T {
  const statements = new WeakMap<Executor, T>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
