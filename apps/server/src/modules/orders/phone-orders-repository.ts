import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { RECEIVED_ORDER_STATUSES } from '@orderlane/domain';
import type { Executor } from '@/db/client.js';
import { customers, orders } from '@/db/schema/index.js';
import { placementColumns } from './orders-repository.js';

/** A phone order as the staff send reads it; null unless it is a staff-priced (PHONE, no diner) order of that store. */
export async function findPhoneOrderForPlacement(db: Executor, orderId: number, storeId: number) {
  const [row] = await db
    .select(placementColumns)
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId), eq(orders.channel, 'PHONE')));
  return row ?? null;
}
export type PhoneOrderForPlacement = NonNullable<Awaited<ReturnType<typeof findPhoneOrderForPlacement>>>;

/** The customer details of a store's received orders whose phone, however typed, ends in these ten digits. */
export async function findStoreCustomersByPhone(
  db: Executor,
  storeId: number,
  tenDigits: string,
  limit: number,
) {
  return db
    .select({
      phoneNumber: customers.phoneNumber,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      address: customers.address,
      address2: customers.address2,
      city: customers.city,
      state: customers.state,
      zip: customers.zip,
      orderedAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(
      and(
        eq(orders.storeId, storeId),
        inArray(orders.status, [...RECEIVED_ORDER_STATUSES]),
        sql`right(regexp_replace(${customers.phoneNumber}, '[^0-9]', '', 'g'), 10) = ${tenDigits}`,
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}
