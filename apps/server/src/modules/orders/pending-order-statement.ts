import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client.js';
import { customers, orderItemOptions, orderItems, orders } from '@/db/schema/index.js';
import type { NewCustomerRow, NewOrderLine, NewOrderRow } from './orders-repository.js';

type Row = Record<string, unknown>;

/** What both drivers (node-postgres' pool, PGlite and its thread's client) answer: text and $n parameters. */
interface RawClient {
  query(text: string, params: unknown[]): Promise<{ rows: { id: number | string }[] }>;
}

/**
 * The statement's text and parameters, written here rather than with drizzle's `sql` builder: building ~200
 * nested parameters through it was a quarter of the CPU of every calculateOrder (its `is()` checks).
 */
class StatementText {
  readonly params: unknown[] = [];

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /**
   * `insert into table (columns) values (...), (...)` of rows keyed as drizzle keys them, each value encoded by
   * its column as drizzle's own insert does (jsonb, timestamps); a key a row leaves undefined takes the column's
   * DEFAULT, as with drizzle. `extra` adds SQL-valued columns (the ids of the rows inserted before).
   */
  insertRows(table: PgTable, rows: Row[], extra: (index: number) => Record<string, string>): string {
    const columns = getTableColumns(table);
    const keys = [
      ...new Set(rows.flatMap((row) => Object.keys(row).filter((key) => row[key] !== undefined))),
    ];
    const extraKeys = rows.length > 0 ? Object.keys(extra(0)) : [];
    const names = [...keys, ...extraKeys].map((key) => `"${columns[key]!.name}"`);
    const values = rows.map((row, index) => {
      const added = extra(index);
      const cells = [
        ...keys.map((key) => {
          const value = row[key];
          if (value === undefined) {
            return 'default';
          }
          return this.param(value === null ? null : columns[key]!.mapToDriverValue(value));
        }),
        ...extraKeys.map((key) => added[key]!),
      ];
      return `(${cells.join(', ')})`;
    });
    return `insert into "${getTableName(table)}" (${names.join(', ')}) values ${values.join(', ')}`;
  }
}

/**
 * A calculated order, its customer snapshot, lines and options in one statement, so one round trip and atomic
 * without a transaction: data-modifying CTEs, the lines' ids drawn from their sequence first so each option row
 * names its line. Foreign keys are checked at the end of the statement, when every row is there.
 */
export async function insertPendingOrderInOneStatement(
  db: Db,
  pending: { order: NewOrderRow; customer: NewCustomerRow | null; lines: NewOrderLine[] },
): Promise<number> {
  const statement = new StatementText();
  const parts: string[] = [];
  if (pending.customer) {
    parts.push(
      `new_customer as (${statement.insertRows(customers, [pending.customer], () => ({}))} returning id)`,
    );
  }
  const customerId = pending.customer ? '(select id from new_customer)' : 'null';
  parts.push(
    `new_order as (${statement.insertRows(orders, [pending.order], () => ({ customerId }))} returning id)`,
  );
  const lineCount = pending.lines.length;
  const options = pending.lines.flatMap((line, lineIndex) =>
    line.options.map((option) => ({ option, lineIndex })),
  );
  if (lineCount > 0) {
    // Materialised once (nextval is volatile): each line's position with the id it will have.
    parts.push(
      `line_ids as (select nextval(pg_get_serial_sequence('order_items', 'id'))::integer as id, position
        from generate_series(1, ${statement.param(lineCount)}::integer) as position)`,
    );
    const lineId = (index: number) => `(select id from line_ids where position = ${index + 1})`;
    parts.push(
      `new_lines as (${statement.insertRows(
        orderItems,
        pending.lines.map((line) => line.item),
        (index) => ({ id: lineId(index), orderId: '(select id from new_order)' }),
      )})`,
    );
    if (options.length > 0) {
      parts.push(
        `new_options as (${statement.insertRows(
          orderItemOptions,
          options.map(({ option }) => option),
          (index) => ({ orderItemId: lineId(options[index]!.lineIndex) }),
        )})`,
      );
    }
  }
  // The driver's own client: drizzle would wrap the text in its builder again.
  const client = (db as unknown as { $client: RawClient }).$client;
  const result = await client.query(`with ${parts.join(', ')} select id from new_order`, statement.params);
  const [row] = result.rows;
  if (!row) {
    throw new Error('Inserting an order returned no row');
  }
  return Number(row.id);
}
