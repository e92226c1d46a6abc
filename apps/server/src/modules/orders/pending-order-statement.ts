import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.js';
import { customers, orderItemOptions, orderItems, orders } from '@/db/schema/index.js';
import type { NewCustomerRow, NewOrderLine, NewOrderRow } from './orders-repository.js';

type Row = Record<string, unknown>;

/**
 * `INSERT INTO table (columns) VALUES (...), (...)` of rows keyed as drizzle keys them, each value encoded by its
 * column as drizzle's own insert does (jsonb, timestamps); a key a row leaves undefined takes the column's
 * DEFAULT, as with drizzle. `extra` adds SQL-valued columns (the ids of the rows inserted before).
 */
function insertRows(table: PgTable, rows: Row[], extra: (index: number) => Record<string, SQL>): SQL {
  const columns = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row).filter((key) => row[key] !== undefined)))];
  const extraKeys = rows.length > 0 ? Object.keys(extra(0)) : [];
  const names = [...keys, ...extraKeys].map((key) => sql.identifier(columns[key]!.name));
  const values = rows.map((row, index) => {
    const added = extra(index);
    const cells = [
      ...keys.map((key) => (row[key] === undefined ? sql`default` : sql.param(row[key], columns[key]))),
      ...extraKeys.map((key) => added[key]!),
    ];
    return sql`(${sql.join(cells, sql`, `)})`;
  });
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) values ${sql.join(values, sql`, `)}`;
}

/**
 * A calculated order, its customer snapshot, lines and options in one statement, so one round trip and atomic
 * without a transaction: data-modifying CTEs, the lines' ids drawn from their sequence first so each option row
 * names its line. Foreign keys are checked at the end of the statement, when every row is there.
 */
export async function insertPendingOrderInOneStatement(
  db: Executor,
  pending: { order: NewOrderRow; customer: NewCustomerRow | null; lines: NewOrderLine[] },
): Promise<number> {
  const parts: SQL[] = [];
  if (pending.customer) {
    parts.push(sql`new_customer as (${insertRows(customers, [pending.customer], () => ({}))} returning id)`);
  }
  const customerId = pending.customer ? sql`(select id from new_customer)` : sql`null`;
  parts.push(sql`new_order as (${insertRows(orders, [pending.order], () => ({ customerId }))} returning id)`);
  const lineCount = pending.lines.length;
  const options = pending.lines.flatMap((line, lineIndex) =>
    line.options.map((option) => ({ option, lineIndex })),
  );
  if (lineCount > 0) {
    // Materialised once (nextval is volatile): each line's position with the id it will have.
    parts.push(
      sql`line_ids as (select nextval(pg_get_serial_sequence('order_items', 'id'))::integer as id, position
        from generate_series(1, ${lineCount}::integer) as position)`,
    );
    const lineId = (index: number) => sql`(select id from line_ids where position = ${index + 1}::integer)`;
    parts.push(
      sql`new_lines as (${insertRows(
        orderItems,
        pending.lines.map((line) => line.item),
        (index) => ({ id: lineId(index), orderId: sql`(select id from new_order)` }),
      )})`,
    );
    if (options.length > 0) {
      parts.push(
        sql`new_options as (${insertRows(
          orderItemOptions,
          options.map(({ option }) => option),
          (index) => ({ orderItemId: lineId(options[index]!.lineIndex) }),
        )})`,
      );
    }
  }
  const result = await db.execute(sql`with ${sql.join(parts, sql`, `)} select id from new_order`);
  const [row] = (result as unknown as { rows: { id: number }[] }).rows;
  if (!row) {
    throw new Error('Inserting an order returned no row');
  }
  return Number(row.id);
}
