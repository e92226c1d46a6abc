import { createHash } from 'node:crypto';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.js';
import { queryNamed } from '@/db/named-statement.js';
import { customers, orderItemOptions, orderItems, orders } from '@/db/schema/index.js';
import type { AttemptVerdict } from '@/plugins/attempt-limits.js';
import {
  COUNTS_ALLOWED,
  countingCtes,
  type CountedRow,
  type CountsInStatement,
} from '@/plugins/attempt-counts-in-statement.js';
import {
  SESSION_CONFIRMED,
  SESSION_GUESS_PARAM_COUNT,
  sessionConfirmedCte,
  sessionGuessParams,
  type SessionGuess,
} from '@/plugins/session-guesses.js';
import type { NewCustomerRow, NewOrderLine, NewOrderRow } from './orders-repository.js';

type Row = Record<string, unknown>;

/** The keys a set of rows gives a value (undefined leaves the column to its DEFAULT, as drizzle's insert does). */
const keysOf = (rows: Row[]) => [
  ...new Set(rows.flatMap((row) => Object.keys(row).filter((key) => row[key] !== undefined))),
];

/**
 * A row as one JSON object keyed by column name, each value encoded by its column as drizzle's own insert
 * encodes it (timestamps, numerics), except JSON columns, which travel as the JSON they hold.
 */
function toJsonRow(columns: Record<string, PgColumn>, keys: string[], row: Row): Row {
  const json: Row = {};
  for (const key of keys) {
    const column = columns[key]!;
    const value = row[key];
    json[column.name] =
      value === undefined || value === null
        ? null
        : column.dataType === 'json'
          ? value
          : column.mapToDriverValue(value);
  }
  return json;
}

/**
 * `insert into table (columns, extra...) select columns, extra... from <source> [where <condition>]`: the
 * source's record type is the table's.
 */
function insertFrom(
  table: PgTable,
  keys: string[],
  extra: Record<string, string>,
  source: string,
  condition: string | null,
) {
  const columns = getTableColumns(table);
  const names = keys.map((key) => `"${columns[key]!.name}"`);
  const extraNames = Object.keys(extra).map((key) => `"${columns[key]!.name}"`);
  return `insert into "${getTableName(table)}" (${[...names, ...extraNames].join(', ')})
    select ${[...names.map((name) => `r.${name}`), ...Object.values(extra)].join(', ')} from ${source}${
      condition ? ` where ${condition}` : ''
    }`;
}

const recordOf = (table: PgTable, param: string) =>
  `jsonb_populate_record(null::"${getTableName(table)}", ${param}::jsonb) as r`;
const recordsOf = (table: PgTable, param: string) =>
  `jsonb_populate_recordset(null::"${getTableName(table)}", ${param}::jsonb) with ordinality as r`;

interface Shape {
  customerKeys: string[] | null;
  orderKeys: string[];
  lineKeys: string[];
  optionKeys: string[] | null;
  /** Attempts counted in the statement (attempt-counts-in-statement.ts): the rows are written only if allowed. */
  counted: boolean;
  /** A guessed session confirmed in the statement (session-guesses.ts): nothing is counted or written otherwise. */
  sessionGuessed: boolean;
}

/**
 * The statement for one shape of order: which columns its rows fill, with or without a customer snapshot and
 * options. Rows travel as JSON parameters, so the text does not depend on how many lines or options there are:
 * a handful of texts in all, each prepared once per connection. Parameters: $1 the order, $2 its lines, then the
 * customer when there is one, then the options and the line (1-based) of each, when there are options
 * (PostgreSQL refuses a parameter the text does not use: it cannot tell its type), then the counted attempts'
 * two when counted, then the session guess's seven when guessed.
 */
