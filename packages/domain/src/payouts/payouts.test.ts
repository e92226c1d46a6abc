import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardFeeCents } from '../merchant-offer/phone-answering-pricing.js';
import {
  addPayoutFigures,
  orderPayoutFigures,
  payoutWeeks,
  payoutWeekStart,
  payoutWindow,
  type PayoutOrder,
} from './payouts.js';

const CHICAGO = 'America/Chicago';
const card = (placedAt: string, chargedCents: number, extra: Partial<PayoutOrder> = {}): PayoutOrder => ({
  placedAt: new Date(placedAt),
  paymentStatus: 'CREDIT',
  status: 'COMPLETED',
  refundStatus: null,
  chargedCents,
  ...extra,
});

describe('the card fee on each charge', () => {
  it.each([
    [1000, 55], // 25.0 + 30
    [1234, 61], // 30.85 -> 31 + 30
    [1220, 61], // 30.5 half up -> 31 + 30
    [1219, 60], // 30.475 -> 30 + 30
    [20, 31], // 0.5 -> 1 + 30
    [1, 30], // 0.025 -> 0 + 30
  ])('charges %i cents a fee of %i cents', (charge, fee) => {
    expect(cardFeeCents(charge)).toBe(fee);
  });

  it('refuses fractions of a cent', () => {
    expect(() => cardFeeCents(10.5)).toThrow(/whole number of cents/);
  });
});

describe('orderPayoutFigures', () => {
  it('pays a card order out less its fee', () => {
    expect(orderPayoutFigures(card('2026-03-04T18:00:00Z', 2000))).toMatchObject({
      cardSalesCents: 2000,
      cardFeesCents: 80,
      refundsCents: 0,
      payoutCents: 1920,
    });
  });

  it('takes back a voided charge with no fee on it: no money moved', () => {
    expect(
      orderPayoutFigures(card('2026-03-04T18:00:00Z', 2000, { status: 'REJECTED', refundStatus: 'VOIDED' })),
    ).toMatchObject({
      cardSalesCents: 2000,
      voidsCents: 2000,
      refundsCents: 0,
      cardFeesCents: 0,
      payoutCents: 0,
    });
  });

  it('takes back a refunded (settled) charge but keeps its fee', () => {
    expect(
      orderPayoutFigures(
        card('2026-03-04T18:00:00Z', 2000, { status: 'REJECTED', refundStatus: 'REFUNDED' }),
      ),
    ).toMatchObject({
      cardSalesCents: 2000,
      voidsCents: 0,
      refundsCents: 2000,
      cardFeesCents: 80,
      payoutCents: -80,
    });
  });

  it('keeps a rejected charge whose refund failed in the payout', () => {
    const figures = orderPayoutFigures(
      card('2026-03-04T18:00:00Z', 2000, { status: 'REJECTED', refundStatus: 'FAILED' }),
    );
    expect(figures).toMatchObject({ refundsCents: 0, payoutCents: 1920 });
  });

  it('shows in-store orders apart and never pays them out', () => {
    const cash = card('2026-03-04T18:00:00Z', 1500, { paymentStatus: 'CASH' });
    expect(orderPayoutFigures(cash)).toMatchObject({ cashSalesCents: 1500, cashOrders: 1, payoutCents: 0 });
    expect(orderPayoutFigures({ ...cash, status: 'REJECTED' }).cashOrders).toBe(0);
  });
});

describe('the platform’s credit on a store’s orders', () => {
  it('pays the store the reward credit a card order spent, with no card fee on it', () => {
    expect(orderPayoutFigures(card('2026-03-04T18:00:00Z', 1500, { rewardCreditCents: 500 }))).toMatchObject({
      cardSalesCents: 1500,
      rewardCreditCents: 500,
      platformCreditCents: 500,
      cardFeesCents: 68,
      payoutCents: 1932,
    });
  });

  it('pays the credit and promo an in-store order used, though never its cash', () => {
    const cash = card('2026-03-04T18:00:00Z', 1500, { paymentStatus: 'CASH', promoCents: 250 });
    expect(orderPayoutFigures(cash)).toMatchObject({
      cashSalesCents: 1500,
      promoCents: 250,
      payoutCents: 250,
    });
  });

  it('pays an order the credit covered whole, with no charge', () => {
    expect(orderPayoutFigures(card('2026-03-04T18:00:00Z', 0, { rewardCreditCents: 900 }))).toMatchObject({
      cardCharges: 0,
      cardFeesCents: 0,
      payoutCents: 900,
    });
  });

  it('pays nothing for a rejected order, whose credit went back to the diner', () => {
    const rejected = { status: 'REJECTED', refundStatus: 'REFUNDED', rewardCreditCents: 500 };
    expect(orderPayoutFigures(card('2026-03-04T18:00:00Z', 1500, rejected))).toMatchObject({
      platformCreditCents: 0,
      payoutCents: -68,
    });
    const voided = { ...rejected, refundStatus: 'VOIDED' };
    expect(orderPayoutFigures(card('2026-03-04T18:00:00Z', 1500, voided))).toMatchObject({
      platformCreditCents: 0,
      payoutCents: 0,
    });
  });
});

