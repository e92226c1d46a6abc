import { describe, expect, it } from 'vitest';
import { getAvailableHoursDays, isAsapAvailable, isOpenAt, listOpeningHours } from './store-hours.js';
import { hourOverrideProblems, weeklyHoursProblems } from './hours-editing.js';

const zone = 'America/Chicago';
const everyDay = (startTime: string, endTime: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startTime, endTime }));

describe('editing hours', () => {
  it('accepts up to two non-overlapping windows a day and says what is wrong otherwise', () => {
    expect(
      weeklyHoursProblems([
        { dayOfWeek: 1, startTime: '11:00', endTime: '14:00' },
        { dayOfWeek: 1, startTime: '17:00', endTime: '02:00' },
      ]),
    ).toEqual([]);
    expect(
      weeklyHoursProblems([1, 2, 3].map(() => ({ dayOfWeek: 2, startTime: '09:00', endTime: '10:00' }))),
    ).toEqual(['Tuesday can have at most 2 opening windows.']);
    expect(
      weeklyHoursProblems([
        { dayOfWeek: 3, startTime: '11:00', endTime: '15:00' },
        { dayOfWeek: 3, startTime: '14:00', endTime: '20:00' },
      ]),
    ).toEqual(['Wednesday: the two windows overlap.']);
    expect(weeklyHoursProblems([{ dayOfWeek: 0, startTime: '25:00', endTime: '10:00' }])[0]).toMatch(/HH:mm/);
    expect(weeklyHoursProblems([{ dayOfWeek: 7, startTime: '09:00', endTime: '10:00' }])[0]).toMatch(
      /0 \(Sunday\) to 6/,
    );
  });

  it('checks dated overrides', () => {
    expect(hourOverrideProblems({ date: '2026-12-25', closed: true, windows: [] }, '2026-11-23')).toEqual([]);
    expect(hourOverrideProblems({ date: '2026-11-01', closed: true, windows: [] }, '2026-11-23')).toEqual([
      'The date has passed.',
    ]);
    expect(hourOverrideProblems({ date: '2026-02-30', closed: true, windows: [] }, '2026-01-01')).toEqual([
      'The date must read YYYY-MM-DD.',
    ]);
    expect(hourOverrideProblems({ date: '2026-12-24', closed: false, windows: [] }, '2026-11-23')[0]).toMatch(
      /mark the day closed/,
    );
  });
});

describe('dated overrides in the hours rules', () => {
  const hours = [
    ...everyDay('11:00', '21:00'),
    { dayOfWeek: 5, date: '2026-12-25', closed: true, startTime: '00:00', endTime: '00:00' },
    { dayOfWeek: 4, date: '2026-12-24', startTime: '10:00', endTime: '15:00' },
  ];

  it('a holiday closed all day has no slots, no ASAP and no listed hours; a special day has its own window', () => {
    const now = new Date('2026-12-24T15:00:00Z'); // 09:00 in Chicago on Dec 24
    const days = getAvailableHoursDays({
      hours,
      timeZone: zone,
      now,
      orderTypes: { PICK_UP: { minReadyMinutes: 15 } },
    });
    expect(days[0]).toMatchObject({ currentDate: '2026-12-24' });
    expect(days[0]!.pickupSelectableTimes[0]).toBe('10:00');
    expect(days[0]!.pickupSelectableTimes.at(-1)).toBe('14:30');
    expect(days[1]).toMatchObject({ currentDate: '2026-12-25', pickupSelectableTimes: [] });
    expect(days[2]!.pickupSelectableTimes[0]).toBe('11:00');
    expect(isAsapAvailable(hours, zone, new Date('2026-12-25T18:00:00Z'))).toBe(false);
    expect(isOpenAt(hours, zone, new Date('2026-12-26T18:00:00Z'))).toBe(true);
    const listed = listOpeningHours(hours, zone, now);
    expect(listed.filter((day) => day.currentDate === '2026-12-25')).toEqual([]);
    expect(listed.find((day) => day.currentDate === '2026-12-24')).toMatchObject({
      startTime: '10:00',
      endTime: '15:00',
    });
  });

  it('keeps store-local hours across the fall-back DST change, with the store last-order offset', () => {
    // 2026-11-01: Chicago goes from CDT (UTC-5) to CST (UTC-6) at 02:00.
    const before = new Date('2026-10-31T16:00:00Z'); // 11:00 CDT
    const days = getAvailableHoursDays({
      hours: everyDay('11:00', '21:00'),
      timeZone: zone,
      now: before,
      orderTypes: { PICK_UP: { minReadyMinutes: 0 } },
      lastOrderMinutes: 60,
    });
    expect(days[1]).toMatchObject({ currentDate: '2026-11-01' });
    expect(days[1]!.pickupSelectableTimes[0]).toBe('11:00');
    expect(days[1]!.pickupSelectableTimes.at(-1)).toBe('20:00');
    // 20:10 CST on Nov 1 is 02:10Z on Nov 2: inside the window, past a 60-minute last order, within a 30-minute one.
    expect(isAsapAvailable(everyDay('11:00', '21:00'), zone, new Date('2026-11-02T02:10:00Z'), 60)).toBe(
      false,
    );
    expect(isAsapAvailable(everyDay('11:00', '21:00'), zone, new Date('2026-11-02T02:10:00Z'))).toBe(true);
    // 11:00 CST is 17:00Z after the change (16:00Z before it).
    expect(isOpenAt(everyDay('11:00', '21:00'), zone, new Date('2026-11-01T16:30:00Z'))).toBe(false);
    expect(isOpenAt(everyDay('11:00', '21:00'), zone, new Date('2026-11-01T17:00:00Z'))).toBe(true);
  });
});
