import { describe, expect, it } from 'vitest';
import { isItemOrderableAt, itemAvailabilityAt } from './item-orderability.js';

const open = { availableFrom: null, availableUntil: null };
const item = { ...open, active: true, soldOut: false };
const category = { ...open, active: true };

describe('isItemOrderableAt', () => {
  it.each([
    ['an active item in an active category', item, category, '12:00', true],
    ['an inactive item', { ...item, active: false }, category, '12:00', false],
    ['a sold-out item', { ...item, soldOut: true }, category, '12:00', false],
    ['an item of an inactive category', item, { ...category, active: false }, '12:00', false],
    ['an item without a known category', item, null, '12:00', false],
    [
      'a breakfast item at noon',
      { ...item, availableFrom: '06:00', availableUntil: '10:00' },
      category,
      '12:00',
      false,
    ],
    [
      'a breakfast item at 09:59',
      { ...item, availableFrom: '06:00', availableUntil: '10:00' },
      category,
      '09:59',
      true,
    ],
    [
      'an item of a lunch category at night',
      item,
      { ...category, availableFrom: '11:00', availableUntil: '15:00' },
      '21:00',
      false,
    ],
    [
      'an item of a late-night category past midnight',
      item,
      { ...category, availableFrom: '22:00', availableUntil: '02:00' },
      '01:30',
      true,
    ],
  ])('%s -> %s', (_label, itemFacts, categoryFacts, localTime, expected) => {
    expect(isItemOrderableAt(itemFacts, categoryFacts, localTime)).toBe(expected);
  });

  it("answers the menu's availability word", () => {
    expect(itemAvailabilityAt(item, category, '12:00')).toBe('ALL');
    expect(itemAvailabilityAt({ ...item, soldOut: true }, category, '12:00')).toBe('NONE');
  });
});
