import { RECEIVED_ORDER_STATUSES } from '@orderlane/domain';
import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { customers, orders } from '@/db/schema/index.js';

export interface OrderSearchFilter {
  storeId: number;
  /** An order number (TS-123 or 123): that order, plus phones holding those digits. */
  orderId: number | null;
  /** Digits of a phone number (3 or more), matched anywhere in the diner's phone. */
  phoneDigits: string | null;
  /** Part of a name, matched in the first name, the last name or both. */
  name: string | null;
  placedFrom: Date | null;
  placedBefore: Date | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function conditions(filter: OrderSearchFilter): SQL | undefined {
  const matches: SQL[] = [];
  if (filter.orderId !== null) {
    matches.push(eq(orders.id, filter.orderId));
  }
  if (filter.phoneDigits) {
    matches.push(
      sql`regexp_replace(coalesce(${customers.phoneNumber}, ''), '[^0-9]', '', 'g') LIKE ${`%${filter.phoneDigits}%`}`,
    );
  }
  if (filter.name) {
    const pattern = `%${escapeLike(filter.name)}%`;
    matches.push(
      ilike(customers.firstName, pattern),
      ilike(customers.lastName, pattern),
      sql`(coalesce(${customers.firstName}, '') || ' ' || coalesce(${customers.lastName}, '')) ILIKE ${pattern}`,
    );
  }
  return and(
    eq(orders.storeId, filter.storeId),
    inArray(orders.status, [...RECEIVED_ORDER_STATUSES]),
    filter.placedFrom ? gte(orders.placedAt, filter.placedFrom) : undefined,
    filter.placedBefore ? lt(orders.placedAt, filter.placedBefore) : undefined,
    matches.length > 0 ? or(...matches) : undefined,
  );
}

/** One page of a store's placed orders matching the filter, newest first, and how many match in all. */
export async function searchStoreOrders(
  db: Executor,
  filter: OrderSearchFilter,
  { limit, offset }: { limit: number; offset: number },
) {
  const where = conditions(filter);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: orders.id,
        status: orders.status,
        orderType: orders.orderType,
        placedAt: orders.placedAt,
        paymentStatus: orders.paymentStatus,
        chargedCents: orders.chargedCents,
        firstName: customers.firstName,
        lastName: customers.lastName,
        phoneNumber: customers.phoneNumber,
      })
      .from(orders)
      .leftJoin(customers, eq(customers.id, orders.customerId))
      .where(where)
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .leftJoin(customers, eq(customers.id, orders.customerId))
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}
export type OrderSearchRow = Awaited<ReturnType<typeof searchStoreOrders>>['rows'][number];
