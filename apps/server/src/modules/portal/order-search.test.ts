import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, orders } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { insertPortalWorld, placeCardOrder, portalCall } from './portal-fixtures.js';
import { readSearchText } from './order-search-service.js';

describe('the portal order search', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });
  const { store, otherStore, owner, staff, outsider, diner } = await insertPortalWorld(app);
  const ids: number[] = [];
  // Five orders over five days (Chicago), one by a diner named Grace with her own phone.
  for (const [index, day] of [
    '2026-03-01',
    '2026-03-02',
    '2026-03-03',
    '2026-03-04',
    '2026-03-05',
  ].entries()) {
    const orderId = await placeCardOrder(app, diner, store);
    await app.db
      .update(orders)
      .set({ placedAt: new Date(`${day}T18:00:00Z`), status: index === 4 ? 'COMPLETED' : 'ACCEPTED' })
      .where(eq(orders.id, orderId));
    ids.push(orderId);
  }
  const [grace] = await app.db
    .select({ customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.id, ids[2]!));
  await app.db
    .update(customers)
    .set({ firstName: 'Grace', lastName: 'Hopper', phoneNumber: '7735550123' })
    .where(eq(customers.id, grace!.customerId!));
  const elsewhere = await placeCardOrder(app, diner, otherStore);

  const search = (query: string, who = staff) =>
    portalCall(app, who, 'GET', `/portal/orders/search?storeId=${store.storeId}&${query}`);
  const found = async (query: string) =>
    (await search(query)).json().data.orders.map((order: { orderId: number }) => order.orderId);

  it('reads the search text as an order number, phone digits or a name', () => {
    expect(readSearchText('TS-42')).toEqual({ orderId: 42, phoneDigits: null, name: null });
    expect(readSearchText('4215')).toEqual({ orderId: 4215, phoneDigits: '4215', name: null });
    expect(readSearchText('(773) 555-0123')).toEqual({
      orderId: null,
      phoneDigits: '7735550123',
      name: null,
    });
    expect(readSearchText('grace h')).toEqual({ orderId: null, phoneDigits: null, name: 'grace h' });
    expect(readSearchText('  ')).toEqual({ orderId: null, phoneDigits: null, name: null });
  });

  it('finds every order of the store, newest first, a page at a time', async () => {
    const first = (await search('pageSize=2')).json().data;
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 5, pageCount: 3 });
    expect(first.orders.map((order: { orderId: number }) => order.orderId)).toEqual([ids[4], ids[3]]);
    expect(first.orders[0]).toMatchObject({
      number: `TS-${ids[4]}`,
      status: 'COMPLETED',
      placedAt: '2026-03-05 12:00:00',
      payment: 'CARD',
      refundedAmount: 0,
      customer: { firstName: 'Ada', phone: '(312) 555-0199' },
    });
    expect(await found('pageSize=2&page=3')).toEqual([ids[0]]);
    expect(await found('pageSize=2&page=4')).toEqual([]);
    expect(await found('')).not.toContain(elsewhere);
  });

  it('finds by order number, phone, name and store-local dates', async () => {
    expect(await found(`q=TS-${ids[1]}`)).toEqual([ids[1]]);
    expect(await found(`q=${ids[1]}`)).toContain(ids[1]);
    expect(await found(`q=${encodeURIComponent('(773) 555-0123')}`)).toEqual([ids[2]]);
    expect(await found('q=0123')).toEqual([ids[2]]);
    expect(await found('q=grace')).toEqual([ids[2]]);
    expect(await found(`q=${encodeURIComponent('Grace Hop')}`)).toEqual([ids[2]]);
    expect(await found('q=%25')).toEqual([]);
    expect(await found('from=2026-03-02&to=2026-03-03')).toEqual([ids[2], ids[1]]);
    expect(await found('from=2026-03-05')).toEqual([ids[4]]);
    expect(await found('to=2026-03-01&q=ada')).toEqual([ids[0]]);
  });

  it('refuses bad dates, pages and another store, in sentences', async () => {
    for (const [query, words] of [
      ['from=yesterday', 'date like 2026-03-14'],
      ['from=2026-03-05&to=2026-03-01', 'start date must not be after the end date'],
      ['page=0', 'page must be at least 1'],
      ['pageSize=500', 'pageSize must be at most 50'],
      [`q=${'x'.repeat(101)}`, 'under 100 characters'],
    ]) {
      const answer = await search(query!);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().message).toContain(words);
    }
    expect((await search('', outsider)).statusCode).toBe(403);
    const detail = await portalCall(app, outsider, 'GET', `/portal/orders/${ids[0]}/detail`);
    expect(detail.statusCode).toBe(403);
    expect(
      (await portalCall(app, null, 'GET', `/portal/orders/search?storeId=${store.storeId}`)).statusCode,
    ).toBe(403);
  });

  it("shows an order's detail: lines with options and prices, totals, payment, refunds and timeline", async () => {
    const answer = await portalCall(app, owner, 'GET', `/portal/orders/${ids[4]}/detail`);
    expect(answer.statusCode).toBe(200);
    const order = answer.json().data;
    expect(order).toMatchObject({
      orderId: ids[4],
      status: 'COMPLETED',
      customer: { firstName: 'Ada', lastName: 'Diner', email: 'ada@orderlane.test' },
      lines: [
        {
          id: expect.any(Number),
          name: 'A1. Burger',
          quantity: 1,
          options: [expect.objectContaining({ name: 'Regular', price: expect.any(Number) })],
          isRefunded: false,
        },
      ],
      totals: { total: order.amount },
      paymentDetails: { method: 'CARD', charged: order.amount, transactionId: expect.any(String) },
      refunds: [],
      stillCharged: order.amount,
      refundable: order.amount,
      history: expect.any(Array),
    });
    const { subtotal, tax, discount, tip, deliveryFee, convenienceFee, total } = order.totals;
    expect(subtotal + tax - discount + tip + deliveryFee + convenienceFee).toBeCloseTo(total, 2);
  });
});
