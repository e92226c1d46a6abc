import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardFeeCents } from '../merchant-offer/phone-answering-pricing.js';
import {
  orderStatementEntries,
  statementRows,
  statementTotals,
  type StatementOrder,
  type StatementSourceOrder,
} from './statement.js';

const order = (extra: Partial<StatementOrder> = {}): StatementOrder => ({
  placedAt: new Date('2026-03-05T18:00:00Z'),
  paymentStatus: 'CREDIT',
  status: 'COMPLETED',
  refundStatus: null,
  chargedCents: 2000,
  ...extra,
});
const kinds = (entries: { kind: string; amountCents: number }[]) =>
  entries.map((entry) => [entry.kind, entry.amountCents]);

describe('orderStatementEntries', () => {
  it('lists a card charge and its fee: 2.5% + $0.30 of what was settled', () => {
    expect(kinds(orderStatementEntries(order()))).toEqual([
      ['CHARGE', 2000],
      ['CARD_FEE', -80],
    ]);
  });

  it('puts no fee on a voided charge (the $3.09 charged on two voided orders is gone)', () => {
    // Two voided orders of $50.00 and $49.60: $1.55 + $1.54 = $3.09 of fees used to be taken on them.
    expect(cardFeeCents(5000) + cardFeeCents(4960)).toBe(309);
    for (const chargedCents of [5000, 4960]) {
      const entries = orderStatementEntries(
        order({ chargedCents, status: 'REJECTED', refundStatus: 'VOIDED' }),
      );
      expect(kinds(entries)).toEqual([
        ['CHARGE', chargedCents],
        ['VOID', -chargedCents],
      ]);
      expect(statementTotals(entries)).toMatchObject({ cardFeesCents: 0, payoutCents: 0 });
    }
  });

  it('keeps the fee of a refunded (settled) charge, the common industry rule', () => {
    const entries = orderStatementEntries(order({ status: 'REJECTED', refundStatus: 'REFUNDED' }));
    expect(kinds(entries)).toEqual([
      ['CHARGE', 2000],
      ['CARD_FEE', -80],
      ['REFUND', -2000],
    ]);
    expect(statementTotals(entries).payoutCents).toBe(-80);
  });

  it('keeps a charge whose refund is pending or failed: the money is still with the store', () => {
    for (const refundStatus of ['PENDING', 'FAILED']) {
      expect(
        statementTotals(orderStatementEntries(order({ status: 'REJECTED', refundStatus }))).payoutCents,
      ).toBe(1920);
    }
  });

  it('pays the store the pre-credit total: charge + the platform’s credit, the fee on the charge only', () => {
    // A $20.00 order with $5.00 of referral credit: the card paid $15.00, the platform $5.00.
    const entries = orderStatementEntries(order({ chargedCents: 1500, rewardCreditCents: 500 }));
    expect(kinds(entries)).toEqual([
      ['CHARGE', 1500],
      ['CARD_FEE', -cardFeeCents(1500)],
      ['REWARD_CREDIT', 500],
    ]);
    expect(statementTotals(entries).payoutCents).toBe(2000 - cardFeeCents(1500));
  });

  it('shows an in-store order apart, never paid out, and pays the promo it used', () => {
    const entries = orderStatementEntries(
      order({ paymentStatus: 'CASH', chargedCents: 1500, promoCents: 375 }),
    );
    expect(entries.map(({ kind, amountCents, inPayout }) => ({ kind, amountCents, inPayout }))).toEqual([
      { kind: 'IN_STORE', amountCents: 1500, inPayout: false },
      { kind: 'PROMO', amountCents: 375, inPayout: true },
    ]);
    expect(statementTotals(entries)).toMatchObject({ inStoreCents: 1500, promoCents: 375, payoutCents: 375 });
  });

  it('lists nothing for a rejected in-store order, nor the credit of any rejected order', () => {
    expect(
      orderStatementEntries(order({ paymentStatus: 'CASH', status: 'REJECTED', rewardCreditCents: 300 })),
    ).toEqual([]);
  });
});

