import type { ReportGroupBy, ReportQuery } from '../api/reports-api';

export const RANGE_PRESETS = ['last7', 'last30', 'thisMonth', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const MAX_RANGE_DAYS = 366;

/** Today's date where the store is, 'YYYY-MM-DD'. */
export function todayIn(timeZone: string, now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return now.toLocaleDateString('en-CA', { timeZone });
}

const DAY = 86_400_000;
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);
export const addDays = (date: string, days: number) => fromTime(toTime(date) + days * DAY);
export const daysBetween = (from: string, to: string) => Math.round((toTime(to) - toTime(from)) / DAY) + 1;

/** The dates a preset stands for, ending today in the store's zone (custom keeps what the owner typed). */
export function presetRange(
  preset: Exclude<RangePreset, 'custom'>,
  today: string,
): { from: string; to: string } {
  if (preset === 'thisMonth') {
    return { from: `${today.slice(0, 8)}01`, to: today };
  }
  return { from: addDays(today, preset === 'last7' ? -6 : -29), to: today };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Why a custom range cannot be asked for (a translation key), or null when it can. */
export function rangeProblem(query: ReportQuery): 'missingDates' | 'endBeforeStart' | 'tooLong' | null {
  if (!DATE.test(query.from) || !DATE.test(query.to) || Number.isNaN(toTime(query.from))) {
    return 'missingDates';
  }
  if (query.to < query.from) {
    return 'endBeforeStart';
  }
  return daysBetween(query.from, query.to) > MAX_RANGE_DAYS ? 'tooLong' : null;
}

export const groupByOptions: readonly ReportGroupBy[] = ['day', 'week'];
