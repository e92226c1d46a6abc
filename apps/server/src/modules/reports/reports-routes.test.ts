import { describe, expect, it } from 'vitest';
import { insertStoreFixture } from '@/modules/orders/orders-fixtures.js';
import { giveStoreRole } from '@/modules/owners/owners-fixtures.js';
import { insertPortalWorld, placeCardOrder, portalCall } from '@/modules/portal/portal-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { insertReportOrder } from './reports-fixtures.js';

describe('sales reports', async () => {
  const app = await buildTestApp();
  const { store, owner, staff, outsider, diner } = await insertPortalWorld(app);
  const path = `/portal/stores/${store.storeId}`;
  // Chicago: 2026-03-02 is a Monday; the clocks spring forward on Sunday 2026-03-08.
  const at = (
    placedAt: string,
    rest: Omit<Parameters<typeof insertReportOrder>[1], 'storeId' | 'placedAt'>,
  ) => insertReportOrder(app, { storeId: store.storeId, placedAt, ...rest });
  await at('2026-03-02T06:00:00Z', {
    subtotalCents: 1000,
    tipCents: 200,
    lines: [{ name: 'Burger', quantity: 1, subtotalCents: 1000 }],
  }); // Mon 00:00 CST
  await at('2026-03-02T23:30:00Z', {
    orderType: 'DELIVERY',
    subtotalCents: 2501,
    discountCents: 300,
    lines: [
      { name: 'Fries', quantity: 3, subtotalCents: 1050 },
      { name: 'Burger', quantity: 1, subtotalCents: 1451 },
    ],
  });
  await at('2026-03-03T05:59:00Z', { orderType: 'DINE_IN', paymentStatus: 'CASH', subtotalCents: 700 }); // Mon 23:59
  await at('2026-03-03T18:00:00Z', { status: 'REJECTED', refundStatus: 'VOIDED', subtotalCents: 900 });
  await at('2026-03-03T19:00:00Z', { status: 'REJECTED', paymentStatus: 'CASH', subtotalCents: 400 });
  await at('2026-03-04T18:00:00Z', { status: 'PAYMENT_FAILED', subtotalCents: 5000 });
  await at('2026-03-09T04:59:00Z', { status: 'ACCEPTED', subtotalCents: 1200 }); // Sun 2026-03-08 23:59 CDT
  await at('2026-03-09T05:00:00Z', { status: 'READY', subtotalCents: 1300 }); // Mon 2026-03-09 00:00 CDT
  const other = await insertStoreFixture(app.db, { name: 'Elsewhere' });
  await insertReportOrder(app, {
    storeId: other.storeId,
    placedAt: '2026-03-02T18:00:00Z',
    subtotalCents: 9999,
  });

  const report = async (query: string) => {
    const response = await portalCall(app, owner, 'GET', `${path}/reports?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it('is for the store owner only', async () => {
    for (const who of [staff, outsider, null]) {
      const query = 'from=2026-03-01&to=2026-03-31';
      expect((await portalCall(app, who, 'GET', `${path}/reports?${query}`)).statusCode).toBe(403);
      expect((await portalCall(app, who, 'GET', `${path}/reports.csv?${query}`)).statusCode).toBe(403);
      expect((await portalCall(app, who, 'GET', `${path}/best-sellers.csv?${query}`)).statusCode).toBe(403);
      expect((await portalCall(app, who, 'GET', `${path}/payouts`)).statusCode).toBe(403);
    }
  });

  it.each([
    ['from=2026-03-01', /to/],
    ['from=2026-3-1&to=2026-03-31', /YYYY-MM-DD/],
    ['from=2026-02-30&to=2026-03-31', /not a date/],
    ['from=2026-03-31&to=2026-03-01', /before the start/],
    ['from=2025-01-01&to=2026-01-02', /at most 366 days; this range has 367/],
    ['from=2026-03-01&to=2026-03-31&groupBy=month', /day or week/],
  ])('refuses %s with a sentence', async (query, message) => {
    for (const suffix of ['reports', 'reports.csv', 'best-sellers.csv']) {
      const response = await portalCall(app, owner, 'GET', `${path}/${suffix}?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it('sums kept orders by store-local day and order type, refunds apart', async () => {
    const data = await report('from=2026-03-02&to=2026-03-09');
    expect(data.timeZone).toBe('America/Chicago');
    expect(data.periods).toHaveLength(8);
    const [monday, tuesday] = data.periods;
    expect(monday).toMatchObject({ period: '2026-03-02', orders: 3, salesCents: 4201, tipsCents: 200 });
    expect(monday.averageTicketCents).toBe(1400); // 4201 / 3 = 1400.33
    expect(monday.byOrderType.DELIVERY).toMatchObject({ orders: 1, salesCents: 2501, discountsCents: 300 });
    expect(monday.byOrderType.DINE_IN).toMatchObject({ orders: 1, salesCents: 700 });
    expect(tuesday).toMatchObject({ orders: 0, salesCents: 0, refunds: 1, refundsCents: 990 });
    expect(data.periods.at(-2)).toMatchObject({ period: '2026-03-08', salesCents: 1200 });
    expect(data.periods.at(-1)).toMatchObject({ period: '2026-03-09', salesCents: 1300 });
    expect(data.totals).toMatchObject({ orders: 5, salesCents: 6701, refunds: 1, refundsCents: 990 });
    // The voided and cash-rejected orders' lines are not sales.
    expect(data.bestSellers).toEqual([
      { name: 'Burger', cnName: null, quantity: 5, salesCents: 5651 },
      { name: 'Fries', cnName: null, quantity: 3, salesCents: 1050 },
    ]);
  });

  it('groups by Monday weeks across the spring DST change', async () => {
    const data = await report('from=2026-03-01&to=2026-03-14&groupBy=week');
    expect(data.periods.map((period: { period: string }) => period.period)).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
    ]);
    expect(data.periods.map((period: { salesCents: number }) => period.salesCents)).toEqual([0, 5401, 1300]);
  });

  it('exports the same figures as CSV, escaped by csv-stringify', async () => {
    const response = await portalCall(app, owner, 'GET', `${path}/reports.csv?from=2026-03-02&to=2026-03-03`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain('sales-');
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe(
      'period,order_type,orders,sales,average_ticket,tips,discounts,refunds,refund_amount',
    );
    expect(lines).toContain('2026-03-02,ALL,3,42.01,14.00,2.00,3.00,0,0.00');
    expect(lines).toContain('2026-03-03,PICK_UP,0,0.00,0.00,0.00,0.00,1,9.90');
    expect(lines).toContain('TOTAL,PICK_UP,1,10.00,10.00,2.00,0.00,1,9.90');
    expect(lines.at(-1)).toBe('TOTAL,DINE_IN,1,7.00,7.00,0.00,0.00,0,0.00');
  });

  it('exports every item sold in the range as a best-sellers CSV, most sold first', async () => {
    const response = await portalCall(
      app,
      owner,
      'GET',
      `${path}/best-sellers.csv?from=2026-03-02&to=2026-03-09`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain('best-sellers-');
    expect(response.body.trim().split('\n')).toEqual([
      'rank,item,item_zh,quantity,sales',
      '1,Burger,,5,56.51',
      '2,Fries,,3,10.50',
    ]);
  });

  it('counts an order placed through the API today', async () => {
    const orderId = await placeCardOrder(app, diner, store);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
    const data = await report(`from=${today}&to=${today}`);
    expect(data.totals.orders, `order ${orderId}`).toBe(1);
    expect(data.totals.salesCents).toBeGreaterThan(0);
  });

  it('answers a store with no orders with zeros', async () => {
    const lonely = await insertStoreFixture(app.db, { name: 'Quiet Grill' });
    await giveStoreRole(app, { storeId: lonely.storeId, ownerId: owner.id, role: 'OWNER' });
    const response = await portalCall(
      app,
      owner,
      'GET',
      `/portal/stores/${lonely.storeId}/reports?from=2026-03-01&to=2026-03-01`,
    );
    expect(response.json().data).toMatchObject({ totals: { orders: 0, salesCents: 0 }, bestSellers: [] });
  });
});