describe('recorded refunds (order_refunds)', () => {
  it('takes back each partial refund when it happened and keeps the fee on the charge', () => {
    const entries = orderStatementEntries(
      order({
        chargedCents: 3000,
        refunds: [
          { at: new Date('2026-03-12T18:00:00Z'), amountCents: 500, method: 'REFUND' },
          { at: new Date('2026-03-06T18:00:00Z'), amountCents: 700, method: 'REFUND' },
        ],
      }),
    );
    expect(
      entries.map((entry) => [entry.kind, entry.amountCents, entry.at.toISOString().slice(0, 10)]),
    ).toEqual([
      ['CHARGE', 3000, '2026-03-05'],
      ['CARD_FEE', -cardFeeCents(3000), '2026-03-05'],
      ['REFUND', -700, '2026-03-06'],
      ['REFUND', -500, '2026-03-12'],
    ]);
  });

  it('voids the whole charge with no fee when the gateway voided it, whatever the order’s status says', () => {
    const entries = orderStatementEntries(
      order({
        status: 'COMPLETED',
        refunds: [{ at: new Date('2026-03-05T18:30:00Z'), amountCents: 2000, method: 'VOID' }],
      }),
    );
    expect(statementTotals(entries)).toMatchObject({
      chargesCents: 2000,
      voidsCents: 2000,
      cardFeesCents: 0,
    });
  });

  it('keeps the charge while a rejected order’s refund row is only pending (an empty list of settled refunds)', () => {
    const entries = orderStatementEntries(order({ status: 'REJECTED', refundStatus: 'VOIDED', refunds: [] }));
    expect(statementTotals(entries).payoutCents).toBe(1920);
  });
});

describe('statementRows', () => {
  it('dates a void at the rejection and sorts rows oldest first', () => {
    const orders: StatementSourceOrder[] = [
      {
        ...order({ status: 'REJECTED', refundStatus: 'VOIDED' }),
        id: 7,
        orderType: 'PICK_UP',
        givenBackAt: new Date('2026-03-05T18:20:00Z'),
      },
      { ...order({ placedAt: new Date('2026-03-05T18:10:00Z') }), id: 8, orderType: 'DELIVERY' },
    ];
    expect(statementRows(orders).map((row) => [row.orderId, row.kind, row.at.toISOString()])).toEqual([
      [7, 'CHARGE', '2026-03-05T18:00:00.000Z'],
      [8, 'CHARGE', '2026-03-05T18:10:00.000Z'],
      [8, 'CARD_FEE', '2026-03-05T18:10:00.000Z'],
      [7, 'VOID', '2026-03-05T18:20:00.000Z'],
    ]);
  });

  it('adds up to the payout whatever the orders (property)', () => {
    const source = fc.record({
      id: fc.integer({ min: 1, max: 1000 }),
      orderType: fc.constantFrom('DELIVERY', 'PICK_UP', 'DINE_IN', 'WALK_IN'),
      placedAt: fc.date({
        min: new Date('2026-03-04T06:00:00Z'),
        max: new Date('2026-03-11T05:00:00Z'),
        noInvalidDate: true,
      }),
      paymentStatus: fc.constantFrom('CREDIT' as const, 'CASH' as const, null),
      status: fc.constantFrom('PLACED', 'ACCEPTED', 'READY', 'COMPLETED', 'REJECTED'),
      refundStatus: fc.constantFrom(null, 'PENDING', 'VOIDED', 'REFUNDED', 'FAILED'),
      chargedCents: fc.integer({ min: 0, max: 200_000 }),
      rewardCreditCents: fc.integer({ min: 0, max: 5_000 }),
      promoCents: fc.integer({ min: 0, max: 1_000 }),
    });
    fc.assert(
      fc.property(fc.array(source, { maxLength: 40 }), (orders) => {
        const rows = statementRows(orders);
        const totals = statementTotals(rows);
        expect(totals.payoutCents).toBe(
          totals.chargesCents +
            totals.rewardCreditCents +
            totals.promoCents -
            totals.voidsCents -
            totals.refundsCents -
            totals.cardFeesCents,
        );
        // The card money that stayed (the gateway's captured - refunded) is the charges less voids and refunds.
        const captured = orders
          .filter(
            (o) =>
              o.paymentStatus === 'CREDIT' &&
              !(o.status === 'REJECTED' && ['VOIDED', 'REFUNDED'].includes(o.refundStatus ?? '')),
          )
          .reduce((sum, o) => sum + o.chargedCents, 0);
        expect(totals.chargesCents - totals.voidsCents - totals.refundsCents).toBe(captured);
      }),
    );
  });
});
