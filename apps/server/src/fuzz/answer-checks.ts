import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { TEST_CARD_NUMBERS } from './fuzz-world.js';

const STACK_TRACE = /\n\s+at |\bat [\w.<>]+ \(|node_modules|\/src\/[\w/-]+\.[jt]s|\.ts:\d+:\d+/;

/** The card numbers as digits, or grouped by spaces, dashes, '+' or '%20' (a form or query string's space). */
const CARD_PATTERNS = TEST_CARD_NUMBERS.map((digits) => {
  const groups =
    digits.length === 15
      ? [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)]
      : digits.match(/.{4}/g)!;
  return { digits, pattern: new RegExp(groups.join('(?:[\\s+-]|%20|%2B)?'), 'i') };
});

export function findCardNumber(text: string): string | null {
  return CARD_PATTERNS.find(({ pattern }) => pattern.test(text))?.digits ?? null;
}

/** What is wrong with an answer to a malformed request; null when it is a clean 4xx `{status, message}`. */
export function describeBadAnswer(response: LightMyRequestResponse): string | null {
  if (response.statusCode < 400 || response.statusCode >= 500) {
    return `HTTP ${response.statusCode}: ${response.body.slice(0, 300)}`;
  }
  if (STACK_TRACE.test(response.body)) {
    return `a stack trace in the answer: ${response.body.slice(0, 300)}`;
  }
  const card = findCardNumber(response.body);
  if (card) {
    return `a card number in the answer (${card})`;
  }
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `not JSON: ${response.body.slice(0, 200)}`;
  }
  const { status, message } = (body ?? {}) as { status?: unknown; message?: unknown };
  // signupDriver answers its status as the spec's list of codes.
  const statusMatches = status === response.statusCode || (Array.isArray(status) && status.length > 0);
  if (!statusMatches || typeof message !== 'string' || message.trim() === '') {
    return `not {status, message}: ${response.body.slice(0, 200)}`;
  }
  return null;
}

/** Rows of a raw query, whichever driver ran it (node-postgres and PGlite both answer `{ rows }`). */
export async function queryRows<T>(
  app: FastifyInstance,
  query: Parameters<FastifyInstance['db']['execute']>[0],
) {
  const result = (await app.db.execute(query)) as { rows: T[] };
  return result.rows;
}

/** A fingerprint of every table's content (row count and hash), to prove a run wrote nothing. */
export async function snapshotTables(app: FastifyInstance): Promise<Record<string, string>> {
  const tables = await queryRows<{ table_name: string }>(
    app,
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const snapshot: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    const [row] = await queryRows<{ rows: string; digest: string | null }>(
      app,
      sql.raw(
        `select count(*)::text as rows, md5(string_agg(t::text, '|' order by t::text)) as digest from "${table}" t`,
      ),
    );
    snapshot[table] = `${row?.rows} rows ${row?.digest ?? '-'}`;
  }
  return snapshot;
}

/** Every text of every row, for the card-number search. */
export async function dumpTables(app: FastifyInstance): Promise<string> {
  const tables = Object.keys(await snapshotTables(app));
  const texts: string[] = [];
  for (const table of tables) {
    const rows = await queryRows<{ row: string }>(app, sql.raw(`select t::text as row from "${table}" t`));
    texts.push(...rows.map((row) => `${table}: ${row.row}`));
  }
  return texts.join('\n');
}
