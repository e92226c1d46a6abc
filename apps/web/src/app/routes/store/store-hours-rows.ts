import type { StoreHoursRow } from '@orderlane/domain';
import type { StoreHoursWire } from '@/types/api';

/** The store's dated hours rows as the domain's weekly rows (dayOfWeek 0 = Sunday from the calendar date). */
export function toStoreHoursRows(hours: readonly StoreHoursWire[] | null | undefined): StoreHoursRow[] {
  const rows = new Map<string, StoreHoursRow>();
  for (const row of hours ?? []) {
    const dayOfWeek = new Date(`${row.currentDate}T12:00:00Z`).getUTCDay();
    if (Number.isNaN(dayOfWeek)) {
      continue;
    }
    const entry = { dayOfWeek, startTime: row.startTime.slice(0, 5), endTime: row.endTime.slice(0, 5) };
    rows.set(`${entry.dayOfWeek}-${entry.startTime}-${entry.endTime}`, entry);
  }
  return [...rows.values()];
}
