import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { addDays, dayNameOf, dayOfWeekOf } from './opening-windows.js';

// What these helpers computed with luxon before they were plain Date arithmetic.
const luxonDate = (isoDate: string) => DateTime.fromISO(isoDate, { zone: 'utc' });

// Years 100 to 9990: the results stay four-digit years (luxon writes year 10000 as '+010000-01-01' and a year before
// 1 as '-000001-12-31', which no store's hours reach).
const isoDates = fc
  .record({
    year: fc.integer({ min: 100, max: 9990 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(
    ({ year, month, day }) =>
      `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  );

describe('calendar dates', () => {
  it('add days, name the weekday and number it as luxon does, invalid dates included (property)', () => {
    fc.assert(
      fc.property(isoDates, fc.integer({ min: -800, max: 800 }), (isoDate, days) => {
        expect(addDays(isoDate, days)).toBe(luxonDate(isoDate).plus({ days }).toISODate() ?? isoDate);
        expect(dayOfWeekOf(isoDate)).toEqual(luxonDate(isoDate).weekday % 7);
        expect(dayNameOf(isoDate)).toBe(luxonDate(isoDate).setLocale('en-US').toFormat('cccc'));
      }),
      { numRuns: 3_000 },
    );
  });

  it('cross months, leap days and years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(dayNameOf('2026-11-26')).toBe('Thursday');
    expect(dayOfWeekOf('2026-11-29')).toBe(0);
    expect(addDays('2026-02-30', 1)).toBe('2026-02-30');
    expect(dayOfWeekOf('tomorrow')).toBeNaN();
  });
});
