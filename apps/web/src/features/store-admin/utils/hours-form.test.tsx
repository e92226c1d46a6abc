import { describe, expect, it } from 'vitest';
import { dayProblem, toWeekDraft, toWeekly } from './hours-form';

describe('hours form', () => {
  it('shows a midnight close as 00:00 (a time input cannot hold 24:00) and closed days send nothing', () => {
    const days = toWeekDraft([{ dayOfWeek: 5, startTime: '10:30', endTime: '24:00' }]);
    const friday = days.find((day) => day.dayOfWeek === 5)!;
    expect(friday.windows).toEqual([{ startTime: '10:30', endTime: '00:00' }]);
    expect(dayProblem(friday)).toBeNull();
    expect(days.filter((day) => day.closed)).toHaveLength(6);
    expect(toWeekly(days)).toEqual([{ dayOfWeek: 5, startTime: '10:30', endTime: '00:00' }]);
  });

  it('asks for both times of an open day', () => {
    expect(dayProblem({ dayOfWeek: 1, closed: false, windows: [{ startTime: '11:00', endTime: '' }] })).toBe(
      'missingTime',
    );
  });
});
