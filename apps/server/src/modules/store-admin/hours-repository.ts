import { and, asc, eq, gte } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { storeHourOverrides, storeHours, stores } from '@/db/schema/index.js';

export interface WeeklyWindow {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

export function findWeeklyHours(db: Executor, storeId: number) {
  return db
    .select({ dayOfWeek: storeHours.dayOfWeek, startTime: storeHours.startTime, endTime: storeHours.endTime })
    .from(storeHours)
    .where(eq(storeHours.storeId, storeId))
    .orderBy(asc(storeHours.dayOfWeek), asc(storeHours.startTime));
}

export async function replaceWeeklyHours(db: Executor, storeId: number, windows: WeeklyWindow[]) {
  await db.delete(storeHours).where(eq(storeHours.storeId, storeId));
  if (windows.length > 0) {
    await db.insert(storeHours).values(windows.map((window) => ({ storeId, ...window })));
  }
}

export async function updateLastOrderMinutes(db: Executor, storeId: number, minutes: number) {
  await db.update(stores).set({ lastOrderMinutes: minutes }).where(eq(stores.id, storeId));
}

/** Overrides from a date on (earlier ones no longer matter). */
export function findOverrides(db: Executor, storeId: number, fromDate: string) {
  return db
    .select({
      date: storeHourOverrides.date,
      closed: storeHourOverrides.closed,
      startTime: storeHourOverrides.startTime,
      endTime: storeHourOverrides.endTime,
    })
    .from(storeHourOverrides)
    .where(and(eq(storeHourOverrides.storeId, storeId), gte(storeHourOverrides.date, fromDate)))
    .orderBy(asc(storeHourOverrides.date), asc(storeHourOverrides.startTime));
}

export async function deleteOverride(db: Executor, storeId: number, date: string) {
  const removed = await db
    .delete(storeHourOverrides)
    .where(and(eq(storeHourOverrides.storeId, storeId), eq(storeHourOverrides.date, date)))
    .returning({ id: storeHourOverrides.id });
  return removed.length > 0;
}

export async function insertOverrideRows(
  db: Executor,
  storeId: number,
  rows: { date: string; closed: boolean; startTime: string; endTime: string }[],
) {
  await db.insert(storeHourOverrides).values(rows.map((row) => ({ storeId, ...row })));
}
