import { DateTime } from 'luxon';
import { storeZone } from '../formats/store-zone.js';
import { parseStoreLocalTime } from '../formats/store-local-time.js';
import { toMillis, type Instant } from './opening-windows.js';

/**
 * Scheduled time: a stored store-local 'YYYY-MM-DD HH:mm:ss' earlier than the store's current
 * local time is cleared (null); an unreadable one too. A kept time comes back in the space form.
 */
export function clearExpiredScheduleTime(
  scheduleTime: string | null | undefined,
  timeZone: string,
  now: Instant,
): string | null {
  if (!scheduleTime) {
    return null;
  }
  const scheduled = parseStoreLocalTime(scheduleTime, timeZone);
  if (!scheduled || scheduled.toMillis() < toMillis(now)) {
    return null;
  }
  return scheduled.toFormat('yyyy-MM-dd HH:mm:ss');
}

/** The store-local wall-clock 'HH:mm' of an instant. */
export function toStoreLocalTimeOfDay(instant: Instant, timeZone: string): string {
  return DateTime.fromMillis(toMillis(instant), { zone: storeZone(timeZone) }).toFormat('HH:mm');
}