describe('payout weeks', () => {
  it('start on Wednesday 00:00 in the store time zone', () => {
    // Wednesday 2026-03-04 05:59 UTC is still Tuesday 23:59 in Chicago.
    expect(payoutWeekStart(new Date('2026-03-04T05:59:00Z'), CHICAGO).toISODate()).toBe('2026-02-25');
    expect(payoutWeekStart(new Date('2026-03-04T06:00:00Z'), CHICAGO).toISODate()).toBe('2026-03-04');
  });

  it('last 167 hours across the spring DST change and keep Tuesday night in the week', () => {
    const { from, to } = payoutWindow(new Date('2026-03-12T12:00:00Z'), CHICAGO, 1);
    expect(from.toISOString()).toBe('2026-03-11T05:00:00.000Z');
    expect(to.toISOString()).toBe('2026-03-18T05:00:00.000Z');
    const spring = payoutWindow(new Date('2026-03-05T12:00:00Z'), CHICAGO, 1);
    expect((spring.to.getTime() - spring.from.getTime()) / 3_600_000).toBe(167);
    const weeks = payoutWeeks({
      orders: [card('2026-03-11T04:59:00Z', 1000), card('2026-03-11T05:00:00Z', 2000)],
      timeZone: CHICAGO,
      now: new Date('2026-03-12T12:00:00Z'),
      weekCount: 2,
    });
    expect(weeks.map((week) => [week.weekStart, week.weekEnd, week.payoutDate, week.cardSalesCents])).toEqual(
      [
        ['2026-03-11', '2026-03-17', '2026-03-18', 2000],
        ['2026-03-04', '2026-03-10', '2026-03-11', 1000],
      ],
    );
  });

  it('is OPEN while it runs, then DUE on its Wednesday, or NOTHING_DUE when no money moved; never paid', () => {
    const orders = [card('2026-03-05T18:00:00Z', 1500), card('2026-03-12T18:00:00Z', 900)];
    const statuses = (now: string) =>
      payoutWeeks({ orders, timeZone: CHICAGO, now: new Date(now), weekCount: 3 }).map((w) => w.status);
    // Tuesday 2026-03-17 23:00 in Chicago: the week of 03-11 still runs.
    expect(statuses('2026-03-18T04:00:00Z')).toEqual(['OPEN', 'DUE', 'NOTHING_DUE']);
    // Wednesday 2026-03-18 00:00 in Chicago: the week of 03-11 is due today, a new one runs.
    expect(statuses('2026-03-18T05:00:00Z')).toEqual(['OPEN', 'DUE', 'DUE']);
    const empty = payoutWeeks({
      orders: [],
      timeZone: CHICAGO,
      now: new Date('2026-03-19T05:00:00Z'),
      weekCount: 2,
    });
    expect(empty.map((week) => week.status)).toEqual(['OPEN', 'NOTHING_DUE']);
  });

  it('put a refund in the week it was given back, the charge and its fee in the week it was placed', () => {
    const refunded = card('2026-03-10T18:00:00Z', 3000, {
      refunds: [{ at: new Date('2026-03-12T18:00:00Z'), amountCents: 1000, method: 'REFUND' }],
    });
    const weeks = payoutWeeks({
      orders: [refunded],
      timeZone: CHICAGO,
      now: new Date('2026-03-19T12:00:00Z'),
      weekCount: 3,
    });
    expect(
      weeks.map((week) => [
        week.weekStart,
        week.cardSalesCents,
        week.cardFeesCents,
        week.refundsCents,
        week.status,
      ]),
    ).toEqual([
      ['2026-03-18', 0, 0, 0, 'OPEN'],
      ['2026-03-11', 0, 0, 1000, 'DUE'],
      ['2026-03-04', 3000, cardFeeCents(3000), 0, 'DUE'],
    ]);
  });

  it('sum to the per-order figures to the cent, whatever the orders (property)', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    const window = payoutWindow(now, CHICAGO, 12);
    const order = fc.record({
      placedAt: fc.date({ min: window.from, max: new Date(window.to.getTime() - 1), noInvalidDate: true }),
      paymentStatus: fc.constantFrom('CREDIT' as const, 'CASH' as const, null),
      status: fc.constantFrom('PLACED', 'ACCEPTED', 'READY', 'COMPLETED', 'REJECTED'),
      refundStatus: fc.constantFrom(null, 'PENDING', 'VOIDED', 'REFUNDED', 'FAILED'),
      chargedCents: fc.integer({ min: 0, max: 500_000 }),
      rewardCreditCents: fc.integer({ min: 0, max: 5_000 }),
      promoCents: fc.integer({ min: 0, max: 1_000 }),
    });
    fc.assert(
      fc.property(fc.array(order, { maxLength: 60 }), (orders) => {
        const weeks = payoutWeeks({ orders, timeZone: CHICAGO, now, weekCount: 12 });
        const byWeek = addPayoutFigures(weeks);
        const byOrder = addPayoutFigures(orders.map(orderPayoutFigures));
        expect(byWeek).toEqual(byOrder);
        for (const week of weeks) {
          expect(week.platformCreditCents).toBe(week.rewardCreditCents + week.promoCents);
          expect(week.payoutCents).toBe(
            week.cardSalesCents +
              week.platformCreditCents -
              week.voidsCents -
              week.refundsCents -
              week.cardFeesCents,
          );
          // No fee on a voided charge: the fees are those of the charges that stood or were refunded.
          const feeCharges = orders.filter(
            (order) =>
              payoutWeekStart(order.placedAt, CHICAGO).toISODate() === week.weekStart &&
              order.paymentStatus === 'CREDIT' &&
              order.chargedCents > 0 &&
              !(order.status === 'REJECTED' && order.refundStatus === 'VOIDED'),
          );
          expect(week.cardFeesCents).toBe(
            feeCharges.reduce((total, order) => total + cardFeeCents(order.chargedCents), 0),
          );
        }
      }),
    );
  });
});
