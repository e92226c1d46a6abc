import { parseTimeOfDay } from './opening-windows.js';

/** A category's or item's optional daily window, store-local 'HH:mm' ('24:00' allowed as the end). */
export interface DailyWindow {
  availableFrom: string | null;
  availableUntil: string | null;
}

/**
 * Whether a store-local 'HH:mm' lies in a daily window (start inclusive, end exclusive). A missing
 * bound is open-ended; an end at or before the start runs past midnight; unreadable bounds count as missing.
 */
export function isWithinDailyWindow(window: DailyWindow, localTime: string): boolean {
  const time = parseTimeOfDay(localTime);
  if (time === null) {
    return false;
  }
  const from = window.availableFrom === null ? null : parseTimeOfDay(window.availableFrom);
  const until = window.availableUntil === null ? null : parseTimeOfDay(window.availableUntil);
  const start = from ?? 0;
  const end = until ?? 24 * 60;
  if (end > start) {
    return start <= time && time < end;
  }
  return time >= start || time < end;
}
