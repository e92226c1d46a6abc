import { and, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { columnPlaceholders, encodeColumnValues, preparedPerDb } from '@/db/prepared-per-db.js';
import { customers, orderItemOptions, orderItems, orders, users } from '@/db/schema/index.js';
import type { NotificationInStatement } from '@/plugins/events/event-bus.js';

export type NewOrderRow = Omit<typeof orders.$inferInsert, 'id' | 'customerId' | 'status'>;
export type NewCustomerRow = Omit<typeof customers.$inferInsert, 'id'>;
export type NewOrderLine = {
  item: Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;
  options: Omit<typeof orderItemOptions.$inferInsert, 'id' | 'orderItemId'>[];
};

/** A calculated order, its customer snapshot and its lines, all PENDING until sendOrderV2 places it. */
export async function insertPendingOrder(
  tx: Executor,
  pending: { order: NewOrderRow; customer: NewCustomerRow | null; lines: NewOrderLine[] },
): Promise<number> {
  let customerId: number | null = null;
  if (pending.customer) {
    const [customer] = await tx.insert(customers).values(pending.customer).returning({ id: customers.id });
    customerId = customer?.id ?? null;
  }
  const [order] = await tx
    .insert(orders)
    .values({ ...pending.order, customerId })
    .returning({ id: orders.id });
  if (!order) {
    throw new Error('Inserting an order returned no row');
  }
  const itemRows = await tx
    .insert(orderItems)
    .values(pending.lines.map((line) => ({ ...line.item, orderId: order.id })))
    .returning({ id: orderItems.id });
  const optionRows = pending.lines.flatMap((line, index) =>
    line.options.map((option) => ({ ...option, orderItemId: itemRows[index]?.id ?? 0 })),
  );
  if (optionRows.length > 0) {
    await tx.insert(orderItemOptions).values(optionRows);
  }
  return order.id;
}

/** What placing reads of an order (a diner's send and a staff phone order's send alike). */
export const placementColumns = {
  id: orders.id,
  userId: orders.userId,
  storeId: orders.storeId,
  customerId: orders.customerId,
  status: orders.status,
  orderType: orders.orderType,
  chargedCents: orders.chargedCents,
  pricingFingerprint: orders.pricingFingerprint,
  paymentTransactionId: orders.paymentTransactionId,
  paymentClaimedAt: orders.paymentClaimedAt,
  createdAt: orders.createdAt,
};

const orderForPlacementStatement = preparedPerDb((db) =>
  db
    .select(placementColumns)
    .from(orders)
    .where(eq(orders.id, sql.placeholder('orderId')))
    .prepare('orders_for_placement'),
);

/** Read at least twice per send (prepared). */
export async function findOrderForPlacement(db: Executor, orderId: number) {
  const [row] = await orderForPlacementStatement(db).execute({ orderId });
  return row ?? null;
}
export type OrderForPlacement = NonNullable<Awaited<ReturnType<typeof findOrderForPlacement>>>;

/** Notes that a card charge may exist for this order, so the recovery sweep looks at it after a crash. */
export async function markPaymentAttempt(db: Executor, orderId: number) {
  await db
    .update(orders)
    .set({ paymentStatus: 'CREDIT' })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'PENDING')));
}

// Every card send claims its order first: built and planned once.
const claimPaymentStatement = preparedPerDb((db) =>
  db
    .update(orders)
    .set({ paymentStatus: 'CREDIT', paymentClaimedAt: sql`${sql.placeholder('now')}::timestamptz` })
    .where(
      and(
        eq(orders.id, sql.placeholder('orderId')),
        eq(orders.status, 'PENDING'),
        or(
          isNull(orders.paymentClaimedAt),
          lt(orders.paymentClaimedAt, sql`${sql.placeholder('staleBefore')}::timestamptz`),
        ),
      ),
    )
    .returning({ id: orders.id })
    .prepare('orders_claim_payment'),
);

/**
 * Claims a pending order's card payment for one send, marking the attempt as `markPaymentAttempt` does. Refused
 * while another send holds a claim newer than `staleBefore` (an older one belongs to a send that crashed).
 */
