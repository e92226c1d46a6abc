import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  clearExpiredScheduleTime,
  getOpenIntervals,
  getOpeningWindows,
  isAsapAvailable,
  isOpenAt,
  isWithinDailyWindow,
  listOpeningHours,
  parseTimeOfDay,
  toStoreLocalTimeOfDay,
  type StoreHoursRow,
} from './store-hours.js';

const CHICAGO = 'America/Chicago';
const at = (local: string, zone = CHICAGO) => DateTime.fromISO(local, { zone }).toMillis();
const everyDay = (startTime: string, endTime: string): StoreHoursRow[] =>
  [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startTime, endTime }));
// 2026-06-15 is a Monday.
const lunchAndDinner: StoreHoursRow[] = [
  { dayOfWeek: 1, startTime: '17:00', endTime: '21:30' },
  { dayOfWeek: 1, startTime: '11:00', endTime: '14:30' },
];

describe('parseTimeOfDay', () => {
  it.each([
    ['00:00', 0],
    ['11:30', 690],
    ['23:59', 1439],
    ['24:00', 1440],
    ['24:30', null],
    ['7:30', null],
    ['', null],
  ])('reads %j as %j minutes', (text, minutes) => {
    expect(parseTimeOfDay(text)).toBe(minutes);
  });
});

describe('getOpeningWindows', () => {
  it('gives the windows of the date in start order', () => {
    const windows = getOpeningWindows(lunchAndDinner, CHICAGO, '2026-06-15');
    expect(windows).toEqual([
      { startMillis: at('2026-06-15T11:00'), endMillis: at('2026-06-15T14:30') },
      { startMillis: at('2026-06-15T17:00'), endMillis: at('2026-06-15T21:30') },
    ]);
  });

  it('ends a 24:00 window at the next midnight and carries a late window past midnight', () => {
    const hours = [
      { dayOfWeek: 1, startTime: '00:00', endTime: '24:00' },
      { dayOfWeek: 2, startTime: '20:00', endTime: '02:00' },
    ];
    expect(getOpeningWindows(hours, CHICAGO, '2026-06-15')).toEqual([
      { startMillis: at('2026-06-15T00:00'), endMillis: at('2026-06-16T00:00') },
    ]);
    expect(getOpeningWindows(hours, CHICAGO, '2026-06-16')).toEqual([
      { startMillis: at('2026-06-16T20:00'), endMillis: at('2026-06-17T02:00') },
    ]);
  });

  it('ignores unreadable rows', () => {
    const hours = [
      { dayOfWeek: 1, startTime: 'noon', endTime: '14:00' },
      { dayOfWeek: 1, startTime: '24:00', endTime: '14:00' },
      { dayOfWeek: 1, startTime: '11:00', endTime: 'late' },
    ];
    expect(getOpeningWindows(hours, CHICAGO, '2026-06-15')).toEqual([]);
  });

  it('joins the windows of consecutive days into one interval for a 24-hour store', () => {
    const intervals = getOpenIntervals(everyDay('00:00', '24:00'), CHICAGO, '2026-06-15', 3);
    expect(intervals).toEqual([{ startMillis: at('2026-06-15T00:00'), endMillis: at('2026-06-18T00:00') }]);
  });

  it('answers the same hours object once per zone and days, frozen, and other days or zones apart', () => {
    const hours = everyDay('11:00', '14:00');
    const first = getOpenIntervals(hours, CHICAGO, '2026-03-07', 3);
    expect(getOpenIntervals(hours, CHICAGO, '2026-03-07', 3)).toBe(first);
    expect(Object.isFrozen(first) && first.every((interval) => Object.isFrozen(interval))).toBe(true);
    // Across the spring DST change (2026-03-08): each day's own offset, as without the memo.
    expect(first.map((interval) => interval.startMillis)).toEqual([
      at('2026-03-07T11:00'),
      at('2026-03-08T11:00'),
      at('2026-03-09T11:00'),
    ]);
    expect(getOpenIntervals(hours, 'America/New_York', '2026-03-07', 3)[0]?.startMillis).toBe(
      at('2026-03-07T11:00', 'America/New_York'),
    );
    expect(getOpenIntervals([...hours], CHICAGO, '2026-03-08', 2)).toEqual(first.slice(1));
  });
});

