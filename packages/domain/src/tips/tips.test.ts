import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIP_PRESET_INDEX,
  TIP_OTHER_CODE,
  filterTipInput,
  parseTipInput,
  tipPresets,
} from './tips.js';

const base = {
  subtotalCents: 2000,
  convenienceFeeCents: 125,
  deliveryFeeCents: 0,
  taxCents: 205,
  orderType: 'PICK_UP' as const,
};

describe('tips', () => {
  it('Checkout: presets are 10% of subtotal + fees + tax, then +$1 and +$2; default is the +$1 one', () => {
    expect(tipPresets(base)).toEqual([233, 333, 433]);
    expect(DEFAULT_TIP_PRESET_INDEX).toBe(1);
    expect(TIP_OTHER_CODE).toBe(999);
  });

  it('Checkout: the delivery fee counts towards the 10%', () => {
    expect(tipPresets({ ...base, orderType: 'DELIVERY', deliveryFeeCents: 500 })[0]).toBe(283);
  });

  it.each([
    ['delivery with a referral above 10%', 'DELIVERY', { pdfCents: 899, tdfCents: 299 }, 700],
    ['delivery with a referral below 10%', 'DELIVERY', { pdfCents: 299, tdfCents: 299 }, 233],
    ['pickup ignores the referral', 'PICK_UP', { pdfCents: 899, tdfCents: 299 }, 233],
    ['delivery without a referral', 'DELIVERY', null, 233],
  ] as const)('Checkout: first preset for %s is %s', (_, orderType, referral, first) => {
    expect(tipPresets({ ...base, orderType, referral })[0]).toBe(first);
  });

  it('property: tip presets are ordered and $1 apart', () => {
    const cents = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(
        cents,
        cents,
        cents,
        cents,
        cents,
        cents,
        (subtotalCents, convenienceFeeCents, deliveryFeeCents, taxCents, pdfCents, tdfCents) => {
          const [a, b, c] = tipPresets({
            subtotalCents,
            convenienceFeeCents,
            deliveryFeeCents,
            taxCents,
            orderType: 'DELIVERY',
            referral: { pdfCents, tdfCents },
          });
          expect(a).toBeGreaterThanOrEqual(0);
          expect(b - a).toBe(100);
          expect(c - b).toBe(100);
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);

  it.each([
    ['12.34', '12.34'],
    ['1a2.345.6', '12.34'],
    ['5..', '5.'],
    ['.75', '.75'],
    ['$3', '3'],
    ['', ''],
  ])('Tip entry: %j is filtered to %j', (text, expected) => {
    expect(filterTipInput(text)).toBe(expected);
  });

  it.each([
    ['', 0],
    ['.', 0],
    ['3', 300],
    ['3.5', 350],
    ['0.07', 7],
    ['abc', 0],
  ])('Tip entry: %j is a tip of %s cents (empty becomes 0)', (text, cents) => {
    expect(parseTipInput(text)).toBe(cents);
  });
});
