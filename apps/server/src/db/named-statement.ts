import type { Executor } from '@/db/client.js';
import { driverClientOf } from '@/db/prepared-per-db.js';

/** What both drivers' clients answer (node-postgres' pool, PGlite and its thread's client): text, $n parameters. */
interface RawClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
  /** node-postgres only. */
  query(statement: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** node-postgres' pools and their connections (see postgres-database.ts): each keeps a named statement's plan. */
const namedStatementClients = new WeakSet<object>();

/** Marks a node-postgres pool or connection: `queryNamed` sends it the statement's name beside its text. */
export function keepsNamedStatements(client: object) {
  namedStatementClients.add(client);
}

/** A statement written as text, and the name PostgreSQL keeps it under once a connection has parsed it. */
export interface NamedStatement {
  name: string;
  text: string;
}

/**
 * Runs a statement written as SQL text through the driver's own client, for the few statements drizzle's builder
 * cannot keep prepared (their rows travel as JSON or arrays). On PostgreSQL it is a named prepared statement:
 * parsed and planned once per connection. Rows come back as the driver gives them: snake_case names, and
 * timestamps as Date or text depending on the driver.
 */
export async function queryNamed<Row>(
  db: Executor,
  statement: NamedStatement,
  params: unknown[],
): Promise<Row[]> {
  // In a transaction, its own client (the pool's client, PGlite's transaction).
  const client = driverClientOf(db) as RawClient | null;
  if (!client) {
    throw new Error('This database handle has no driver client');
  }
  const result = namedStatementClients.has(client)
    ? await client.query({ name: statement.name, text: statement.text, values: params })
    : await client.query(statement.text, params);
  return result.rows as Row[];
}