function statementText(shape: Shape): string {
  let next = 3;
  const customerParam = shape.customerKeys ? `$${next++}` : null;
  const optionsParam = shape.optionKeys ? `$${next++}` : null;
  const optionLinesParam = shape.optionKeys ? `$${next++}` : null;
  const countsParams = shape.counted ? ([`$${next++}`, `$${next++}`] as const) : null;
  const guessed = shape.sessionGuessed;
  const parts: string[] = [];
  if (guessed) {
    parts.push(sessionConfirmedCte(next));
    next += SESSION_GUESS_PARAM_COUNT;
  }
  const allowed =
    [guessed ? SESSION_CONFIRMED : null, countsParams ? COUNTS_ALLOWED : null]
      .filter((condition) => condition !== null)
      .join(' and ') || null;
  if (countsParams) {
    parts.push(countingCtes(countsParams[0], countsParams[1], guessed ? SESSION_CONFIRMED : undefined));
  }
  if (shape.customerKeys) {
    parts.push(
      `new_customer as (${insertFrom(customers, shape.customerKeys, {}, recordOf(customers, customerParam!), allowed)} returning id)`,
    );
  }
  const customerId = shape.customerKeys ? '(select id from new_customer)' : 'null';
  parts.push(
    `new_order as (${insertFrom(orders, shape.orderKeys, { customerId }, recordOf(orders, '$1'), allowed)} returning id)`,
  );
  // Materialised once (nextval is volatile): each line's position with the id it will have, so options name it.
  // Positions come from the lines' own elements, not generate_series(1, jsonb_array_length($2)): the planner
  // counts that series exactly when it sees the value and guesses 1,000 rows when it does not, so the plan kept
  // for any value always looked dearer than planning again, and every calculation paid for a new plan (half of
  // the statement's time in PostgreSQL's log).
  parts.push(
    `line_ids as (select nextval(pg_get_serial_sequence('order_items', 'id'))::integer as id, line.position
      from jsonb_array_elements($2::jsonb) with ordinality as line(value, position)${allowed ? ` where ${allowed}` : ''})`,
  );
  parts.push(
    `new_lines as (${insertFrom(
      orderItems,
      shape.lineKeys,
      {
        id: '(select id from line_ids where position = r.ordinality)',
        orderId: '(select id from new_order)',
      },
      recordsOf(orderItems, '$2'),
      allowed,
    )})`,
  );
  if (shape.optionKeys) {
    parts.push(
      `new_options as (${insertFrom(
        orderItemOptions,
        shape.optionKeys,
        { orderItemId: '(select id from line_ids where position = l.line)' },
        `${recordsOf(orderItemOptions, optionsParam!)} join unnest(${optionLinesParam}::integer[]) with ordinality as l(line, n) on l.n = r.ordinality`,
        allowed,
      )})`,
    );
  }
  // Counted or guessed: one row, the order's id (null when refused), the counts the verdicts are read from and
  // whether the guessed session held.
  if (!shape.counted && !shape.sessionGuessed) {
    return `with ${parts.join(', ')} select id from new_order`;
  }
  const columns = ['(select id from new_order) as id'];
  if (shape.counted) {
    columns.push('(select json_agg(counted) from counted) as counted');
  }
  if (shape.sessionGuessed) {
    columns.push(`${SESSION_CONFIRMED} as session_confirmed`);
  }
  return `with ${parts.join(', ')} select ${columns.join(', ')}`;
}

// Texts by shape, and the name each is prepared under; bounded, should some input ever make shapes without end.
const MAX_SHAPES = 64;
const statements = new Map<string, { text: string; name: string }>();

function statementFor(shape: Shape) {
  const key = JSON.stringify(shape);
  let statement = statements.get(key);
  if (!statement) {
    const text = statementText(shape);
    statement = { text, name: `pending_order_${createHash('sha1').update(text).digest('hex').slice(0, 16)}` };
    if (statements.size < MAX_SHAPES) {
      statements.set(key, statement);
    }
  }
  return statement;
}

type PendingOrderRows = { order: NewOrderRow; customer: NewCustomerRow | null; lines: NewOrderLine[] };

