import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  LAST_ORDER_MINUTES_BEFORE_CLOSE,
  getAvailableHoursDays,
  getOpenIntervals,
  type StoreHoursRow,
} from './store-hours.js';

const zones = [
  'America/Chicago',
  'America/New_York',
  'America/Los_Angeles',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
];
const timeOfDay = fc
  .record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.constantFrom(0, 10, 15, 30, 45, 59) })
  .map(({ hour, minute }) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);
const row: fc.Arbitrary<StoreHoursRow> = fc.record({
  dayOfWeek: fc.integer({ min: 0, max: 6 }),
  startTime: timeOfDay,
  endTime: fc.oneof(timeOfDay, fc.constant('24:00')),
});
// 2026 covers both DST changes of every zone above.
const instant = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31) });

/** Every real instant a store-local date and 'HH:mm' can name (two on a fall-back hour, none in a gap). */
function instantsOf(date: string, time: string, zone: string): number[] {
  const local = DateTime.fromISO(`${date}T${time}`, { zone });
  return [local.toMillis() - 3_600_000, local.toMillis(), local.toMillis() + 3_600_000].filter((millis) => {
    const back = DateTime.fromMillis(millis, { zone });
    return back.toISODate() === date && back.toFormat('HH:mm') === time;
  });
}

describe('getAvailableHoursDays properties', () => {
  it('never offers a slot outside a window, past the last order, before the ready time, or twice', () => {
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 6 }),
        fc.constantFrom(...zones),
        instant,
        fc.integer({ min: 0, max: 120 }),
        (hours, timeZone, now, minReadyMinutes) => {
          const days = getAvailableHoursDays({
            hours,
            timeZone,
            now,
            orderTypes: { PICK_UP: { minReadyMinutes } },
          });
          const firstDate = DateTime.fromMillis(now, { zone: timeZone }).toISODate() ?? '';
          const intervals = getOpenIntervals(
            hours,
            timeZone,
            DateTime.fromISO(firstDate).minus({ days: 1 }).toISODate() ?? '',
            7,
          );
          expect(days).toHaveLength(5);
          for (const day of days) {
            expect(new Set(day.pickupSelectableTimes).size).toBe(day.pickupSelectableTimes.length);
            expect(day.deliverySelectableTimes).toEqual([]);
            for (const time of day.pickupSelectableTimes) {
              expect(Number(time.slice(3)) % 15).toBe(0);
              const fits = instantsOf(day.currentDate, time, timeZone).some(
                (millis) =>
                  millis >= now + minReadyMinutes * 60_000 &&
                  intervals.some(
                    (interval) =>
                      interval.startMillis <= millis &&
                      millis <= interval.endMillis - LAST_ORDER_MINUTES_BEFORE_CLOSE * 60_000,
                  ),
              );
              expect(fits, `${day.currentDate} ${time}`).toBe(true);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  }, 120_000);

  it('lists every day’s times in ascending order', () => {
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 6 }),
        fc.constantFrom(...zones),
        instant,
        (hours, timeZone, now) => {
          const days = getAvailableHoursDays({
            hours,
            timeZone,
            now,
            orderTypes: { DELIVERY: { minReadyMinutes: 30 } },
          });
          for (const day of days) {
            expect([...day.deliverySelectableTimes].sort()).toEqual(day.deliverySelectableTimes);
          }
        },
      ),
      { numRuns: 200 },
    );
  }, 120_000);
});
