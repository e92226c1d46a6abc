import { DateTime } from 'luxon';
import { storeZone } from './store-zone.js';

export const DEFAULT_TIME_ZONE = 'America/Chicago';
const WIRE_FORMAT = 'yyyy-MM-dd HH:mm:ss';

/** Reads store-local 'YYYY-MM-DD HH:mm[:ss]' (space or 'T') in the store's zone; null when unreadable. */
export function parseStoreLocalTime(text: string, timeZone: string): DateTime | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) {
    return null;
  }
  // From its parts rather than luxon's format parser, which builds its token matchers on every call (half of
  // the time of a parse); luxon checks the parts the same way (a 30th of February or an hour 24 is invalid).
  const [year, month, day, hour, minute, second = '0'] = match.slice(1);
  const parsed = DateTime.fromObject(
    {
      year: Number(year),
      month: Number(month),
      day: Number(day),
      hour: Number(hour),
      minute: Number(minute),
      second: Number(second),
    },
    { zone: storeZone(timeZone) },
  );
  return parsed.isValid ? parsed : null;
}

/** An instant as store-local 'YYYY-MM-DD HH:mm:ss', the wire form of scheduleTime. */
export function toStoreLocalTime(instant: Date | number, timeZone: string): string {
  const dateTime = typeof instant === 'number' ? DateTime.fromMillis(instant) : DateTime.fromJSDate(instant);
  return dateTime.setZone(storeZone(timeZone)).toFormat(WIRE_FORMAT);
}

/**
 * Makes a zone ready to compute in: a browser's first use of a zone is slow (it loads the zone's rules), which a
 * page about to draw times of that zone can spend in a task of its own instead of inside its render
 * (docs/PERFORMANCE.md §8.10).
 */
export function prepareTimeZone(timeZone: string): void {
  DateTime.fromMillis(0, { zone: storeZone(timeZone) }).toFormat(WIRE_FORMAT);
}
