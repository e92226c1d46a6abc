import { DateTime } from 'luxon';
import { storeZone } from '../formats/store-zone.js';
import { utcMidnightOfDay } from '../formats/calendar-date.js';

/** One stored opening window: dayOfWeek 0 = Sunday ... 6 = Saturday, store-local 'HH:mm' ('24:00' = midnight). */
export interface StoreHoursRow {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  /** A dated override ('YYYY-MM-DD'): its rows replace that date's weekly windows. */
  date?: string | null;
  /** With `date`: closed all that day. */
  closed?: boolean;
}

/** The rows that apply to a calendar date: its dated overrides if any, else its weekly windows. */
export function rowsForDate(hours: readonly StoreHoursRow[], isoDate: string): StoreHoursRow[] {
  const dated = hours.filter((row) => row.date === isoDate);
  if (dated.length > 0) {
    return dated.filter((row) => !row.closed);
  }
  const dayOfWeek = dayOfWeekOf(isoDate);
  return hours.filter((row) => !row.date && row.dayOfWeek === dayOfWeek);
}

/** A stretch of time the store is open, as instants (epoch milliseconds). */
export interface OpenInterval {
  startMillis: number;
  endMillis: number;
}

export type Instant = Date | number;

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of 'HH:mm' ('24:00' gives 1440); null when unreadable. */
export function parseTimeOfDay(text: string): number | null {
  if (text === '24:00') {
    return 24 * 60;
  }
  const match = TIME_OF_DAY.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function toMillis(instant: Instant): number {
  return typeof instant === 'number' ? instant : instant.getTime();
}

/** The store-local calendar date ('YYYY-MM-DD') of an instant. */
export function toStoreLocalDate(instant: Instant, timeZone: string): string {
  return DateTime.fromMillis(toMillis(instant), { zone: storeZone(timeZone) }).toISODate() ?? '';
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A 'YYYY-MM-DD' date's midnight as UTC milliseconds, null when it is no date. */
function utcMidnightOf(isoDate: string): number | null {
  const match = ISO_DATE.exec(isoDate);
  return match ? utcMidnightOfDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** Calendar arithmetic on 'YYYY-MM-DD', free of any time zone; an unreadable date is given back as it is. */
export function addDays(isoDate: string, days: number): string {
  const midnight = utcMidnightOf(isoDate);
  return midnight === null ? isoDate : new Date(midnight + days * 86_400_000).toISOString().slice(0, 10);
}

/** 'Monday' ... for a calendar date. */
export function dayNameOf(isoDate: string): string {
  return DAY_NAMES[dayOfWeekOf(isoDate)] ?? 'Invalid DateTime';
}

/** 0 = Sunday ... 6 = Saturday for a calendar date. */
export function dayOfWeekOf(isoDate: string): number {
  const midnight = utcMidnightOf(isoDate);
  return midnight === null ? Number.NaN : new Date(midnight).getUTCDay();
}

/** Wall-clock minutes on a date as an instant; a time skipped by a DST change moves forward (luxon's rule). */
function localMinutesToMillis(isoDate: string, minutes: number, timeZone: string): number {
  const dayStart = DateTime.fromISO(isoDate, { zone: storeZone(timeZone) });
  return dayStart
    .set({ hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0, millisecond: 0 })
    .toMillis();
}

/**
 * The opening windows of one calendar date as instants. An end at or before the start runs past
 * midnight into the next day; '24:00' ends at the next midnight. Unreadable rows are ignored.
 */
export function getOpeningWindows(
  hours: readonly StoreHoursRow[],
  timeZone: string,
  isoDate: string,
): OpenInterval[] {
  const nextDate = addDays(isoDate, 1);
  const windows: OpenInterval[] = [];
  for (const row of rowsForDate(hours, isoDate)) {
    const start = parseTimeOfDay(row.startTime);
    const end = parseTimeOfDay(row.endTime);
    if (start === null || end === null || start === 24 * 60) {
      continue;
    }
    const startMillis = localMinutesToMillis(isoDate, start, timeZone);
    const endMillis =
      end > start && end < 24 * 60
        ? localMinutesToMillis(isoDate, end, timeZone)
        : localMinutesToMillis(nextDate, end % (24 * 60), timeZone);
    windows.push({ startMillis, endMillis });
  }
  return windows.sort((a, b) => a.startMillis - b.startMillis);
}

// A store's hours are one object while the store is unchanged (the server caches them), and pricing, the
// orderability check and the slot chooser ask for the same days again and again: each window's zone offsets
// (luxon, several per window) are worked out once per hours object, zone and days, not on every call.
const intervalsByHours = new WeakMap<readonly StoreHoursRow[], Map<string, readonly OpenInterval[]>>();
// A day's answers for a few zones and spans; more means a caller varies them, so start over.
const INTERVAL_ANSWERS_PER_HOURS = 16;

function joinOpenIntervals(
  hours: readonly StoreHoursRow[],
  timeZone: string,
  firstDate: string,
  dayCount: number,
): OpenInterval[] {
  const windows = Array.from({ length: dayCount }, (_, index) =>
    getOpeningWindows(hours, timeZone, addDays(firstDate, index)),
  )
    .flat()
    .sort((a, b) => a.startMillis - b.startMillis);
  const merged: OpenInterval[] = [];
  for (const window of windows) {
    const last = merged.at(-1);
    if (last && window.startMillis <= last.endMillis) {
      last.endMillis = Math.max(last.endMillis, window.endMillis);
    } else {
      merged.push({ ...window });
    }
  }
  return merged;
}

/**
 * Windows of consecutive dates joined where they overlap or touch (a 24-hour store is one interval). The answer
 * is shared by every caller with the same hours object: frozen, never to be changed.
 */
export function getOpenIntervals(
  hours: readonly StoreHoursRow[],
  timeZone: string,
  firstDate: string,
  dayCount: number,
): readonly OpenInterval[] {
  let answers = intervalsByHours.get(hours);
  if (!answers || answers.size >= INTERVAL_ANSWERS_PER_HOURS) {
    answers = new Map();
    intervalsByHours.set(hours, answers);
  }
  const key = `${timeZone} ${firstDate} ${dayCount}`;
  let intervals = answers.get(key);
  if (!intervals) {
    intervals = Object.freeze(
      joinOpenIntervals(hours, timeZone, firstDate, dayCount).map((interval) => Object.freeze(interval)),
    );
    answers.set(key, intervals);
  }
  return intervals;
}

/** The intervals that can contain `instant`: yesterday's windows may run past midnight. */
function intervalsAround(
  hours: readonly StoreHoursRow[],
  timeZone: string,
  instant: Instant,
): readonly OpenInterval[] {
  return getOpenIntervals(hours, timeZone, addDays(toStoreLocalDate(instant, timeZone), -1), 3);
}

/** Whether the store is open at an instant (start inclusive, end exclusive). */
export function isOpenAt(hours: readonly StoreHoursRow[], timeZone: string, instant: Instant): boolean {
  const millis = toMillis(instant);
  return intervalsAround(hours, timeZone, instant).some(
    (interval) => interval.startMillis <= millis && millis < interval.endMillis,
  );
}
