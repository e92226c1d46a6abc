import { describe, expect, it } from 'vitest';
import {
  DAILY_CAP_MESSAGE,
  NO_STORE_POSITION_MESSAGE,
  POSITION_MISSING_MESSAGE,
  POSITION_TOO_FAR_MESSAGE,
  UNPAID_AT_STORE_MESSAGE,
  distanceMeters,
  inStoreCapProblem,
  walkInPositionProblem,
} from './in-store-rules.js';

const store = { latitude: 41.8858, longitude: -87.6181 };

describe('walkInPositionProblem', () => {
  it.each([
    ['a device at the store', { latitude: 41.8858, longitude: -87.6181 }, null],
    ['a device across the street (~100 m)', { latitude: 41.8867, longitude: -87.6181 }, null],
    [
      'a device two blocks away (~450 m)',
      { latitude: 41.8898, longitude: -87.6181 },
      POSITION_TOO_FAR_MESSAGE,
    ],
    ['a device in New York', { latitude: 40.7484, longitude: -73.9967 }, POSITION_TOO_FAR_MESSAGE],
    ['no position', null, POSITION_MISSING_MESSAGE],
  ])('%s', (_label, device, expected) => {
    expect(walkInPositionProblem(store, device, 300)).toBe(expected);
  });

  it('takes no walk-in order for a store without a known position', () => {
    expect(walkInPositionProblem({ latitude: null, longitude: null }, store, 300)).toBe(
      NO_STORE_POSITION_MESSAGE,
    );
  });

  it('measures distances in meters', () => {
    expect(Math.round(distanceMeters(store, { latitude: 41.8867, longitude: -87.6181 }))).toBe(100);
  });
});

describe('inStoreCapProblem', () => {
  it.each([
    [{ unpaidOpenAtStore: 0, placedToday: 0 }, null],
    [{ unpaidOpenAtStore: 1, placedToday: 4 }, null],
    [{ unpaidOpenAtStore: 2, placedToday: 2 }, UNPAID_AT_STORE_MESSAGE],
    [{ unpaidOpenAtStore: 0, placedToday: 5 }, DAILY_CAP_MESSAGE],
  ])('%o -> %s', (counts, expected) => {
    expect(inStoreCapProblem(counts)).toBe(expected);
  });
});
