import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { storeOrderTypes, stores } from '@/db/schema/index.js';

/** What a delivery quote needs to know about a store; `deliveryTypeAvailable` is null without a DELIVERY row. */
export async function findStoreDeliverySettings(db: Executor, storeId: number) {
  const [row] = await db
    .select({
      id: stores.id,
      name: stores.name,
      address: stores.address,
      city: stores.city,
      state: stores.state,
      zip: stores.zip,
      latitude: stores.latitude,
      longitude: stores.longitude,
      phoneNumber: stores.phoneNumber,
      orderlaneDrive: stores.orderlaneDrive,
      ownDriver: stores.ownDriver,
      tdrive: stores.tdrive,
      deliveryRadiusMiles: stores.deliveryRadiusMiles,
      deliveryBaseFeeCents: stores.deliveryBaseFeeCents,
      deliveryFeePerMileCents: stores.deliveryFeePerMileCents,
      deliveryTypeAvailable: storeOrderTypes.available,
    })
    .from(stores)
    .leftJoin(
      storeOrderTypes,
      and(eq(storeOrderTypes.storeId, stores.id), eq(storeOrderTypes.orderType, 'DELIVERY')),
    )
    .where(eq(stores.id, storeId));
  return row ?? null;
}

export type StoreDeliverySettings = NonNullable<Awaited<ReturnType<typeof findStoreDeliverySettings>>>;