export async function claimPayment(db: Executor, orderId: number, now: Date, staleBefore: Date) {
  const rows = await claimPaymentStatement(db).execute({
    orderId,
    now: now.toISOString(),
    staleBefore: staleBefore.toISOString(),
  });
  return rows.length > 0;
}

/** Ends a send's claim without placing (declined, refused, failed), so the diner may try again. */
export async function releasePaymentClaim(db: Executor, orderId: number) {
  await db.update(orders).set({ paymentClaimedAt: null }).where(eq(orders.id, orderId));
}

/** Back-dates a pending order's claim so the next send may take it over at once, while twins keep waiting. */
export async function backdatePaymentClaim(db: Executor, orderId: number, claimedAt: Date) {
  await db
    .update(orders)
    .set({ paymentClaimedAt: claimedAt })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'PENDING')));
}

export async function clearPaymentAttempt(db: Executor, orderId: number) {
  await db
    .update(orders)
    .set({ paymentStatus: null })
    .where(and(eq(orders.id, orderId), sql`${orders.status} <> 'PLACED'`));
}

export interface PlacementFields {
  paymentStatus: 'CREDIT' | 'CASH';
  paymentTransactionId: string | null;
  paymentProfileId: number | null;
  chargedCents: number;
  orderPaymentMethod: string | null;
  tableName: string;
  specialInstructions: string;
  placedAt: Date;
  /** Set for a captured card: the money is in. An in-store order is paid later, at the counter. */
  paidAt: Date | null;
  /** The credit the order earns once paid (credited by the rewards service). */
  rewardEarnedCents: number;
  cardFingerprint: string | null;
}

const placementFieldNames = [
  'paymentStatus',
  'paymentTransactionId',
  'paymentProfileId',
  'chargedCents',
  'orderPaymentMethod',
  'tableName',
  'specialInstructions',
  'placedAt',
  'paidAt',
  'rewardEarnedCents',
  'cardFingerprint',
] as const satisfies readonly (keyof PlacementFields)[];

const markPlaced = (db: Executor) =>
  db
    .update(orders)
    .set({ ...columnPlaceholders(placementFieldNames), status: 'PLACED' })
    .where(and(eq(orders.id, sql.placeholder('orderId')), eq(orders.status, 'PENDING')));

// Every send runs one of them in its placing transaction: built once per connection (see preparedPerDb).
const markPlacedStatement = preparedPerDb((db) =>
  markPlaced(db).returning({ id: orders.id }).prepare('orders_mark_placed'),
);
// The same, sending the order's event from the row it placed (none when no row is placed).
const markPlacedNotifyingStatement = preparedPerDb((db) =>
  markPlaced(db)
    .returning({
      id: orders.id,
      notified: sql<string>`pg_notify(${sql.placeholder('channel')}, ${sql.placeholder('payload')})::text`,
    })
    .prepare('orders_mark_placed_notify'),
);

/**
 * PENDING -> PLACED, once: of many concurrent sends of one order, exactly one gets true. With a notification, the
 * statement also sends it, delivered when the placing transaction commits (see NotificationInStatement).
 */
export async function markOrderPlaced(
  tx: Executor,
  orderId: number,
  fields: PlacementFields,
  notification?: NotificationInStatement,
): Promise<boolean> {
  const values = encodeColumnValues(orders, placementFieldNames, fields);
  const rows = notification
    ? await markPlacedNotifyingStatement(tx).execute({ ...values, orderId, ...notification })
    : await markPlacedStatement(tx).execute({ ...values, orderId });
  return rows.length === 1;
}

/** PENDING -> PAYMENT_FAILED, once: whoever gets true may release the order's charge; it can no longer be placed. */
export async function markOrderAbandoned(db: Executor, orderId: number): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ status: 'PAYMENT_FAILED' })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'PENDING')))
    .returning({ id: orders.id });
  return rows.length === 1;
}

const contactFieldNames = ['phoneNumber', 'firstName', 'lastName', 'email', 'address2', 'note'] as const;
export type CustomerContact = Required<Pick<NewCustomerRow, (typeof contactFieldNames)[number]>>;

