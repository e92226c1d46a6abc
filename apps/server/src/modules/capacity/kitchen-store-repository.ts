import { eq } from 'drizzle-orm';
import type { StoreHoursRow } from '@orderlane/domain';
import type { Executor } from '@/db/client.js';
import { storeHourOverrides, storeHours, storeOrderTypes, stores } from '@/db/schema/index.js';

const dayOfWeekOfDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

/** What the kitchen's slots depend on: the zone, the hours (dated overrides too) and the order types' ready times. */
export async function findKitchenStore(db: Executor, storeId: number) {
  const [[store], orderTypes, weekly, dated] = await Promise.all([
    db
      .select({ timeZone: stores.timeZone, lastOrderMinutes: stores.lastOrderMinutes })
      .from(stores)
      .where(eq(stores.id, storeId)),
    db
      .select({
        orderType: storeOrderTypes.orderType,
        minReadyMinutes: storeOrderTypes.minReadyMinutes,
        specialMinReadyMinutes: storeOrderTypes.specialMinReadyMinutes,
      })
      .from(storeOrderTypes)
      .where(eq(storeOrderTypes.storeId, storeId)),
    db
      .select({
        dayOfWeek: storeHours.dayOfWeek,
        startTime: storeHours.startTime,
        endTime: storeHours.endTime,
      })
      .from(storeHours)
      .where(eq(storeHours.storeId, storeId)),
    db
      .select({
        date: storeHourOverrides.date,
        closed: storeHourOverrides.closed,
        startTime: storeHourOverrides.startTime,
        endTime: storeHourOverrides.endTime,
      })
      .from(storeHourOverrides)
      .where(eq(storeHourOverrides.storeId, storeId)),
  ]);
  if (!store) {
    return null;
  }
  const hours: StoreHoursRow[] = [
    ...weekly,
    ...dated.map((row) => ({ ...row, dayOfWeek: dayOfWeekOfDate(row.date) })),
  ];
  return { ...store, orderTypes, hours };
}

export type KitchenStore = NonNullable<Awaited<ReturnType<typeof findKitchenStore>>>;
