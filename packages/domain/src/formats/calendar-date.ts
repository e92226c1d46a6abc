/**
 * Midnight UTC of a calendar day as milliseconds; null when the day does not exist (a 30th of February rolls
 * over into March in `Date`, so the parts are checked against what it made). Plain `Date` arithmetic: calendar
 * days need no time zone, and opening hours compute one for every day they look at.
 */
export function utcMidnightOfDay(year: number, month: number, day: number): number | null {
  // setUTCFullYear, unlike Date.UTC, reads years below 100 as they are.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date.getTime()
    : null;
}
