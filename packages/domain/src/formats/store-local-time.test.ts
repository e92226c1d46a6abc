import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, parseStoreLocalTime, toStoreLocalTime } from './store-local-time.js';

describe('store-local time', () => {
  it('the default time zone is America/Chicago', () => {
    expect(DEFAULT_TIME_ZONE).toBe('America/Chicago');
  });

  it.each([
    ['2026-01-15 18:30:00', '2026-01-16T00:30:00.000Z'],
    ['2026-01-15T18:30:00', '2026-01-16T00:30:00.000Z'],
    ['2026-07-15 18:30', '2026-07-15T23:30:00.000Z'],
  ])('CONTRACT scheduleTime: %s in Chicago is the instant %s', (text, iso) => {
    expect(parseStoreLocalTime(text, 'America/Chicago')?.toUTC().toISO()).toBe(iso);
  });

  it.each(['2026-02-30 10:00:00', '2026-01-15', 'tomorrow', '2026-01-15 25:00:00'])(
    'CONTRACT scheduleTime: %s is unreadable',
    (text) => {
      expect(parseStoreLocalTime(text, 'America/Chicago')).toBeNull();
    },
  );

  it('CONTRACT scheduleTime: an instant is written store-local', () => {
    expect(toStoreLocalTime(Date.UTC(2026, 0, 16, 0, 30), 'America/Chicago')).toBe('2026-01-15 18:30:00');
    expect(toStoreLocalTime(new Date(Date.UTC(2026, 6, 15, 23, 30)), 'America/Chicago')).toBe(
      '2026-07-15 18:30:00',
    );
  });

  it('reads a wall clock as the luxon format parser reads it, invalid days and DST gaps included (property)', () => {
    const twoDigits = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));
    fc.assert(
      fc.property(
        fc.integer({ min: 1970, max: 2100 }),
        twoDigits(13),
        twoDigits(32),
        twoDigits(25),
        twoDigits(60),
        fc.option(twoDigits(60)),
        fc.constantFrom(' ', 'T'),
        fc.constantFrom('America/Chicago', 'Australia/Lord_Howe', 'Asia/Kathmandu'),
        (year, month, day, hour, minute, second, separator, zone) => {
          const text = `${year}-${month}-${day}${separator}${hour}:${minute}${second === null ? '' : `:${second}`}`;
          const expected = DateTime.fromFormat(
            `${year}-${month}-${day} ${hour}:${minute}:${second ?? '00'}`,
            'yyyy-MM-dd HH:mm:ss',
            { zone },
          );
          expect(parseStoreLocalTime(text, zone)?.toMillis() ?? null).toBe(
            expected.isValid ? expected.toMillis() : null,
          );
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
