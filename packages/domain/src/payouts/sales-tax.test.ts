import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateOrderTotals } from '../pricing/calculate-order-totals.js';
import { parseReportRange } from './sales-report.js';
import { netSalesTaxCents, sumSalesTax, taxableBaseCents, type SalesTaxOrder } from './sales-tax.js';

const CHICAGO = 'America/Chicago';
const base = (placedAt: string, extra: Partial<SalesTaxOrder> = {}): SalesTaxOrder => ({
  placedAt: new Date(placedAt),
  orderType: 'PICK_UP',
  status: 'COMPLETED',
  paymentStatus: 'CREDIT',
  refundStatus: null,
  chargedCents: 2000,
  taxableSalesCents: 1000,
  taxCents: 103,
  ...extra,
});

describe('taxableBaseCents', () => {
  it('is the base calculateOrderTotals charged tax on, whatever the lines and discount (property)', () => {
    const line = fc.record({
      priceCents: fc.integer({ min: 0, max: 5_000 }),
      quantity: fc.integer({ min: 1, max: 5 }),
      taxExempt: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 20_000 }),
        (lines, firstOrder, balance) => {
          const totals = calculateOrderTotals({
            lines: lines.map((l) => ({ ...l, mPriceCents: l.priceCents })),
            orderType: 'PICK_UP',
            convenienceFeeCents: 0,
            deliveryFeeCents: 0,
            taxRate: 0.1025,
            tipCents: 0,
            customer: { hasPriorOrders: !firstOrder, rewardBalanceCents: balance },
            rewardRate: 0,
          });
          const taxableLinesCents = lines
            .filter((l) => !l.taxExempt)
            .reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
          expect(
            taxableBaseCents({
              taxableLinesCents,
              subtotalCents: totals.subtotalCents,
              discountCents: totals.discountCents,
            }),
          ).toBe(totals.taxableSubtotalCents);
        },
      ),
    );
  });
});

describe('sumSalesTax', () => {
  const range = parseReportRange({ from: '2026-03-02', to: '2026-03-03', groupBy: 'day' }, CHICAGO);

  it('adds the tax of every order whose money was taken, less voided and refunded charges, per day and type', () => {
    const orders = [
      base('2026-03-02T18:00:00Z'),
      base('2026-03-02T19:00:00Z', { orderType: 'DELIVERY', taxableSalesCents: 2000, taxCents: 205 }),
      base('2026-03-02T20:00:00Z', { paymentStatus: 'CASH', orderType: 'DINE_IN', taxCents: 99 }),
      base('2026-03-03T18:00:00Z', {
        status: 'REJECTED',
        refundStatus: 'VOIDED',
        taxCents: 50,
        taxableSalesCents: 500,
      }),
      base('2026-03-03T18:30:00Z', {
        status: 'REJECTED',
        refundStatus: 'FAILED',
        taxCents: 40,
        taxableSalesCents: 400,
      }),
      // Never collected: a rejected in-store order, an unpaid one.
      base('2026-03-03T19:00:00Z', { paymentStatus: 'CASH', status: 'REJECTED' }),
      base('2026-03-03T19:30:00Z', { status: 'PAYMENT_FAILED' }),
      // Outside the range (Tuesday 03-03 ends 06:00 UTC on 03-04).
      base('2026-03-04T06:00:00Z'),
    ];
    const sums = sumSalesTax(orders, range, CHICAGO);
    expect(
      sums.periods.map((p) => [p.period, p.orders, p.taxCents, p.refundedTaxCents, p.netTaxCents]),
    ).toEqual([
      ['2026-03-02', 3, 407, 0, 407],
      ['2026-03-03', 2, 90, 50, 40],
    ]);
    expect(sums.totals).toEqual({
      orders: 5,
      taxableSalesCents: 4900,
      taxCents: 497,
      refunds: 1,
      refundedTaxableSalesCents: 500,
      refundedTaxCents: 50,
      netTaxableSalesCents: 4400,
      netTaxCents: 447,
    });
    expect(sums.byOrderType.DELIVERY.taxCents).toBe(205);
    expect(sums.periods[1]!.byOrderType.PICK_UP.refunds).toBe(1);
    expect(sums.totals.netTaxCents).toBe(netSalesTaxCents(orders.slice(0, -1)));
  });

  it('gives back a partial refund’s share of the tax in the period it happened, all of it once refunded whole', () => {
    const order = base('2026-03-02T18:00:00Z', {
      chargedCents: 3000,
      taxCents: 205,
      taxableSalesCents: 2000,
      refunds: [
        { at: new Date('2026-03-03T18:00:00Z'), amountCents: 1000, method: 'REFUND' },
        { at: new Date('2026-03-03T19:00:00Z'), amountCents: 1000, method: 'REFUND' },
      ],
    });
    const sums = sumSalesTax([order], range, CHICAGO);
    // 205 x 1/3 = 68.33 -> 68; 205 x 2/3 = 136.67 -> 137, so the second gives back 69.
    expect(sums.periods.map((p) => [p.period, p.taxCents, p.refunds, p.refundedTaxCents])).toEqual([
      ['2026-03-02', 205, 0, 0],
      ['2026-03-03', 0, 2, 137],
    ]);
    const whole = {
      ...order,
      refunds: [
        ...order.refunds!,
        { at: new Date('2026-03-03T20:00:00Z'), amountCents: 1000, method: 'REFUND' as const },
      ],
    };
    expect(sumSalesTax([whole], range, CHICAGO).totals).toMatchObject({
      refundedTaxCents: 205,
      refundedTaxableSalesCents: 2000,
      netTaxCents: 0,
    });
    expect(netSalesTaxCents([whole])).toBe(0);
  });

  it('gives back all of a voided order’s tax, and nothing while a refund is only pending', () => {
    const voided = base('2026-03-02T18:00:00Z', {
      refunds: [{ at: new Date('2026-03-02T18:05:00Z'), amountCents: 2000, method: 'VOID' }],
    });
    const pending = base('2026-03-02T18:00:00Z', {
      status: 'REJECTED',
      refundStatus: 'PENDING',
      refunds: [],
    });
    expect(sumSalesTax([voided, pending], range, CHICAGO).totals).toMatchObject({
      taxCents: 206,
      refundedTaxCents: 103,
      netTaxCents: 103,
    });
  });
});
