import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCheckoutHint, parseCheckoutHint, type CheckoutHint } from './checkout-hint.js';

describe('checkout hint', () => {
  it('reads back what it wrote', () => {
    const hint: CheckoutHint = { storeId: 5, method: 'DELIVERY', scheduleTime: '2026-11-26 19:30:00' };
    expect(formatCheckoutHint(hint)).toBe('5.DELIVERY.2026-11-26%2019%3A30%3A00');
    expect(parseCheckoutHint(formatCheckoutHint(hint))).toEqual(hint);
    expect(parseCheckoutHint('7.PICK_UP')).toEqual({ storeId: 7, method: 'PICK_UP', scheduleTime: null });
  });

  it('round-trips every hint', () => {
    const hints = fc.record({
      storeId: fc.integer({ min: 1, max: 999_999_999 }),
      method: fc.constantFrom('PICK_UP' as const, 'DELIVERY' as const),
      scheduleTime: fc.option(
        fc
          .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
          .map((date) => date.toISOString().slice(0, 19).replace('T', ' ')),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(hints, (hint) => {
        expect(parseCheckoutHint(formatCheckoutHint(hint))).toEqual(hint);
      }),
    );
  });

  it.each([
    undefined,
    '',
    '0.PICK_UP',
    '-3.PICK_UP',
    '5',
    '5.DINE_IN',
    '5.PICK_UP.tomorrow',
    '5.PICK_UP.2026-11-26 19:30.extra',
    '1e3.PICK_UP',
    '%E0%A4%A',
    `5.PICK_UP.${'9'.repeat(200)}`,
  ])('refuses %j', (value) => {
    expect(parseCheckoutHint(value)).toBeNull();
  });

  it('reads any cookie without throwing, and accepts only hints it writes back the same', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^\d{1,3}\.(PICK_UP|DELIVERY)(\..{0,20})?$/)),
        (value) => {
          const hint = parseCheckoutHint(value);
          expect(hint === null || parseCheckoutHint(formatCheckoutHint(hint))).toEqual(hint === null || hint);
        },
      ),
    );
  });
});
