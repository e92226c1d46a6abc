import { weeklyHoursProblems } from '@orderlane/domain';
import type { HoursWindow, StoreHours } from '../api/store-hours';

/** One day of the week as edited: closed, or one or two windows. */
export interface DayDraft {
  dayOfWeek: number;
  closed: boolean;
  windows: HoursWindow[];
}

/** Monday first, as owners read a week; dayOfWeek keeps 0 = Sunday. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

export function toWeekDraft(weekly: StoreHours['weekly']): DayDraft[] {
  return WEEK_ORDER.map((dayOfWeek) => {
    const windows = weekly
      .filter((row) => row.dayOfWeek === dayOfWeek)
      // A time input cannot show '24:00'; '00:00' as an end means the same midnight.
      .map(({ startTime, endTime }) => ({ startTime, endTime: endTime === '24:00' ? '00:00' : endTime }));
    return {
      dayOfWeek,
      closed: windows.length === 0,
      windows: windows.length > 0 ? windows : [{ startTime: '', endTime: '' }],
    };
  });
}

/** The week the server takes: closed days send no windows. */
export function toWeekly(days: readonly DayDraft[]): StoreHours['weekly'] {
  return days.flatMap((day) =>
    day.closed ? [] : day.windows.map((window) => ({ dayOfWeek: day.dayOfWeek, ...window })),
  );
}

/** A day's problem as an i18n key under storeAdmin.hours.errors, or null: times filled, then the shared rule. */
export function dayProblem(day: DayDraft): 'missingTime' | 'overlap' | null {
  if (day.closed) {
    return null;
  }
  if (day.windows.some((window) => !window.startTime || !window.endTime)) {
    return 'missingTime';
  }
  return weeklyHoursProblems(toWeekly([day])).length > 0 ? 'overlap' : null;
}
