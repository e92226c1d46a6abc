import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderJsonInput } from '@orderlane/domain';
import { orders } from '@/db/schema/index.js';
import {
  burgerLine,
  insertUserFixture,
  pickupOrder,
  placeThroughApi,
} from '@/modules/orders/orders-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { insertPortalWorld, placeDineInOrder, portalCall } from './portal-fixtures.js';
import { ticketTextLines, type KitchenTicket } from './ticket-service.js';

const CUSTOMER = {
  firstName: 'Ada',
  lastName: 'Diner',
  phoneNumber: '(312) 555-0199',
  email: 'ada@orderlane.test',
  address: '100 E Randolph St',
  city: 'Chicago',
  state: 'IL',
  zip: '60601',
} as OrderJsonInput['customer'];

/** Issue 50 item 4: a ticket showed $14.45 - $7.50 = "Paid $11.55", its fee, tax and tip missing. */
describe('the kitchen ticket’s money adds up', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });
  const { store, staff } = await insertPortalWorld(app);
  const ticketOf = async (orderId: number) => {
    const response = await portalCall(app, staff, 'GET', `/portal/orders/${orderId}/ticket`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: KitchenTicket }>().data;
  };
  const chargedOf = async (orderId: number) =>
    (await app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.chargedCents!;
  const sum = (ticket: KitchenTicket) => ticket.money.lines.reduce((total, line) => total + line.cents, 0);

  it('prints subtotal, reward credit, fee, tax and tip of a card order, adding up to what was paid', async () => {
    const diner = await insertUserFixture(app.db, { orderCount: 2, rewardBalanceCents: 750 });
    const orderId = await placeThroughApi(
      app,
      diner,
      pickupOrder(store, { customer: CUSTOMER, tip: 2, orderItems: [burgerLine(store, { quantity: 2 })] }),
    );
    const ticket = await ticketOf(orderId);
    expect(ticket.money.lines.map((line) => line.key)).toEqual([
      'subtotal',
      'rewardCredit',
      'convenienceFee',
      'tax',
      'tip',
    ]);
    expect(ticket.money.lines.find((line) => line.key === 'rewardCredit')!.cents).toBe(-750);
    expect(ticket.money.lines.find((line) => line.key === 'tip')!.cents).toBe(200);
    expect(sum(ticket)).toBe(await chargedOf(orderId));
    expect(ticket.money.totalCents).toBe(await chargedOf(orderId));
    const text = ticketTextLines(ticket);
    expect(text).toContain('Reward credit: -$7.50');
    expect(text.filter((line) => /^(Subtotal|Convenience fee|Tax|Tip|Total):/.test(line))).toHaveLength(5);
    expect(text.at(-1)).toBe(`PAID by card: $${((await chargedOf(orderId)) / 100).toFixed(2)}`);
  });

  it('prints the delivery fee of a delivery order, and what an in-store order owes', async () => {
    const diner = await insertUserFixture(app.db);
    const delivery = await placeThroughApi(
      app,
      diner,
      pickupOrder(store, {
        customer: CUSTOMER,
        orderType: 'DELIVERY',
        tip: 3,
        orderItems: [burgerLine(store, { quantity: 2 })],
      }),
    );
    const deliveryTicket = await ticketOf(delivery);
    expect(deliveryTicket.money.lines.map((line) => line.key)).toEqual([
      'subtotal',
      'promo',
      'convenienceFee',
      'deliveryFee',
      'tax',
      'tip',
    ]);
    expect(sum(deliveryTicket)).toBe(await chargedOf(delivery));

    const inStore = await placeDineInOrder(app, await insertUserFixture(app.db, { orderCount: 1 }), store);
    const inStoreTicket = await ticketOf(inStore);
    expect(inStoreTicket.isPaid).toBe(false);
    expect(sum(inStoreTicket)).toBe(await chargedOf(inStore));
    expect(ticketTextLines(inStoreTicket).at(-1)).toMatch(/^DUE in store: \$\d+\.\d\d$/);
  });

  it('renders the PDF with its money lines', async () => {
    const diner = await insertUserFixture(app.db, { orderCount: 1 });
    const orderId = await placeThroughApi(app, diner, pickupOrder(store, { customer: CUSTOMER, tip: 1 }));
    const pdf = await portalCall(app, staff, 'GET', `/portal/orders/${orderId}/ticket.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
