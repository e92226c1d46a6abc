import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '@/db/schema/index.js';
import { insertPortalWorld, portalCall } from '@/modules/portal/portal-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { insertReportOrder, type ReportOrderRow } from './reports-fixtures.js';

interface Week {
  weekStart: string;
  weekEnd: string;
  payoutDate: string;
  status: string;
  cardSalesCents: number;
  cardCharges: number;
  voidsCents: number;
  refundsCents: number;
  cardFeesCents: number;
  payoutCents: number;
  cashSalesCents: number;
  cashOrders: number;
}

describe('weekly card payouts', async () => {
  const app = await buildTestApp();
  const { store, owner, outsider } = await insertPortalWorld(app);
  const path = `/portal/stores/${store.storeId}/payouts`;
  const at = (placedAt: string, rest: Omit<ReportOrderRow, 'storeId' | 'placedAt'>) =>
    insertReportOrder(app, { storeId: store.storeId, placedAt, ...rest });
  const payouts = async (query: string) => {
    const response = await portalCall(app, owner, 'GET', `${path}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { weeks: Week[]; totals: Week; fee: object } }>().data;
  };

  it('is refused to another store owner', async () => {
    expect((await portalCall(app, outsider, 'GET', path)).statusCode).toBe(403);
  });

  it.each([
    ['weeks=0', /from 1 to 53/],
    ['weeks=54', /from 1 to 53/],
    ['weeks=abc', /whole number/],
    ['through=2026-13-01', /not a date/],
    ['through=yesterday', /YYYY-MM-DD/],
  ])('refuses %s with a sentence', async (query, message) => {
    const response = await portalCall(app, owner, 'GET', `${path}?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('cuts weeks Wednesday to Tuesday in the platform’s time (Chicago) across the autumn DST change', async () => {
    // Chicago falls back on Sunday 2026-11-01: the week of Wednesday 2026-10-28 lasts 169 hours.
    await at('2026-10-28T04:59:00Z', { subtotalCents: 5000 }); // Tue 10-27 23:59 CDT: the week before
    const first = await at('2026-10-28T05:00:00Z', { subtotalCents: 1000 }); // Wed 00:00 CDT
    const last = await at('2026-11-04T05:59:00Z', { subtotalCents: 2000, tipCents: 300 }); // Tue 11-03 23:59 CST
    const voided = await at('2026-10-30T17:00:00Z', {
      status: 'REJECTED',
      refundStatus: 'VOIDED',
      subtotalCents: 800,
    });
    await at('2026-10-31T17:00:00Z', { paymentStatus: 'CASH', orderType: 'DINE_IN', subtotalCents: 1500 });
    await at('2026-10-31T18:00:00Z', { status: 'PAYMENT_FAILED', subtotalCents: 9000 });
    const next = await at('2026-11-04T06:00:00Z', { status: 'PLACED', subtotalCents: 3000 }); // Wed 11-04 00:00 CST

    const { weeks } = await payouts('through=2026-11-05&weeks=2');
    expect(weeks.map((week) => [week.weekStart, week.weekEnd, week.payoutDate, week.status])).toEqual([
      ['2026-11-04', '2026-11-10', '2026-11-11', 'DUE'],
      ['2026-10-28', '2026-11-03', '2026-11-04', 'DUE'],
    ]);
    const fee = (cents: number) => Math.floor((cents * 25 + 500) / 1000) + 30;
    const charges = [first, last, voided].map((order) => order.chargedCents);
    expect(weeks[1]).toMatchObject({
      cardSalesCents: charges[0]! + charges[1]! + charges[2]!,
      cardCharges: 3,
      voidsCents: voided.chargedCents,
      refundsCents: 0,
      // No fee on the voided charge.
      cardFeesCents: fee(charges[0]!) + fee(charges[1]!),
      cashSalesCents: 1650,
      cashOrders: 1,
    });
    expect(weeks[1]!.payoutCents).toBe(
      weeks[1]!.cardSalesCents - weeks[1]!.voidsCents - weeks[1]!.cardFeesCents,
    );
    expect(weeks[0]).toMatchObject({
      cardSalesCents: next.chargedCents,
      cardFeesCents: fee(next.chargedCents),
    });
  });

  it('reconciles with the orders to the cent, summed both ways', async () => {
    // 60 orders over eight weeks of spring 2026 (DST on 03-08), amounts that exercise the half-cent rounding.
    const statuses = ['COMPLETED', 'ACCEPTED', 'READY', 'PLACED', 'REJECTED', 'PENDING'] as const;
    const refunds = [null, 'VOIDED', 'REFUNDED', 'FAILED'] as const;
    for (let index = 0; index < 60; index += 1) {
      const placedAt = new Date(Date.UTC(2026, 1, 18) + index * 22 * 3_600_000 + index * 61_000);
      await at(placedAt.toISOString(), {
        status: statuses[index % statuses.length]!,
        refundStatus: index % 6 === 4 ? refunds[Math.floor(index / 6) % refunds.length]! : null,
        paymentStatus: index % 7 === 3 ? 'CASH' : 'CREDIT',
        subtotalCents: 1 + ((index * 7919) % 9000),
        tipCents: index % 3 === 0 ? 120 : 0,
      });
    }
    const { weeks, totals } = await payouts('through=2026-04-07&weeks=8');
    expect(weeks.at(-1)!.weekStart).toBe('2026-02-11');

    // The other way: straight from the orders table, one order at a time.
    const rows = await app.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.storeId, store.storeId),
          inArray(orders.status, ['PLACED', 'ACCEPTED', 'READY', 'COMPLETED', 'REJECTED']),
          gte(orders.placedAt, new Date('2026-02-11T06:00:00Z')),
          lt(orders.placedAt, new Date('2026-04-08T05:00:00Z')),
        ),
      );
    const card = rows.filter((row) => row.paymentStatus === 'CREDIT');
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const cardSales = sum(card.map((row) => row.chargedCents!));
    const givenBack = (status: string) =>
      sum(
        card
          .filter((row) => row.status === 'REJECTED' && row.refundStatus === status)
          .map((row) => row.chargedCents!),
      );
    const voided = givenBack('VOIDED');
    const refundedOnly = givenBack('REFUNDED');
    const refunded = voided + refundedOnly;
    // 2.5% half up, in whole cents: (cents * 25 + 500) div 1000, plus 30; none on a voided charge.
    const fees = sum(
      card
        .filter((row) => !(row.status === 'REJECTED' && row.refundStatus === 'VOIDED'))
        .map((row) => Math.floor((row.chargedCents! * 25 + 500) / 1000) + 30),
    );
    const cash = sum(
      rows
        .filter((row) => row.paymentStatus === 'CASH' && row.status !== 'REJECTED')
        .map((row) => row.chargedCents!),
    );
    expect(card.length).toBeGreaterThan(20);
    expect(voided).toBeGreaterThan(0);
    expect(refundedOnly).toBeGreaterThan(0);
    expect(totals).toMatchObject({
      cardSalesCents: cardSales,
      cardCharges: card.length,
      voidsCents: voided,
      refundsCents: refundedOnly,
      cardFeesCents: fees,
      payoutCents: cardSales - refunded - fees,
      cashSalesCents: cash,
    });
    expect(sum(weeks.map((week) => week.payoutCents))).toBe(cardSales - refunded - fees);
    expect(sum(weeks.map((week) => week.cardSalesCents))).toBe(cardSales);
  });

  it('lists twelve weeks up to this one by default: the current one open, none called paid', async () => {
    const { weeks, fee } = await payouts('');
    expect(weeks).toHaveLength(12);
    expect(weeks[0]!.status).toBe('OPEN');
    // No order in those weeks: no money moved, and no bank transfer is made yet.
    expect(weeks[2]!.status).toBe('NOTHING_DUE');
    expect(fee).toEqual({ ratePercent: 2.5, fixedCents: 30, onVoid: 'NONE', onRefund: 'KEPT' });
  });
});
