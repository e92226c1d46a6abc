import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateOrderTotals } from '../pricing/calculate-order-totals.js';
import { chargedFiguresOf, ticketMoneyLines, type OrderMoneyRow } from './order-money.js';

// The ticket of issue 50: $14.45 of food, $7.50 of credit, a $1.25 fee, $1.48 tax and a $2.00 tip.
const row: OrderMoneyRow = {
  subtotalCents: 1445,
  deliveryFeeCents: 0,
  convenienceFeeCents: 125,
  taxCents: 148,
  tipCents: 200,
  discountCents: 750,
  totalCents: 1918,
  chargedCents: 1168,
  mOrder: {},
};

describe('ticketMoneyLines', () => {
  it('prints every figure so that they add up to what was paid', () => {
    const { lines, totalCents, addsUp } = ticketMoneyLines(chargedFiguresOf(row), 'REWARD_CREDIT');
    expect(lines).toEqual([
      { key: 'subtotal', cents: 1445 },
      { key: 'rewardCredit', cents: -750 },
      { key: 'convenienceFee', cents: 125 },
      { key: 'tax', cents: 148 },
      { key: 'tip', cents: 200 },
    ]);
    expect(totalCents).toBe(1168);
    expect(addsUp).toBe(true);
  });

  it('reads the marketplace figures when the diner paid marketplace prices', () => {
    const marketplace = {
      ...row,
      chargedCents: 1300,
      mOrder: {
        subtotalCents: 1600,
        convenienceFeeCents: 125,
        deliveryFeeCents: 0,
        taxCents: 125,
        tipCents: 200,
        discountCents: 750,
        totalCents: 2050,
        amountDueCents: 1300,
      },
    };
    const figures = chargedFiguresOf(marketplace);
    expect(figures).toMatchObject({ marketplace: true, subtotalCents: 1600, taxCents: 125 });
    expect(ticketMoneyLines(figures, 'NEW_CUSTOMER_PROMO')).toMatchObject({ totalCents: 1300, addsUp: true });
  });

  it('says when hand-written figures do not add up, and prints the charge as the total', () => {
    expect(ticketMoneyLines(chargedFiguresOf({ ...row, chargedCents: 1155 }), null)).toMatchObject({
      totalCents: 1155,
      addsUp: false,
    });
  });

  it('adds up for every priced order (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            priceCents: fc.integer({ min: 0, max: 4_000 }),
            quantity: fc.integer({ min: 1, max: 4 }),
            taxExempt: fc.boolean(),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        fc.constantFrom('DELIVERY' as const, 'PICK_UP' as const, 'DINE_IN' as const),
        fc.integer({ min: 0, max: 1_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (lines, orderType, tipCents, balance) => {
          const totals = calculateOrderTotals({
            lines: lines.map((l) => ({ ...l, mPriceCents: Math.round(l.priceCents * 1.1) })),
            orderType,
            convenienceFeeCents: 125,
            deliveryFeeCents: 399,
            taxRate: 0.0875,
            tipCents,
            customer: { hasPriorOrders: true, rewardBalanceCents: balance },
            rewardRate: 0,
          });
          const m = totals.marketplace;
          const stored: OrderMoneyRow = {
            ...totals,
            chargedCents: m.amountDueCents,
            mOrder: { ...m },
          };
          const { addsUp, totalCents } = ticketMoneyLines(chargedFiguresOf(stored), 'REWARD_CREDIT');
          expect(addsUp).toBe(true);
          expect(totalCents).toBe(m.amountDueCents);
        },
      ),
    );
  });
});
