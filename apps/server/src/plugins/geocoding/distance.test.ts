import { describe, expect, it } from 'vitest';
import { distanceMiles, roundMiles } from './distance.js';

describe('distanceMiles', () => {
  it.each([
    ['the same point', { latitude: 41.88, longitude: -87.63 }, { latitude: 41.88, longitude: -87.63 }, 0, 0],
    [
      'Chicago Loop to O’Hare',
      { latitude: 41.8786, longitude: -87.6251 },
      { latitude: 41.9742, longitude: -87.9073 },
      15.9,
      0.3,
    ],
    [
      'Chicago to New York',
      { latitude: 41.8781, longitude: -87.6298 },
      { latitude: 40.7128, longitude: -74.006 },
      711,
      3,
    ],
  ])('%s', (_label, a, b, miles, tolerance) => {
    expect(Math.abs(distanceMiles(a, b) - miles)).toBeLessThanOrEqual(tolerance);
    expect(distanceMiles(a, b)).toBeCloseTo(distanceMiles(b, a), 9);
  });

  it('rounds to 2 decimals', () => {
    expect(roundMiles(1.23456)).toBe(1.23);
    expect(roundMiles(0.005)).toBe(0.01);
  });
});