const updateContactStatement = preparedPerDb((db) =>
  db
    .update(customers)
    .set(columnPlaceholders(contactFieldNames))
    .where(eq(customers.id, sql.placeholder('customerId')))
    .prepare('customers_update_contact'),
);

export async function updateCustomerContact(tx: Executor, customerId: number, contact: CustomerContact) {
  const values = encodeColumnValues(customers, contactFieldNames, contact);
  await updateContactStatement(tx).execute({ ...values, customerId });
}

/** One statement per kind of order (with the first-order promo or not), built once per connection. */
const applyOrderStatement = (usesPromo: boolean) =>
  preparedPerDb((db) =>
    db
      .update(users)
      .set({
        rewardBalanceCents: sql`${users.rewardBalanceCents} - ${sql.placeholder('spentCents')}::integer`,
        orderCount: sql`${users.orderCount} + 1`,
        usedNewCustomerPromo: usesPromo ? true : users.usedNewCustomerPromo,
      })
      .where(
        and(
          eq(users.id, sql.placeholder('userId')),
          gte(users.rewardBalanceCents, sql`${sql.placeholder('spentCents')}::integer`),
          usesPromo ? and(eq(users.usedNewCustomerPromo, false), eq(users.orderCount, 0)) : undefined,
        ),
      )
      .returning({ orderCount: users.orderCount })
      .prepare(usesPromo ? 'users_apply_promo_order' : 'users_apply_order'),
  );
const applyOrderStatements = { promo: applyOrderStatement(true), plain: applyOrderStatement(false) };

/**
 * Counts the order and spends the reward credit it used; refuses (null) when that credit or the first-order
 * promo it used is gone, so a discount is never spent twice by two orders placed at once. Returns the new
 * count. Credit is earned only once the order is paid (the rewards service).
 */
export async function applyOrderToUser(
  tx: Executor,
  userId: number,
  effects: { spentCents: number; usesPromo: boolean },
): Promise<number | null> {
  const statement = effects.usesPromo ? applyOrderStatements.promo : applyOrderStatements.plain;
  const rows = await statement(tx).execute({ userId, spentCents: effects.spentCents });
  return rows[0]?.orderCount ?? null;
}

/** Orders whose card may have been charged without the order being placed: abandoned ones, and stale pending ones. */
export function findInterruptedPayments(db: Executor, pendingBefore: Date) {
  return db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, 'CREDIT'),
        or(
          eq(orders.status, 'PAYMENT_FAILED'),
          and(eq(orders.status, 'PENDING'), lt(orders.createdAt, pendingBefore)),
        ),
      ),
    )
    .limit(500);
}

/**
 * Day-old calculations that never became orders. Their customer snapshots lose the guest's personal fields
 * first (orders abandoned after a card try are kept, without them, for support); then the ones no card was
 * tried on are deleted with their snapshots.
 */
export async function deleteUnsentCalculations(db: Executor, createdBefore: Date) {
  const before = sql`${createdBefore.toISOString()}::timestamptz`;
  await db.execute(sql`
    UPDATE ${customers} SET phone_number = NULL, address = NULL, address2 = NULL, city = NULL, state = NULL,
      zip = NULL, first_name = NULL, last_name = NULL, email = NULL, note = ''
    WHERE id IN (
      SELECT o.customer_id FROM ${orders} o JOIN ${customers} c ON c.id = o.customer_id
      WHERE o.status IN ('PENDING', 'PAYMENT_FAILED') AND o.created_at < ${before}
        AND num_nonnulls(c.phone_number, c.address, c.address2, c.city, c.state, c.zip, c.first_name,
          c.last_name, c.email) > 0
      LIMIT 5000)`);
  await db.execute(sql`
    WITH gone AS (
      DELETE FROM ${orders} WHERE id IN (
        SELECT id FROM ${orders}
        WHERE status = 'PENDING' AND payment_status IS NULL AND created_at < ${before}
        LIMIT 5000)
      RETURNING customer_id)
    DELETE FROM ${customers} WHERE id IN (SELECT customer_id FROM gone)`);
}
