import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  LAST_ORDER_MINUTES_BEFORE_CLOSE,
  getAvailableHoursDays,
  type AvailableHoursInput,
  type StoreHoursRow,
} from './store-hours.js';

const CHICAGO = 'America/Chicago';
const at = (local: string, zone = CHICAGO) => DateTime.fromISO(local, { zone }).toMillis();
const everyDay = (startTime: string, endTime: string): StoreHoursRow[] =>
  [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startTime, endTime }));
/** 'HH:mm' every 15 minutes from `from` to `to`, both included. */
const grid = (from: string, to: string) => {
  const times: string[] = [];
  for (
    let t = DateTime.fromISO(`2000-01-01T${from}`);
    t <= DateTime.fromISO(`2000-01-01T${to}`);
    t = t.plus({ minutes: 15 })
  ) {
    times.push(t.toFormat('HH:mm'));
  }
  return times;
};
const both = { PICK_UP: { minReadyMinutes: 15 }, DELIVERY: { minReadyMinutes: 45 } };
const input = (overrides: Partial<AvailableHoursInput>): AvailableHoursInput => ({
  hours: everyDay('11:00', '14:30'),
  timeZone: CHICAGO,
  now: at('2026-06-15T08:00'),
  orderTypes: both,
  ...overrides,
});

describe('getAvailableHoursDays', () => {
  it('gives 5 store-local days from today with names and dates', () => {
    const days = getAvailableHoursDays(input({}));
    expect(days.map(({ today, dayOfWeek, currentDate }) => ({ today, dayOfWeek, currentDate }))).toEqual([
      { today: true, dayOfWeek: 'Monday', currentDate: '2026-06-15' },
      { today: false, dayOfWeek: 'Tuesday', currentDate: '2026-06-16' },
      { today: false, dayOfWeek: 'Wednesday', currentDate: '2026-06-17' },
      { today: false, dayOfWeek: 'Thursday', currentDate: '2026-06-18' },
      { today: false, dayOfWeek: 'Friday', currentDate: '2026-06-19' },
    ]);
  });

  it(`the last slot is ${LAST_ORDER_MINUTES_BEFORE_CLOSE} minutes before the window ends`, () => {
    const [today] = getAvailableHoursDays(input({}));
    expect(today?.pickupSelectableTimes).toEqual(grid('11:00', '14:00'));
    expect(today?.deliverySelectableTimes).toEqual(grid('11:00', '14:00'));
  });

  it.each([
    ['pickup: 12:07 + 15 min rounds up to 12:30', '2026-06-15T12:07', 'pickupSelectableTimes', '12:30'],
    ['delivery: 12:07 + 45 min rounds up to 13:00', '2026-06-15T12:07', 'deliverySelectableTimes', '13:00'],
    ['pickup: 12:00 + 15 min is on the grid', '2026-06-15T12:00', 'pickupSelectableTimes', '12:15'],
    ['pickup: seconds past the grid round up', '2026-06-15T11:45:30', 'pickupSelectableTimes', '12:15'],
  ] as const)('no slot earlier than now + min ready time (%s)', (_label, now, field, first) => {
    const [today] = getAvailableHoursDays(input({ now: at(now) }));
    expect(today?.[field][0]).toBe(first);
    expect(today?.[field].at(-1)).toBe('14:00');
  });

  it('with two windows a day the second applies after the first ends', () => {
    const lunchAndDinner = [...everyDay('11:00', '14:30'), ...everyDay('17:00', '21:30')];
    const [today, tomorrow] = getAvailableHoursDays(
      input({ hours: lunchAndDinner, now: at('2026-06-15T15:00') }),
    );
    expect(today?.pickupSelectableTimes).toEqual(grid('17:00', '21:00'));
    expect(tomorrow?.pickupSelectableTimes).toEqual([...grid('11:00', '14:00'), ...grid('17:00', '21:00')]);
  });

  it('leaves today empty after the last order and fills the following days', () => {
    const [today, tomorrow] = getAvailableHoursDays(input({ now: at('2026-06-15T14:20') }));
    expect(today?.pickupSelectableTimes).toEqual([]);
    expect(tomorrow?.pickupSelectableTimes).toEqual(grid('11:00', '14:00'));
  });

  it('gives no times for an order type the store does not offer', () => {
    const days = getAvailableHoursDays(input({ orderTypes: { PICK_UP: { minReadyMinutes: 20 } } }));
    expect(days.every((day) => day.deliverySelectableTimes.length === 0)).toBe(true);
    expect(days.every((day) => day.pickupSelectableTimes.length === 13)).toBe(true);
  });

  it('skips closed days', () => {
    const weekdaysOnly = everyDay('09:00', '17:00').filter((row) => row.dayOfWeek >= 1 && row.dayOfWeek <= 5);
    const days = getAvailableHoursDays(input({ hours: weekdaysOnly, now: at('2026-06-19T08:00'), days: 4 }));
    expect(days.map((day) => day.pickupSelectableTimes.length)).toEqual([31, 0, 0, 31]);
  });

  it('keeps a 24-hour store orderable through midnight (windows joined across days)', () => {
    const [today, tomorrow] = getAvailableHoursDays(
      input({ hours: everyDay('00:00', '24:00'), now: at('2026-06-15T23:00') }),
    );
    expect(today?.pickupSelectableTimes).toEqual(['23:15', '23:30', '23:45']);
    expect(tomorrow?.pickupSelectableTimes).toHaveLength(96);
  });

  it('puts the after-midnight part of a late window on the next date', () => {
    const fridayLate = [{ dayOfWeek: 5, startTime: '18:00', endTime: '02:00' }];
    const days = getAvailableHoursDays(input({ hours: fridayLate, now: at('2026-06-19T12:00'), days: 2 }));
    expect(days[0]?.pickupSelectableTimes).toEqual(grid('18:00', '23:45'));
    expect(days[1]?.pickupSelectableTimes).toEqual(grid('00:00', '01:30'));
  });

  it('uses the store time zone for today and the slots', () => {
    const days = getAvailableHoursDays(
      input({ timeZone: 'Asia/Tokyo', now: at('2026-06-15T08:00'), days: 1 }),
    );
    // 08:00 in Chicago is 22:00 in Tokyo: past Monday's window there.
    expect(days[0]).toMatchObject({ currentDate: '2026-06-15', pickupSelectableTimes: [] });
  });

  it('refuses a slot length that does not divide an hour', () => {
    expect(() => getAvailableHoursDays(input({ slotMinutes: 25 }))).toThrow('does not divide an hour');
  });
});

