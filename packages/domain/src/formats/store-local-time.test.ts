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
});
