import { describe, expect, it } from 'vitest';
import { orderRefunds } from '@/db/schema/index.js';
import { insertPortalWorld, portalCall } from '@/modules/portal/portal-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { insertReportOrder, type ReportOrderRow } from './reports-fixtures.js';

interface Transaction {
  localTime: string;
  orderId: number;
  kind: string;
  amountCents: number;
  inPayout: boolean;
}

/**
 * The week of Wednesday 2026-03-04 in Chicago (the platform's zone; clocks spring forward on Sunday 03-08):
 * a card order, a voided one, a refunded one, an in-store one, and a card order partly refunded the next week.
 */
describe('the weekly statement and the sales-tax report', async () => {
  const app = await buildTestApp();
  const { store, owner, staff, outsider } = await insertPortalWorld(app);
  const path = `/portal/stores/${store.storeId}`;
  const at = (placedAt: string, rest: Omit<ReportOrderRow, 'storeId' | 'placedAt'>) =>
    insertReportOrder(app, { storeId: store.storeId, placedAt, ...rest });
  const card = await at('2026-03-04T18:00:00Z', { subtotalCents: 2000 }); // 2200 charged, fee 85
  const voided = await at('2026-03-05T18:00:00Z', {
    subtotalCents: 1000,
    status: 'REJECTED',
    refundStatus: 'VOIDED',
    statusChangedAt: '2026-03-05T18:05:00Z',
  });
  const refunded = await at('2026-03-06T18:00:00Z', {
    subtotalCents: 500,
    status: 'REJECTED',
    refundStatus: 'REFUNDED',
    statusChangedAt: '2026-03-06T18:10:00Z',
  }); // 550 charged, fee 44 kept
  const inStore = await at('2026-03-07T18:00:00Z', {
    subtotalCents: 1500,
    paymentStatus: 'CASH',
    orderType: 'DINE_IN',
  });
  const partly = await at('2026-03-09T18:00:00Z', {
    subtotalCents: 3000,
    orderType: 'DELIVERY',
    lines: [
      { name: 'Burger', quantity: 2, subtotalCents: 2000 },
      { name: 'Bottled water', quantity: 4, subtotalCents: 1000, taxExempt: true },
    ],
  }); // 3300 charged, fee 113
  await app.db.insert(orderRefunds).values({
    orderId: partly.id,
    storeId: store.storeId,
    kind: 'REFUND',
    amountCents: 1000,
    reason: 'Cold fries',
    status: 'REFUNDED',
    method: 'REFUND',
    idempotencyKey: `R${partly.id}-1`,
    actorName: 'Olive Owner',
    createdAt: new Date('2026-03-12T17:59:00Z'),
    settledAt: new Date('2026-03-12T18:00:00Z'),
  });
  const nextWeek = await at('2026-03-11T05:00:00Z', { subtotalCents: 700 }); // Wed 00:00 CDT: 770, fee 49

  const get = async (url: string, who = owner) => {
    const response = await portalCall(app, who, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const statement = async (week: string) =>
    (await get(`${path}/statement?week=${week}`)).json<{
      data: {
        week: { weekStart: string; status: string; payoutCents: number };
        transactions: Transaction[];
        totals: Record<string, number>;
      };
    }>().data;

  it('is for the store owner only', async () => {
    for (const who of [staff, outsider, null]) {
      for (const url of [
        `${path}/statement?week=2026-03-04`,
        `${path}/statement.csv?week=2026-03-04`,
        `${path}/statement.pdf?week=2026-03-04`,
        `${path}/sales-tax?from=2026-03-04&to=2026-03-10`,
        `${path}/sales-tax.csv?from=2026-03-04&to=2026-03-10`,
        `${path}/sales-tax.pdf?from=2026-03-04&to=2026-03-10`,
      ]) {
        expect((await portalCall(app, who, 'GET', url)).statusCode, url).toBe(403);
      }
    }
  });

  it.each([
    ['statement?week=2026-02-30', /not a date/],
    ['statement?week=soon', /week must read YYYY-MM-DD/],
    ['statement', /week is required/],
    ['statement?week=2999-01-06', /has not started yet/],
    ['sales-tax?from=2026-03-10&to=2026-03-04', /before the start date/],
    ['sales-tax.pdf?from=2026-03-04', /to is required/],
  ])('refuses %s with a sentence', async (query, message) => {
    const response = await portalCall(app, owner, 'GET', `${path}/${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('lists every charge, void, refund, fee and in-store order of the week, with totals that reconcile', async () => {
    const data = await statement('2026-03-08');
    expect(data.week).toMatchObject({ weekStart: '2026-03-04', status: 'DUE', payoutCents: 5258 });
    expect(data.transactions.map((row) => [row.orderId, row.kind, row.amountCents])).toEqual([
      [card.id, 'CHARGE', 2200],
      [card.id, 'CARD_FEE', -85],
      [voided.id, 'CHARGE', 1100],
      [voided.id, 'VOID', -1100],
      [refunded.id, 'CHARGE', 550],
      [refunded.id, 'CARD_FEE', -44],
      [refunded.id, 'REFUND', -550],
      [inStore.id, 'IN_STORE', 1650],
      [partly.id, 'CHARGE', 3300],
      [partly.id, 'CARD_FEE', -113],
    ]);
    expect(data.transactions[3]!.localTime).toBe('2026-03-05 12:05:00');
    expect(data.totals).toEqual({
      chargesCents: 7150,
      voidsCents: 1100,
      refundsCents: 550,
      cardFeesCents: 242,
      rewardCreditCents: 0,
      promoCents: 0,
      inStoreCents: 1650,
      payoutCents: 7150 - 1100 - 550 - 242,
    });
  });

  it('puts a later partial refund on the statement of the week it was given back', async () => {
    const data = await statement('2026-03-11');
    expect(data.transactions.map((row) => [row.orderId, row.kind, row.amountCents])).toEqual([
      [nextWeek.id, 'CHARGE', 770],
      [nextWeek.id, 'CARD_FEE', -49],
      [partly.id, 'REFUND', -1000],
    ]);
    expect(data.week.payoutCents).toBe(770 - 49 - 1000);
    const payouts = (await get(`${path}/payouts?through=2026-03-12&weeks=2`)).json().data;
    expect(payouts.weeks.map((week: { payoutCents: number }) => week.payoutCents)).toEqual([-279, 5258]);
  });

  it('downloads the statement as CSV and as PDF', async () => {
    const csv = await get(`${path}/statement.csv?week=2026-03-04`);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="statement-${store.storeId}-2026-03-04-to-2026-03-10.csv"`,
    );
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('time,order,order_type,transaction,amount,in_payout');
    expect(lines).toContain(`2026-03-05 12:05:00,TS-${voided.id},PICK_UP,Void (no card fee),-11.00,yes`);
    expect(lines).toContain(
      `2026-03-07 12:00:00,TS-${inStore.id},DINE_IN,Paid in store (not paid out),16.50,no`,
    );
    expect(lines).toContain('TOTAL,,,Amount due,52.58,yes');
    const pdf = await get(`${path}/statement.pdf?week=2026-03-04`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('reports the sales tax collected per day and order type, less what voids and refunds gave back', async () => {
    const tax = (await get(`${path}/sales-tax?from=2026-03-04&to=2026-03-10`)).json().data;
    expect(tax.totals).toEqual({
      orders: 5,
      taxableSalesCents: 2000 + 1000 + 500 + 1500 + 2000,
      taxCents: 200 + 100 + 50 + 150 + 300,
      refunds: 2,
      refundedTaxableSalesCents: 1500,
      refundedTaxCents: 150,
      netTaxableSalesCents: 5500,
      netTaxCents: 650,
    });
    expect(tax.byOrderType.DELIVERY).toMatchObject({ orders: 1, taxableSalesCents: 2000, taxCents: 300 });
    expect(
      tax.periods.map((p: { period: string; netTaxCents: number }) => [p.period, p.netTaxCents]),
    ).toEqual([
      ['2026-03-04', 200],
      ['2026-03-05', 0],
      ['2026-03-06', 0],
      ['2026-03-07', 150],
      ['2026-03-08', 0],
      ['2026-03-09', 300],
      ['2026-03-10', 0],
    ]);
    // The partial refund of 03-12 gives back its share: 300 x 1000 / 3300 = 90.9 -> 91.
    const later = (await get(`${path}/sales-tax?from=2026-03-11&to=2026-03-12`)).json().data;
    expect(later.totals).toMatchObject({ taxCents: 70, refundedTaxCents: 91, netTaxCents: -21 });

    const csv = await get(`${path}/sales-tax.csv?from=2026-03-04&to=2026-03-10&groupBy=week`);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'period,order_type,orders,taxable_sales,tax_collected,refunds,refunded_taxable_sales,refunded_tax,net_taxable_sales,net_tax',
    );
    expect(lines).toContain('TOTAL,ALL,5,70.00,8.00,2,15.00,1.50,55.00,6.50');
    const pdf = await get(`${path}/sales-tax.pdf?from=2026-03-04&to=2026-03-10`);
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="sales-tax-${store.storeId}-2026-03-04-to-2026-03-10-by-day.pdf"`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