/** The statement for these rows and its parameters, in the order statementText numbers them. */
function statementWithParams(
  pending: PendingOrderRows,
  counts: CountsInStatement | null,
  guessParams: unknown[] | null = null,
) {
  const lineRows: Row[] = pending.lines.map((line) => line.item);
  const options = pending.lines.flatMap((line, lineIndex) =>
    line.options.map((option) => ({ option: option as Row, line: lineIndex + 1 })),
  );
  const shape: Shape = {
    customerKeys: pending.customer ? keysOf([pending.customer]) : null,
    orderKeys: keysOf([pending.order]),
    lineKeys: keysOf(lineRows),
    optionKeys: options.length > 0 ? keysOf(options.map(({ option }) => option)) : null,
    counted: counts !== null,
    sessionGuessed: guessParams !== null,
  };
  const params: unknown[] = [
    JSON.stringify(toJsonRow(getTableColumns(orders), shape.orderKeys, pending.order)),
    JSON.stringify(lineRows.map((row) => toJsonRow(getTableColumns(orderItems), shape.lineKeys, row))),
  ];
  if (pending.customer) {
    params.push(JSON.stringify(toJsonRow(getTableColumns(customers), shape.customerKeys!, pending.customer)));
  }
  if (shape.optionKeys) {
    const optionColumns = getTableColumns(orderItemOptions);
    params.push(
      JSON.stringify(options.map(({ option }) => toJsonRow(optionColumns, shape.optionKeys!, option))),
      options.map(({ line }) => line),
    );
  }
  if (counts) {
    params.push(...counts.params);
  }
  if (guessParams) {
    params.push(...guessParams);
  }
  return { statement: statementFor(shape), params };
}

/**
 * A calculated order, its customer snapshot, lines and options in one statement, so one round trip and atomic
 * without a transaction: data-modifying CTEs over the rows sent as JSON, the lines' ids drawn from their
 * sequence first so each option row names its line. Foreign keys are checked at the end of the statement,
 * when every row is there. On PostgreSQL it is a named prepared statement: parsed and planned once per
 * connection instead of once per calculation (docs/PERFORMANCE.md §8.3).
 */
export async function insertPendingOrderInOneStatement(
  db: Executor,
  pending: PendingOrderRows,
): Promise<number> {
  const { statement, params } = statementWithParams(pending, null);
  const [row] = await queryNamed<{ id: number | string }>(db, statement, params);
  if (!row) {
    throw new Error('Inserting an order returned no row');
  }
  return Number(row.id);
}

/**
 * The same statement counting `counts`' attempts first: the order is stored only when every count is within
 * its limit (orderId null otherwise), and the counts are made either way.
 */
export async function insertCountedPendingOrder(
  db: Executor,
  pending: PendingOrderRows,
  counts: CountsInStatement,
): Promise<{ orderId: number | null; verdicts: AttemptVerdict[] }> {
  const { statement, params } = statementWithParams(pending, counts);
  const [row] = await queryNamed<CountedStatementRow>(db, statement, params);
  if (!row) {
    throw new Error('Inserting an order returned no row');
  }
  return countedResult(row, counts);
}

type CountedStatementRow = { id: number | string | null; counted: CountedRow[] | string | null };

function countedResult(row: CountedStatementRow, counts: CountsInStatement) {
  const counted = typeof row.counted === 'string' ? (JSON.parse(row.counted) as CountedRow[]) : row.counted;
  return {
    orderId: row.id === null ? null : Number(row.id),
    verdicts: counts.verdicts(counted ?? []),
  };
}

/**
 * The counted statement on a guessed session: null when the guess no longer held, and then nothing was counted
 * or stored; else as `insertCountedPendingOrder`, the session confirmed.
 */
export async function insertCountedPendingOrderOnGuess(
  db: Executor,
  pending: PendingOrderRows,
  counts: CountsInStatement,
  guess: SessionGuess,
  now: Date,
): Promise<{ orderId: number | null; verdicts: AttemptVerdict[] } | null> {
  const { statement, params } = statementWithParams(pending, counts, sessionGuessParams(guess, now));
  const [row] = await queryNamed<CountedStatementRow & { session_confirmed: boolean }>(db, statement, params);
  if (!row) {
    throw new Error('Inserting an order returned no row');
  }
  return row.session_confirmed ? countedResult(row, counts) : null;
}
