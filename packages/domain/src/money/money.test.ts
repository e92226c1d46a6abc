import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import {
  assertCents,
  centsToDollars,
  dollarsToCents,
  formatCents,
  multiplyCents,
  roundHalfUpCents,
  sumCents,
} from './money.js';

describe('money', () => {
  it.each([
    [102.5, 103],
    [102.49, 102],
    [1000 * 0.1025, 103],
    [-0.4, 0],
    [-2.5, -3],
    [0, 0],
  ])('rounds %s half-up to %s cents', (value, expected) => {
    expect(roundHalfUpCents(value)).toBe(expected);
  });

  it('rounding never yields -0', () => {
    expect(Object.is(roundHalfUpCents(-0.2), 0)).toBe(true);
  });

  it.each([
    [1000, 1.16, 1160],
    [999, 1.16, 1159],
    [1999, 0.0825, 165],
    [0, 1.16, 0],
  ])('%s cents × %s = %s cents', (cents, rate, expected) => {
    expect(multiplyCents(cents, rate)).toBe(expected);
  });

  it.each([
    [1.005, 101],
    [0.07, 7],
    [19.99, 1999],
    ['12.3', 1230],
    [' 4 ', 400],
    ['.5', 50],
    [1e-7, 0],
    [-1.25, -125],
    [1234567.89, 123456789],
  ] as const)('CONTRACT money: %s dollars is %s cents without float drift', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it.each(['', 'abc', '1,00', '1e', Number.NaN, Number.POSITIVE_INFINITY, '-'])(
    'CONTRACT money: rejects %s as dollars',
    (dollars) => {
      expect(() => dollarsToCents(dollars)).toThrow(DomainError);
    },
  );

  it.each([
    [1999, 19.99],
    [7, 0.07],
    [-125, -1.25],
    [0, 0],
  ])('CONTRACT money: %s cents travel as %s dollars', (cents, dollars) => {
    expect(centsToDollars(cents)).toBe(dollars);
  });

  it('CONTRACT money: cents -> dollars -> cents is exact and prints with at most 2 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        const dollars = centsToDollars(cents);
        expect(dollarsToCents(dollars)).toBe(cents);
        expect(String(dollars)).toMatch(/^-?\d+(\.\d{1,2})?$/);
      }),
      { numRuns: 500 },
    );
  }, 60_000);

  it.each([
    [1999, '$19.99'],
    [5, '$0.05'],
    [123456, '$1,234.56'],
    [-250, '-$2.50'],
  ])('%s cents is shown as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('amounts must be whole cents', () => {
    expect(assertCents(5, 'Tip')).toBe(5);
    expect(() => assertCents(1.5, 'Tip')).toThrow('Tip must be a whole number of cents, got 1.5');
    expect(() => centsToDollars(0.5)).toThrow(DomainError);
  });

  it('sums cents', () => {
    expect(sumCents([1, 2, 3])).toBe(6);
    expect(sumCents([])).toBe(0);
  });
});
