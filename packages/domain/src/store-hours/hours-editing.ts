import { DateTime } from 'luxon';
import { parseTimeOfDay } from './opening-windows.js';

export const MAX_WINDOWS_PER_DAY = 2;
export const LAST_ORDER_MINUTES_MAX = 120;

export interface HoursWindow {
  startTime: string;
  endTime: string;
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Minutes a window covers from its start ('24:00' or an end at or before the start runs past midnight). */
function span(window: HoursWindow): { start: number; end: number } | null {
  const start = parseTimeOfDay(window.startTime);
  const end = parseTimeOfDay(window.endTime);
  if (start === null || end === null || start === 24 * 60) {
    return null;
  }
  return { start, end: end > start ? end : end + 24 * 60 };
}

/** Problems with one day's windows: readable times, at most two, not overlapping. */
function dayProblems(label: string, windows: readonly HoursWindow[]): string[] {
  if (windows.length > MAX_WINDOWS_PER_DAY) {
    return [`${label} can have at most ${MAX_WINDOWS_PER_DAY} opening windows.`];
  }
  const spans = windows.map(span);
  if (spans.some((found) => found === null)) {
    return [`${label}: times must read HH:mm (00:00 to 23:59, or 24:00 for midnight).`];
  }
  const sorted = (spans as { start: number; end: number }[]).sort((a, b) => a.start - b.start);
  if (sorted.length === 2 && sorted[1]!.start < sorted[0]!.end) {
    return [`${label}: the two windows overlap.`];
  }
  return [];
}

/** Every problem with a week of windows (dayOfWeek 0 = Sunday), each a sentence; empty when sound. */
export function weeklyHoursProblems(rows: readonly (HoursWindow & { dayOfWeek: number })[]): string[] {
  if (rows.some((row) => !Number.isInteger(row.dayOfWeek) || row.dayOfWeek < 0 || row.dayOfWeek > 6)) {
    return ['dayOfWeek must be 0 (Sunday) to 6 (Saturday).'];
  }
  return DAY_NAMES.flatMap((name, day) =>
    dayProblems(
      name,
      rows.filter((row) => row.dayOfWeek === day),
    ),
  );
}

/** Problems with a dated override: a real date, not in the past, closed or one or two windows. */
export function hourOverrideProblems(
  override: { date: string; closed: boolean; windows: readonly HoursWindow[] },
  today: string,
): string[] {
  const date = DateTime.fromFormat(override.date, 'yyyy-MM-dd');
  if (!date.isValid) {
    return ['The date must read YYYY-MM-DD.'];
  }
  if (override.date < today) {
    return ['The date has passed.'];
  }
  if (override.closed) {
    return override.windows.length > 0 ? ['A closed day has no opening windows.'] : [];
  }
  if (override.windows.length === 0) {
    return ['Give one or two opening windows, or mark the day closed.'];
  }
  return dayProblems(override.date, override.windows);
}
