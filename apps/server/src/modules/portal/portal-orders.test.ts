import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { orders, sandboxCharges } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import {
  insertPortalWorld,
  mailsTo,
  placeCardOrder,
  placeDineInOrder,
  portalCall,
} from './portal-fixtures.js';

describe('the order board', async () => {
  const app = await buildTestApp();
  const { store, otherStore, owner, staff, outsider, diner } = await insertPortalWorld(app);
  const first = await placeCardOrder(app, diner, store);
  const dineIn = await placeDineInOrder(app, diner, store);
  const elsewhere = await placeCardOrder(app, diner, otherStore);
  const board = (who = owner, query = `storeId=${store.storeId}`) =>
    portalCall(app, who, 'GET', `/portal/orders?${query}`);
  const act = (orderId: number, action: string, payload?: object, who = staff) =>
    portalCall(app, who, 'POST', `/portal/orders/${orderId}/${action}`, payload);

  it("lists the store's orders newest first as board cards", async () => {
    const response = await board();
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.orders.map((card: { orderId: number }) => card.orderId)).toEqual([dineIn, first]);
    expect(data.orders[1]).toMatchObject({
      orderId: first,
      number: `TS-${first}`,
      status: 'PLACED',
      orderType: 'PICK_UP',
      isAsap: true,
      wantedTime: null,
      isPhoneOrder: false,
      customer: { firstName: 'Ada', phone: '(312) 555-0199' },
      tableName: null,
      payment: 'CARD',
      amount: 10.75,
      items: [
        {
          name: 'A1. Burger',
          quantity: 1,
          specialInstructions: '',
          options: [expect.objectContaining({ name: 'Regular', quantity: 1 })],
        },
      ],
    });
    expect(data.orders[0]).toMatchObject({ orderType: 'DINE_IN', tableName: 'T4', payment: 'IN_STORE' });
  });

  it('filters by state and refuses an unknown one', async () => {
    expect((await board(owner, `storeId=${store.storeId}&status=ACCEPTED`)).json().data.orders).toEqual([]);
    const wrong = await board(owner, `storeId=${store.storeId}&status=COOKING`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('status');
    expect((await board(owner, 'storeId=abc')).statusCode).toBe(400);
  });

  it('takes an order from PLACED to ACCEPTED with the default prep minutes, READY, then COMPLETED, noting who and when', async () => {
    const accepted = await act(first, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({
      status: 'ACCEPTED',
      prepMinutes: 30,
      readyTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/),
    });
    expect((await act(first, 'ready')).json().data.status).toBe('READY');
    const completed = (await act(first, 'complete', undefined, owner)).json().data;
    expect(completed.status).toBe('COMPLETED');
    expect(
      completed.history.map((entry: { status: string; by: string }) => [entry.status, entry.by]),
    ).toEqual([
      ['ACCEPTED', 'Sam Staff'],
      ['READY', 'Sam Staff'],
      ['COMPLETED', 'Olive Owner'],
    ]);
    const [accept] = (await mailsTo(app, 'ada@orderlane.test')).filter((mail) =>
      mail.subject.includes('accepted'),
    );
    expect(accept?.text).toContain('It will be ready at');
  });

  it('refuses a transition the state does not allow with 409 and a sentence', async () => {
    const orderId = await placeCardOrder(app, diner, store);
    expect((await act(orderId, 'ready')).json()).toEqual({
      status: 409,
      message: `Order TS-${orderId} cannot be marked ready: it has not been accepted yet.`,
      requestId: expect.any(String),
    });
    expect((await act(orderId, 'complete')).statusCode).toBe(409);
    expect((await act(orderId, 'accept', { prepMinutes: 20 })).json().data.prepMinutes).toBe(20);
    expect((await act(orderId, 'accept')).json().message).toBe(
      `Order TS-${orderId} cannot be accepted: it is already accepted.`,
    );
    expect((await act(orderId, 'complete')).statusCode).toBe(409);
  });

  it('checks prep minutes and reject reasons', async () => {
    const orderId = await placeCardOrder(app, diner, store);
    for (const prepMinutes of [0, 241, 'soon', 2.5]) {
      expect((await act(orderId, 'accept', { prepMinutes })).statusCode).toBe(400);
    }
    expect((await act(orderId, 'reject', { reason: ' ' })).statusCode).toBe(400);
    expect((await act(orderId, 'reject', {})).statusCode).toBe(400);
    const noWords = await act(orderId, 'reject', { reason: 'OTHER', note: '  ' });
    expect(noWords.json()).toEqual({
      status: 400,
      message: 'Please say why the order is rejected.',
      requestId: expect.any(String),
    });
    expect((await act(orderId, 'reject', { reason: 'OTHER', note: 'x'.repeat(301) })).statusCode).toBe(400);
  });

  it('rejects a card order and voids its charge exactly once, even when two rejects arrive together', async () => {
    const orderId = await placeCardOrder(app, diner, store);
    const voids = vi.spyOn(app.payments, 'voidCharge');
    const answers = await Promise.all([
      act(orderId, 'reject', { reason: 'TOO_BUSY', note: 'Full house' }),
      act(orderId, 'reject', { reason: 'TOO_BUSY' }, owner),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(voids).toHaveBeenCalledTimes(1);
    voids.mockRestore();
    // Either reject may win the race on a real database; the winner's note is the one kept.
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    const card = answers[winner]!.json().data;
    expect(card).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'TOO_BUSY',
      rejectNote: winner === 0 ? 'Full house' : null,
      refundStatus: 'VOIDED',
    });
    const [row] = await app.db
      .select({ transactionId: orders.paymentTransactionId })
      .from(orders)
      .where(eq(orders.id, orderId));
    const [charge] = await app.db
      .select({ status: sandboxCharges.status })
      .from(sandboxCharges)
      .where(eq(sandboxCharges.transactionId, row!.transactionId!));
    expect(charge?.status).toBe('VOIDED');
    const rejected = (await mailsTo(app, 'ada@orderlane.test')).filter((mail) =>
      mail.subject.includes('could not take'),
    );
    expect(rejected.at(-1)?.text).toContain(
      winner === 0 ? 'The kitchen is too busy: Full house' : 'The kitchen is too busy',
    );
    expect(rejected.at(-1)?.text).toContain(`$${card.amount.toFixed(2)} charged to your card is given back`);
  });

  it('announces a rejected card order again once its charge is voided, so other screens see it given back', async () => {
    const orderId = await placeCardOrder(app, diner, store);
    const refundsSeen: (string | null)[] = [];
    const unsubscribe = app.events.subscribe((message) => {
      if (message.type === 'order' && message.orderId === orderId) {
        // What a board or the diner's tracking reads when the event arrives.
        void app.db
          .select({ refundStatus: orders.refundStatus })
          .from(orders)
          .where(eq(orders.id, orderId))
          .then(([row]) => refundsSeen.push(row?.refundStatus ?? null));
      }
    });
    try {
      expect((await act(orderId, 'reject', { reason: 'TOO_BUSY' })).statusCode).toBe(200);
      await expect.poll(() => refundsSeen.at(-1), { timeout: 10_000 }).toBe('VOIDED');
    } finally {
      unsubscribe();
    }
  });

  it('rejects an in-store order without touching the gateway', async () => {
    const voids = vi.spyOn(app.payments, 'voidCharge');
    const answer = await act(dineIn, 'reject', { reason: 'OTHER', note: 'Table closed' });
    expect(answer.json().data).toMatchObject({
      status: 'REJECTED',
      refundStatus: null,
      rejectNote: 'Table closed',
    });
    expect(voids).not.toHaveBeenCalled();
    voids.mockRestore();
  });

  it("shows today's done orders but not older ones", async () => {
    await app.db
      .update(orders)
      .set({ statusChangedAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(orders.id, first));
    const ids = (await board()).json().data.orders.map((card: { orderId: number }) => card.orderId);
    expect(ids).toContain(dineIn);
    expect(ids).not.toContain(first);
  });

  it('serves the kitchen ticket as data and as an 80 mm PDF', async () => {
    const ticket = await portalCall(app, staff, 'GET', `/portal/orders/${dineIn}/ticket`);
    expect(ticket.json().data).toMatchObject({
      number: `TS-${dineIn}`,
      store: { name: 'Board Grill', phone: '3125550150' },
      orderTypeLabel: 'Dine In',
      tableName: 'T4',
      isPaid: false,
      items: [expect.objectContaining({ name: 'A1. Burger', quantity: 1 })],
    });
    const pdf = await portalCall(app, staff, 'GET', `/portal/orders/${dineIn}/ticket.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toMatch(/MediaBox \[0 0 226\.77/);
  });

  it('refuses every board call for a store the account does not hold, or without a restaurant session', async () => {
    const calls: [string, string, object?][] = [
      ['GET', `/portal/orders?storeId=${store.storeId}`],
      ['GET', `/portal/orders/${dineIn}`],
      ['POST', `/portal/orders/${dineIn}/accept`, {}],
      ['POST', `/portal/orders/${dineIn}/reject`, { reason: 'TOO_BUSY' }],
      ['POST', `/portal/orders/${dineIn}/ready`],
      ['POST', `/portal/orders/${dineIn}/complete`],
      ['GET', `/portal/orders/${dineIn}/ticket`],
      ['GET', `/portal/orders/${dineIn}/ticket.pdf`],
      ['GET', `/portal/events?storeId=${store.storeId}`],
    ];
    for (const [method, url, payload] of calls) {
      const asOutsider = await portalCall(app, outsider, method as 'GET', url, payload);
      expect([url, asOutsider.statusCode]).toEqual([url, 403]);
      expect(asOutsider.json().message).toBe('Your account does not have access to this store.');
      expect((await portalCall(app, null, method as 'GET', url, payload)).statusCode).toBe(403);
      const asDiner = await app.inject({
        method: method as 'GET',
        url: `/api${url}`,
        headers: diner.headers,
        ...(payload ? { payload } : {}),
      });
      expect(asDiner.statusCode).toBe(403);
    }
    expect((await portalCall(app, outsider, 'GET', `/portal/orders/${elsewhere}`)).statusCode).toBe(200);
    expect((await portalCall(app, owner, 'GET', `/portal/orders/${elsewhere}`)).statusCode).toBe(403);
    expect((await portalCall(app, owner, 'GET', '/portal/orders/999999')).statusCode).toBe(404);
  });
});
