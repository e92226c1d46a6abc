import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import type { OrderTotalsInput } from './calculate-order-totals.js';
import { DEFAULT_CONVENIENCE_FEE_CENTS, calculateOrderTotals } from './calculate-order-totals.js';

const line = (priceCents: number, quantity = 1, taxExempt = false) => ({
  priceCents,
  mPriceCents: Math.round(priceCents * 1.2),
  quantity,
  taxExempt,
});

const input = (overrides: Partial<OrderTotalsInput> = {}): OrderTotalsInput => ({
  lines: [line(1000, 2)],
  orderType: 'PICK_UP',
  convenienceFeeCents: 150,
  deliveryFeeCents: 399,
  taxRate: 0.1025,
  tipCents: 300,
  customer: null,
  rewardRate: 0.05,
  ...overrides,
});

describe('calculateOrderTotals', () => {
  it('Discount label: total is subtotal + fees + tax + tip; amount due subtracts the discount', () => {
    const totals = calculateOrderTotals(input());
    expect(totals).toMatchObject({
      subtotalCents: 2000,
      convenienceFeeCents: 150,
      deliveryFeeCents: 0,
      taxableSubtotalCents: 2000,
      taxCents: 205,
      tipCents: 300,
      discountCents: 0,
      totalCents: 2000 + 150 + 205 + 300,
      amountDueCents: 2655,
    });
  });

  it('the convenience fee defaults to $1.25 when the order has none', () => {
    expect(DEFAULT_CONVENIENCE_FEE_CENTS).toBe(125);
    expect(calculateOrderTotals(input({ convenienceFeeCents: null })).convenienceFeeCents).toBe(125);
  });

  it.each([
    ['DELIVERY', 399],
    ['PICK_UP', 0],
    ['DINE_IN', 0],
    [null, 0],
  ] as const)('the delivery fee of a %s order is %s', (orderType, fee) => {
    expect(calculateOrderTotals(input({ orderType })).deliveryFeeCents).toBe(fee);
  });

  it.each([
    ['a taxable order', [line(1000)], null, 1000, 103],
    ['tax-exempt lines', [line(1000), line(500, 1, true)], null, 1000, 103],
    [
      'the discounted subtotal (first order)',
      [line(2000)],
      { hasPriorOrders: false, rewardBalanceCents: 0 },
      1500,
      154,
    ],
    [
      'a discount spread pro rata',
      [line(1000), line(1000, 1, true)],
      { hasPriorOrders: true, rewardBalanceCents: 1000 },
      500,
      51,
    ],
    ['a fully credited order', [line(1000)], { hasPriorOrders: true, rewardBalanceCents: 5000 }, 0, 0],
  ] as const)('tax is charged on %s', (_, lines, customer, taxable, tax) => {
    const totals = calculateOrderTotals(input({ lines: [...lines], customer }));
    expect(totals.taxableSubtotalCents).toBe(taxable);
    expect(totals.taxCents).toBe(tax);
  });

  it('a first order gets 25% off capped at $10; the amount due reflects it', () => {
    const totals = calculateOrderTotals(
      input({ lines: [line(6000)], customer: { hasPriorOrders: false, rewardBalanceCents: 0 } }),
    );
    expect(totals.discountCents).toBe(1000);
    expect(totals.amountDueCents).toBe(totals.totalCents - 1000);
  });

  it('mOrder: the same figures at marketplace prices, with the reward earned', () => {
    const totals = calculateOrderTotals(
      input({
        orderType: 'DELIVERY',
        marketplaceDeliveryFeeCents: 499,
        customer: { hasPriorOrders: true, rewardBalanceCents: 200 },
      }),
    );
    expect(totals.marketplace).toMatchObject({
      subtotalCents: 2400,
      deliveryFeeCents: 499,
      discountCents: 200,
      taxableSubtotalCents: 2200,
      taxCents: 226,
      rewardCents: 110,
      totalCents: 2400 + 150 + 499 + 226 + 300,
    });
  });

  it('Deals: a money-off deal lowers the subtotal but never below 0', () => {
    expect(calculateOrderTotals(input({ lines: [line(1000), line(-300)] })).subtotalCents).toBe(700);
    expect(calculateOrderTotals(input({ lines: [line(-300)] })).subtotalCents).toBe(0);
  });

  it.each([
    ['a negative tip', { tipCents: -1 }, 'Tip cannot be negative, got -1'],
    [
      'a fractional fee',
      { convenienceFeeCents: 1.5 },
      'Convenience fee must be a whole number of cents, got 1.5',
    ],
    ['a tax rate above 1', { taxRate: 1.5 }, 'Tax rate must be between 0 and 1, got 1.5'],
    ['a negative reward rate', { rewardRate: -0.1 }, 'Reward rate must be between 0 and 1, got -0.1'],
    [
      'a zero quantity',
      { lines: [line(100, 0)] },
      'Line quantity must be a whole number of at least 1, got 0',
    ],
    ['a fractional price', { lines: [line(100.5)] }, 'Line price must be a whole number of cents, got 100.5'],
  ])('refuses %s', (_, overrides, message) => {
    expect(() => calculateOrderTotals(input(overrides))).toThrow(message);
    expect(() => calculateOrderTotals(input(overrides))).toThrow(DomainError);
  });

  it('property: totals are never negative and equal the sum of their parts', () => {
    const cents = (max: number) => fc.integer({ min: 0, max });
    const lines = fc.array(
      fc.record({
        priceCents: fc.integer({ min: -2000, max: 50_000 }),
        mPriceCents: fc.integer({ min: -2000, max: 60_000 }),
        quantity: fc.integer({ min: 1, max: 99 }),
        taxExempt: fc.boolean(),
      }),
      { maxLength: 10 },
    );
    const customer = fc.option(
      fc.record({ hasPriorOrders: fc.boolean(), rewardBalanceCents: cents(100_000) }),
    );
    const orderType = fc.constantFrom('DELIVERY', 'PICK_UP', 'DINE_IN', 'WALK_IN', null);
    fc.assert(
      fc.property(
        lines,
        customer,
        orderType,
        cents(1000),
        cents(2000),
        cents(5000),
        fc.double({ min: 0, max: 0.2, noNaN: true }),
        (l, c, o, fee, delivery, tip, taxRate) => {
          const totals = calculateOrderTotals(
            input({
              lines: l,
              customer: c,
              orderType: o,
              convenienceFeeCents: fee,
              deliveryFeeCents: delivery,
              tipCents: tip,
              taxRate,
            }),
          );
          for (const figures of [totals, totals.marketplace]) {
            for (const value of Object.values(figures)) {
              if (typeof value === 'number') {
                expect(Number.isInteger(value) && value >= 0).toBe(true);
              }
            }
            const parts =
              figures.subtotalCents +
              figures.convenienceFeeCents +
              figures.deliveryFeeCents +
              figures.taxCents +
              figures.tipCents;
            expect(figures.totalCents).toBe(parts);
            expect(figures.amountDueCents).toBe(figures.totalCents - figures.discountCents);
            expect(figures.discountCents).toBeLessThanOrEqual(figures.subtotalCents);
          }
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);
});
