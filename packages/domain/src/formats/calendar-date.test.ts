import { describe, expect, it } from 'vitest';
import { utcMidnightOfDay } from './calendar-date.js';

describe('utcMidnightOfDay', () => {
  it('gives the midnight of a day that exists', () => {
    expect(utcMidnightOfDay(2026, 11, 27)).toBe(Date.parse('2026-11-27T00:00:00Z'));
    expect(utcMidnightOfDay(2028, 2, 29)).toBe(Date.parse('2028-02-29T00:00:00Z'));
    // Years below 100 are themselves, not 19xx.
    expect(new Date(utcMidnightOfDay(50, 1, 1)!).getUTCFullYear()).toBe(50);
  });

  it('gives null for a day that does not exist', () => {
    expect(utcMidnightOfDay(2027, 2, 29)).toBeNull();
    expect(utcMidnightOfDay(2026, 2, 30)).toBeNull();
    expect(utcMidnightOfDay(2026, 13, 1)).toBeNull();
    expect(utcMidnightOfDay(2026, 4, 0)).toBeNull();
    expect(utcMidnightOfDay(0, 0, 0)).toBeNull();
  });
});
