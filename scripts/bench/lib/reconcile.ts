import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase } from '../../../apps/server/src/db/client.js';
import { POSTGRES_URL, type DataLocation } from './server-process.js';

/** The run's database, opened by the harness once the server has stopped (PGlite allows one process). */
export async function openRunDatabase(location: DataLocation) {
  const database = await openDatabase(
    location.kind === 'postgres'
      ? { url: POSTGRES_URL, schemaName: location.schemaName }
      : { pgliteDir: path.join(location.dataDir, 'pglite') },
  );
  const rows = async <T>(query: SQL) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  return { ...database, rows };
}
export type RunDatabase = Awaited<ReturnType<typeof openRunDatabase>>;

export interface Ledger {
  placedOrders: number;
  placedCents: number;
  capturedCharges: number;
  capturedCents: number;
  voidedCharges: number;
  pendingWithCharge: number[];
}

export interface Reconciliation {
  ledger: Ledger;
  problems: string[];
}

const LOAD_USERS = sql`(select id from users where email like 'load-%')`;
/** A charge's order: its idempotency key, before the ':void:' suffix a void appends. */
const CHARGE_ORDER = sql`split_part(c.idempotency_key, ':', 1)`;

/**
 * Placed orders against the sandbox ledger, to the cent; double charges; sold-out items in placed orders;
 * half-written orders; and what the diners were told. Every problem is a sentence.
 */
export async function reconcile(
  db: RunDatabase,
  told: { acknowledged: Map<number, number>; quoted: Map<number, number> },
): Promise<Reconciliation> {
  const problems: string[] = [];
  const placed = await db.rows<{ id: number; charged_cents: number; payment_transaction_id: string | null }>(
    sql`select id, charged_cents, payment_transaction_id from orders where status = 'PLACED' and user_id in ${LOAD_USERS}`,
  );
  const charges = await db.rows<{
    order_id: string;
    transaction_id: string;
    amount_cents: number;
    status: string;
  }>(
    sql`select ${CHARGE_ORDER} as order_id, c.transaction_id, c.amount_cents, c.status from sandbox_charges c`,
  );
  const captured = charges.filter((charge) => charge.status === 'CAPTURED');
  const capturedByOrder = new Map<number, typeof captured>();
  for (const charge of captured) {
    const orderId = Number(charge.order_id);
    capturedByOrder.set(orderId, [...(capturedByOrder.get(orderId) ?? []), charge]);
  }
  const placedIds = new Set(placed.map((order) => order.id));
  for (const order of placed) {
    const mine = capturedByOrder.get(order.id) ?? [];
    if (mine.length !== 1) {
      problems.push(`order ${order.id} has ${mine.length} captured charges`);
    } else if (
      mine[0]!.amount_cents !== order.charged_cents ||
      mine[0]!.transaction_id !== order.payment_transaction_id
    ) {
      problems.push(
        `order ${order.id} charged ${order.charged_cents} but its charge is ${mine[0]!.amount_cents} (${mine[0]!.transaction_id})`,
      );
    }
  }
  for (const [orderId, mine] of capturedByOrder) {
    if (!placedIds.has(orderId)) {
      problems.push(
        `charge ${mine.map((charge) => charge.transaction_id).join(', ')} of order ${orderId} has no placed order`,
      );
    }
  }
  for (const [orderId, chargedCents] of told.acknowledged) {
    const order = placed.find((row) => row.id === orderId);
    if (!order) {
      problems.push(`acknowledged order ${orderId} is not placed`);
    } else if (order.charged_cents !== chargedCents || told.quoted.get(orderId) !== chargedCents) {
      problems.push(
        `order ${orderId}: quoted ${told.quoted.get(orderId)}, told ${chargedCents}, charged ${order.charged_cents} cents`,
      );
    }
  }
  const soldOut = await db.rows<{ order_id: number; item_id: number }>(sql`
    select oi.order_id, oi.item_id from order_items oi join orders o on o.id = oi.order_id
    join items i on i.id = oi.item_id
    where o.status = 'PLACED' and o.user_id in ${LOAD_USERS} and (i.sold_out or not i.active)`);
  problems.push(
    ...soldOut.map((row) => `placed order ${row.order_id} holds unavailable item ${row.item_id}`),
  );
  problems.push(...(await findHalfWritten(db)));
  const pending = await db.rows<{ id: number }>(sql`
    select o.id from orders o where o.status <> 'PLACED' and o.user_id in ${LOAD_USERS}
    and exists (select 1 from sandbox_charges c where ${CHARGE_ORDER} = o.id::text and c.status = 'CAPTURED')`);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const ledger: Ledger = {
    placedOrders: placed.length,
    placedCents: sum(placed.map((order) => order.charged_cents)),
    capturedCharges: captured.length,
    capturedCents: sum(captured.map((charge) => charge.amount_cents)),
    voidedCharges: charges.length - captured.length,
    pendingWithCharge: pending.map((row) => row.id),
  };
  if (ledger.placedCents !== ledger.capturedCents || ledger.placedOrders !== ledger.capturedCharges) {
    problems.push(
      `placed ${ledger.placedOrders} orders for ${ledger.placedCents} cents, captured ${ledger.capturedCharges} charges for ${ledger.capturedCents} cents`,
    );
  }
  return { ledger, problems };
}

/** Orders placed without their lines, times, payment or counters; lines without an order. */
async function findHalfWritten(db: RunDatabase): Promise<string[]> {
  const checks: [string, SQL][] = [
    [
      'placed orders without lines',
      sql`select o.id from orders o where o.status = 'PLACED' and not exists (select 1 from order_items oi where oi.order_id = o.id)`,
    ],
    [
      'placed orders without placed_at or charged amount',
      sql`select id from orders where status = 'PLACED' and (placed_at is null or charged_cents is null)`,
    ],
    [
      'card orders placed without a transaction',
      sql`select id from orders where status = 'PLACED' and payment_status = 'CREDIT' and payment_transaction_id is null`,
    ],
    [
      'unplaced orders with a placed_at',
      // The load's diners only: the demo seed's board orders were placed and then moved on (accepted, ready).
      sql`select id from orders where status <> 'PLACED' and placed_at is not null and user_id in ${LOAD_USERS}`,
    ],
    [
      'diners whose order count differs from their placed orders',
      sql`
      select u.id from users u where u.email like 'load-%'
      and u.order_count <> (select count(*) from orders o where o.user_id = u.id and o.status = 'PLACED')`,
    ],
    ['diners with negative reward credit', sql`select id from users where reward_balance_cents < 0`],
    [
      'placed orders without their order_placed event',
      sql`
      select o.id from orders o where o.status = 'PLACED' and o.user_id in ${LOAD_USERS} and not exists
      (select 1 from analytics_events e where e.name = 'order_placed' and (e.payload->>'orderId')::int = o.id)`,
    ],
  ];
  const problems: string[] = [];
  for (const [label, query] of checks) {
    const found = await db.rows<{ id: number }>(query);
    if (found.length > 0) {
      problems.push(
        `${label}: ${found
          .slice(0, 10)
          .map((row) => row.id)
          .join(', ')}${found.length > 10 ? ` (+${found.length - 10})` : ''}`,
      );
    }
  }
  return problems;
}
