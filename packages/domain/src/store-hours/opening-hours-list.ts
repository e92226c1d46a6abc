import {
  addDays,
  dayNameOf,
  rowsForDate,
  parseTimeOfDay,
  toStoreLocalDate,
  type Instant,
  type StoreHoursRow,
} from './opening-windows.js';
import { AVAILABLE_DAYS } from './available-hours.js';

export interface OpeningHoursOfDay {
  today: boolean;
  dayOfWeek: string;
  currentDate: string;
  startTime: string;
  endTime: string;
}

/** The stored windows of the coming days (store-local), one entry per window, as a store page lists them. */
export function listOpeningHours(
  hours: readonly StoreHoursRow[],
  timeZone: string,
  now: Instant,
  days = AVAILABLE_DAYS,
): OpeningHoursOfDay[] {
  const today = toStoreLocalDate(now, timeZone);
  return Array.from({ length: days }, (_, index) => addDays(today, index)).flatMap((currentDate) => {
    return rowsForDate(hours, currentDate)
      .filter((row) => parseTimeOfDay(row.startTime) !== null)
      .sort((a, b) => (parseTimeOfDay(a.startTime) ?? 0) - (parseTimeOfDay(b.startTime) ?? 0))
      .map((row) => ({
        today: currentDate === today,
        dayOfWeek: dayNameOf(currentDate),
        currentDate,
        startTime: row.startTime,
        endTime: row.endTime,
      }));
  });
}