describe('isOpenAt', () => {
  it.each([
    ['before lunch', '2026-06-15T10:59', false],
    ['at opening', '2026-06-15T11:00', true],
    ['during lunch', '2026-06-15T13:00', true],
    ['at lunch end', '2026-06-15T14:30', false],
    ['between windows', '2026-06-15T16:00', false],
    ['during dinner', '2026-06-15T21:00', true],
    ['on another weekday', '2026-06-16T12:00', false],
  ])('%s (%s) -> %s', (_label, local, open) => {
    expect(isOpenAt(lunchAndDinner, CHICAGO, at(local))).toBe(open);
  });

  it("counts yesterday's window that runs past midnight", () => {
    const lateNight = [{ dayOfWeek: 5, startTime: '18:00', endTime: '02:00' }];
    // 2026-06-20 is a Saturday: Friday's window is still open at 01:30.
    expect(isOpenAt(lateNight, CHICAGO, at('2026-06-20T01:30'))).toBe(true);
    expect(isOpenAt(lateNight, CHICAGO, at('2026-06-20T02:00'))).toBe(false);
  });

  it('reads the hours in the store time zone, not the caller’s', () => {
    const instant = at('2026-06-15T12:00', 'America/New_York');
    expect(isOpenAt(lunchAndDinner, CHICAGO, instant)).toBe(true);
    expect(isOpenAt(lunchAndDinner, 'America/Los_Angeles', instant)).toBe(false);
  });

  it('accepts a Date as well as epoch milliseconds', () => {
    expect(isOpenAt(lunchAndDinner, CHICAGO, new Date(at('2026-06-15T12:00')))).toBe(true);
  });
});

describe('isAsapAvailable', () => {
  it.each([
    ['before opening', '2026-06-15T10:45', false],
    ['during lunch', '2026-06-15T12:00', true],
    ['at the last lunch order', '2026-06-15T14:00', true],
    ['after the last lunch order', '2026-06-15T14:01', false],
    ['once the second window opens', '2026-06-15T17:00', true],
    ['after the last dinner order', '2026-06-15T21:10', false],
  ])('%s (%s) -> %s', (_label, local, available) => {
    expect(isAsapAvailable(lunchAndDinner, CHICAGO, at(local))).toBe(available);
  });

  it('stays available across midnight for a 24-hour store', () => {
    expect(isAsapAvailable(everyDay('00:00', '24:00'), CHICAGO, at('2026-06-15T23:50'))).toBe(true);
  });

  it('is not available with no hours at all', () => {
    expect(isAsapAvailable([], CHICAGO, at('2026-06-15T12:00'))).toBe(false);
  });
});

describe('clearExpiredScheduleTime', () => {
  const now = at('2026-06-15T12:00');
  it.each([
    ['an earlier store-local time', '2026-06-15 11:59:00', null],
    ['now itself', '2026-06-15 12:00:00', '2026-06-15 12:00:00'],
    ['a later time', '2026-06-15 18:30:00', '2026-06-15 18:30:00'],
    ['the T form', '2026-06-16T09:15:00', '2026-06-16 09:15:00'],
    ['no seconds', '2026-06-16 09:15', '2026-06-16 09:15:00'],
    ['unreadable text', 'tomorrow', null],
    ['an empty value', '', null],
    ['null', null, null],
  ])('%s: %j -> %j', (_label, scheduleTime, expected) => {
    expect(clearExpiredScheduleTime(scheduleTime, CHICAGO, now)).toBe(expected);
  });

  it('compares in the store zone: 11:30 in Los Angeles is still ahead of noon in Chicago', () => {
    expect(clearExpiredScheduleTime('2026-06-15 11:30:00', 'America/Los_Angeles', now)).toBe(
      '2026-06-15 11:30:00',
    );
  });
});

describe('isWithinDailyWindow', () => {
  it.each([
    [null, null, '03:00', true],
    ['11:00', '15:00', '10:59', false],
    ['11:00', '15:00', '11:00', true],
    ['11:00', '15:00', '15:00', false],
    ['11:00', null, '23:59', true],
    [null, '10:30', '10:00', true],
    [null, '10:30', '10:30', false],
    ['17:00', '24:00', '23:45', true],
    ['22:00', '02:00', '01:00', true],
    ['22:00', '02:00', '12:00', false],
    ['bad', '10:00', '09:00', true],
    ['11:00', '15:00', 'noon', false],
  ])('from %j until %j at %s -> %s', (availableFrom, availableUntil, time, expected) => {
    expect(isWithinDailyWindow({ availableFrom, availableUntil }, time)).toBe(expected);
  });
});

describe('listOpeningHours', () => {
  it('lists each coming day’s windows in start order, flagging today', () => {
    const list = listOpeningHours(lunchAndDinner, CHICAGO, at('2026-06-15T08:00'), 7);
    expect(list).toEqual([
      { today: true, dayOfWeek: 'Monday', currentDate: '2026-06-15', startTime: '11:00', endTime: '14:30' },
      { today: true, dayOfWeek: 'Monday', currentDate: '2026-06-15', startTime: '17:00', endTime: '21:30' },
    ]);
  });

  it('covers 5 days by default in the store zone', () => {
    // 23:30 on Sunday in Chicago is already Monday in UTC; the list still starts on Sunday.
    const list = listOpeningHours(everyDay('09:00', '17:00'), CHICAGO, at('2026-06-14T23:30'));
    expect(list.map((day) => day.currentDate)).toEqual([
      '2026-06-14',
      '2026-06-15',
      '2026-06-16',
      '2026-06-17',
      '2026-06-18',
    ]);
  });
});

describe('toStoreLocalTimeOfDay', () => {
  it('gives the wall clock of the store', () => {
    expect(toStoreLocalTimeOfDay(at('2026-06-15T12:05', 'America/New_York'), CHICAGO)).toBe('11:05');
  });
});