describe('getAvailableHoursDays on daylight-saving days (America/Chicago)', () => {
  it('2026-03-08 (spring forward): no slot at the nonexistent 02:xx', () => {
    const days = getAvailableHoursDays(
      input({ hours: everyDay('00:00', '24:00'), now: at('2026-03-07T12:00') }),
    );
    const sunday = days.find((day) => day.currentDate === '2026-03-08');
    expect(sunday?.pickupSelectableTimes).toHaveLength(92);
    expect(sunday?.pickupSelectableTimes.filter((time) => time.startsWith('02:'))).toEqual([]);
    expect(sunday?.pickupSelectableTimes.slice(6, 9)).toEqual(['01:30', '01:45', '03:00']);
  });

  it('2026-11-01 (fall back): the repeated 01:xx appears once', () => {
    const days = getAvailableHoursDays(
      input({ hours: everyDay('00:00', '24:00'), now: at('2026-10-31T12:00') }),
    );
    const sunday = days.find((day) => day.currentDate === '2026-11-01');
    expect(sunday?.pickupSelectableTimes).toEqual(grid('00:00', '23:45'));
  });

  it('a window opening in the skipped hour starts when the clock resumes', () => {
    const hours = [{ dayOfWeek: 0, startTime: '02:30', endTime: '10:00' }];
    const days = getAvailableHoursDays(input({ hours, now: at('2026-03-07T12:00'), days: 2 }));
    expect(days[1]?.pickupSelectableTimes).toEqual(grid('03:30', '09:30'));
  });

  it('a window ending in the repeated hour closes at its first occurrence', () => {
    const hours = [{ dayOfWeek: 6, startTime: '20:00', endTime: '01:45' }];
    const days = getAvailableHoursDays(input({ hours, now: at('2026-10-31T12:00'), days: 2 }));
    expect(days[1]?.pickupSelectableTimes).toEqual(grid('00:00', '01:15'));
  });
});
