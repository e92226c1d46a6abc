import type { Db } from '@/db/client.js';
import { storeHours, storeOrderTypes, stores } from '@/db/schema/index.js';

type StoreInsert = typeof stores.$inferInsert;
type OrderTypeInsert = Omit<typeof storeOrderTypes.$inferInsert, 'storeId'>;
type HoursInsert = Omit<typeof storeHours.$inferInsert, 'storeId'>;

export const everyDay = (startTime: string, endTime: string): HoursInsert[] =>
  [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startTime, endTime }));

/** A store near the Loop with pickup and delivery, open 11:00-21:00 every day unless told otherwise. */
export async function insertStore(
  db: Db,
  overrides: Partial<StoreInsert> = {},
  extras: { orderTypes?: OrderTypeInsert[]; hours?: HoursInsert[] } = {},
) {
  const [store] = await db
    .insert(stores)
    .values({
      name: 'Loop Noodle House',
      active: true,
      orderlane: true,
      orderlaneDrive: true,
      address: '100 W Randolph St',
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
      latitude: 41.8847,
      longitude: -87.6319,
      logoUrl: '/media/logo.png',
      bannerUrl: '/media/banner.png',
      keyword: 'Chinese,Noodles',
      timeZone: 'America/Chicago',
      minDeliveryCents: 1500,
      rewardRate: 0.08,
      mRate: 1.18,
      taxRate: 0.1025,
      convenienceFeeCents: 125,
      phoneNumber: '3125550100',
      ...overrides,
    })
    .returning({ id: stores.id });
  const storeId = (store as { id: number }).id;
  const orderTypes = extras.orderTypes ?? [
    { orderType: 'PICK_UP' as const, minReadyMinutes: 15, maxReadyMinutes: 25 },
    { orderType: 'DELIVERY' as const, minReadyMinutes: 45, maxReadyMinutes: 60 },
  ];
  if (orderTypes.length > 0) {
    await db.insert(storeOrderTypes).values(orderTypes.map((row) => ({ ...row, storeId })));
  }
  const hours = extras.hours ?? everyDay('11:00', '21:00');
  if (hours.length > 0) {
    await db.insert(storeHours).values(hours.map((row) => ({ ...row, storeId })));
  }
  return storeId;
}
