import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { orderRefunds, orders, sandboxCharges, sandboxRefunds } from '@/db/schema/index.js';
import { burgerLine } from '@/modules/orders/orders-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import {
  insertPortalWorld,
  mailsTo,
  placeCardOrder,
  placeDineInOrder,
  portalCall,
} from './portal-fixtures.js';

const cents = (dollars: number) => Math.round(dollars * 100);

describe('refunds and cancelling after acceptance', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });
  const { store, otherStore, owner, staff, outsider, diner } = await insertPortalWorld(app);
  const act = (orderId: number, action: string, payload?: object, who = staff) =>
    portalCall(app, who, 'POST', `/portal/orders/${orderId}/${action}`, payload);
  const detail = async (orderId: number, who = owner) =>
    (await portalCall(app, who, 'GET', `/portal/orders/${orderId}/detail`)).json().data;
  const accepted = async (lines = 1) => {
    const orderId = await placeCardOrder(app, diner, store, {
      orderItems: Array.from({ length: lines }, (_, index) =>
        burgerLine(store, { specialInstructions: `burger ${index + 1}` }),
      ),
    });
    expect((await act(orderId, 'accept', { prepMinutes: 15 })).statusCode).toBe(200);
    return orderId;
  };
  const ledgerOf = async (orderId: number) => {
    const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    const [charge] = await app.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.transactionId, order!.paymentTransactionId!));
    const credits = await app.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.transactionId, order!.paymentTransactionId!));
    return {
      chargedCents: order!.chargedCents!,
      chargeStatus: charge!.status,
      creditedCents: credits.reduce((sum, credit) => sum + credit.amountCents, 0),
      credits: credits.length,
    };
  };

  it('refunds part of an accepted order by amount, records it and tells the diner', async () => {
    const orderId = await accepted();
    const answer = await act(orderId, 'refund', { amount: '2.50', reason: 'Fries were cold' });
    expect(answer.statusCode).toBe(200);
    const { refund, order } = answer.json().data;
    expect(refund).toMatchObject({ amount: 2.5, status: 'REFUNDED' });
    expect(order).toMatchObject({
      status: 'ACCEPTED',
      refundedAmount: 2.5,
      stillCharged: order.amount - 2.5,
      refunds: [
        {
          kind: 'REFUND',
          amount: 2.5,
          reason: 'Fries were cold',
          status: 'REFUNDED',
          method: 'REFUND',
          by: 'Sam Staff',
          time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        },
      ],
    });
    const ledger = await ledgerOf(orderId);
    expect(ledger).toMatchObject({ chargeStatus: 'CAPTURED', creditedCents: 250, credits: 1 });
    // The row reports and payouts read: when, how much, why and the gateway's answer.
    const [row] = await app.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    expect(row).toMatchObject({
      storeId: store.storeId,
      kind: 'REFUND',
      amountCents: 250,
      status: 'REFUNDED',
      method: 'REFUND',
      gatewayMessage: null,
      idempotencyKey: `R${orderId}-1`,
    });
    expect(row!.settledAt).toBeInstanceOf(Date);

    const mail = (await mailsTo(app, 'ada@orderlane.test')).find((each) =>
      each.subject.includes(`refunded $2.50 on your order TS-${orderId}`),
    );
    expect(mail?.text).toContain('Reason: Fries were cold');
    expect(mail?.text).toContain(`Your card now carries $${(order.amount - 2.5).toFixed(2)}`);

    // The diner's order detail, history and tracking carry it too.
    const detailAnswer = await app.inject({
      method: 'POST',
      url: `/api/searchOrders?orderId=${orderId}`,
      headers: diner.headers,
    });
    expect(detailAnswer.json()[0]).toMatchObject({
      refunds: [{ amount: 2.5, reason: 'Fries were cold', status: 'REFUNDED', time: expect.any(String) }],
      refundedTotal: 2.5,
      stillCharged: order.amount - 2.5,
    });
    const history = await app.inject({
      method: 'POST',
      url: '/api/mobile/searchOrderHistory',
      headers: diner.headers,
    });
    expect(history.json().find((each: { orderId: number }) => each.orderId === orderId)).toMatchObject({
      refunds: [{ amount: 2.5, reason: 'Fries were cold' }],
      stillCharged: order.amount - 2.5,
    });
    const tracking = await app.inject({
      method: 'GET',
      url: `/api/trackOrder?orderId=${orderId}`,
      headers: diner.headers,
    });
    expect(tracking.json().data).toMatchObject({
      refunds: [{ amount: 2.5, reason: 'Fries were cold' }],
      stillCharged: order.amount - 2.5,
    });
  });

  it('refunds by line, its share of what was paid for the food, and never the same line twice', async () => {
    const orderId = await accepted(2);
    const before = await detail(orderId);
    expect(before.lines).toHaveLength(2);
    const [first, second] = before.lines;
    expect(first.refundAmount).toBeGreaterThan(0);
    expect(first.refundAmount + second.refundAmount).toBeLessThanOrEqual(before.amount);

    const answer = await act(orderId, 'refund', { lines: String(first.id), reason: 'Wrong burger' }, owner);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.refund.amount).toBe(first.refundAmount);
    const after = answer.json().data.order;
    expect(after.lines[0]).toMatchObject({ id: first.id, isRefunded: true });
    expect(after.refunds[0]).toMatchObject({ lines: [first.id], amount: first.refundAmount });

    const again = await act(orderId, 'refund', { lines: [first.id, second.id], reason: 'Again' }, owner);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`A1. Burger on order TS-${orderId} was already refunded.`);
    const foreign = await act(orderId, 'refund', { lines: [999_999], reason: 'Not ours' }, owner);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(`Line 999999 is not on order TS-${orderId}.`);
  });

  it('never refunds more than was charged, however many requests arrive together', async () => {
    const orderId = await accepted();
    const { chargedCents } = await ledgerOf(orderId);
    // Each asks for 40% of the charge: at most two fit.
    const each = (Math.floor((chargedCents * 0.4) / 1) / 100).toFixed(2);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        act(orderId, 'refund', { amount: each, reason: `tab ${index}` }, index % 2 ? owner : staff),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(2);
    expect(codes.filter((code) => code !== 200).every((code) => code === 400)).toBe(true);
    const refused = answers.find((answer) => answer.statusCode === 400)!.json().message;
    expect(refused).toMatch(
      new RegExp(`^At most \\$\\d+\\.\\d{2} of order TS-${orderId} can still be refunded\\.$`),
    );
    const ledger = await ledgerOf(orderId);
    expect(ledger.creditedCents).toBe(2 * cents(Number(each)));
    expect(ledger.creditedCents).toBeLessThanOrEqual(chargedCents);

    // The rest, exactly, is allowed; then nothing more.
    const rest = ((chargedCents - ledger.creditedCents) / 100).toFixed(2);
    expect((await act(orderId, 'refund', { amount: rest, reason: 'The rest' })).statusCode).toBe(200);
    const full = await act(orderId, 'refund', { amount: '0.01', reason: 'One more cent' });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(`Order TS-${orderId} is already refunded in full.`);
    expect((await ledgerOf(orderId)).creditedCents).toBe(chargedCents);
    expect((await detail(orderId)).stillCharged).toBe(0);
  });

  it('refunds after completion, but not before acceptance, not an in-store order and not a rejected one', async () => {
    const orderId = await accepted();
    await act(orderId, 'ready');
    await act(orderId, 'complete');
    expect((await act(orderId, 'refund', { amount: 1, reason: 'Late' })).statusCode).toBe(200);

    const placed = await placeCardOrder(app, diner, store);
    const early = await act(placed, 'refund', { amount: 1, reason: 'Early' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      `Order TS-${placed} is not accepted yet: reject it instead, which gives the payment back.`,
    );

    const dineIn = await placeDineInOrder(app, diner, store);
    await act(dineIn, 'accept');
    const cash = await act(dineIn, 'refund', { amount: 1, reason: 'Cash' });
    expect(cash.statusCode).toBe(409);
    expect(cash.json().message).toBe(
      `Order TS-${dineIn} is paid in store, not by card: give the money back at the counter.`,
    );

    await act(placed, 'reject', { reason: 'TOO_BUSY' });
    expect((await act(placed, 'refund', { amount: 1, reason: 'After reject' })).statusCode).toBe(409);
  });

  it('checks the refund fields and the store, in sentences', async () => {
    const orderId = await accepted();
    const cases: [object, string][] = [
      [{ amount: '2.50' }, 'reason'],
      [{ amount: '2.50', reason: '   ' }, 'say why'],
      [{ amount: 'ten', reason: 'x' }, 'dollars'],
      [{ amount: '1.234', reason: 'x' }, 'dollars'],
      [{ amount: '0', reason: 'x' }, '$0.00'],
      [{ amount: -1, reason: 'x' }, 'dollars'],
      [{ reason: 'x' }, 'either an amount or the lines'],
      [{ amount: 1, lines: '1', reason: 'x' }, 'either an amount or the lines'],
      [{ lines: 'a,b', reason: 'x' }, 'line ids'],
      [{ amount: 1, reason: 'x'.repeat(301) }, 'under 300'],
    ];
    for (const [payload, words] of cases) {
      const answer = await act(orderId, 'refund', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().message).toContain(words);
    }
    expect((await act(orderId, 'refund', { amount: 1, reason: 'x' }, outsider)).statusCode).toBe(403);
    expect((await act(orderId, 'cancel', { reason: 'TOO_BUSY' }, outsider)).statusCode).toBe(403);
    expect((await act(999_999, 'refund', { amount: 1, reason: 'x' })).statusCode).toBe(404);
    expect((await portalCall(app, null, 'POST', `/portal/orders/${orderId}/refund`, {})).statusCode).toBe(
      403,
    );
    expect((await detail(orderId)).refunds).toEqual([]);
  });

  it('says when the gateway refuses a refund, records the refusal and keeps the amount refundable', async () => {
    const orderId = await accepted();
    const refuse = vi
      .spyOn(app.payments, 'refundCharge')
      .mockRejectedValueOnce(new Error('The processor is down'));
    const answer = await act(orderId, 'refund', { amount: 1, reason: 'Sorry' });
    refuse.mockRestore();
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toContain('did not accept the refund of $1.00, so nothing was refunded');
    const card = await detail(orderId);
    expect(card.refunds).toMatchObject([{ status: 'FAILED', gatewayMessage: 'The processor is down' }]);
    expect(card.refundable).toBe(card.amount);
    expect(card.stillCharged).toBe(card.amount);
    expect((await act(orderId, 'refund', { amount: 1, reason: 'Sorry' })).statusCode).toBe(200);
  });

  it('cancels an accepted order by voiding its whole charge once, even when two cancels arrive together', async () => {
    const orderId = await accepted();
    const voids = vi.spyOn(app.payments, 'voidCharge');
    const answers = await Promise.all([
      act(orderId, 'cancel', { reason: 'ITEM_UNAVAILABLE', note: 'Out of buns' }),
      act(orderId, 'cancel', { reason: 'ITEM_UNAVAILABLE' }, owner),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(voids).toHaveBeenCalledTimes(1);
    voids.mockRestore();
    const order = answers.find((answer) => answer.statusCode === 200)!.json().data;
    expect(order).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'ITEM_UNAVAILABLE',
      refundStatus: 'VOIDED',
      stillCharged: 0,
      refunds: [{ kind: 'CANCEL', status: 'VOIDED', method: 'VOID', amount: order.amount }],
    });
    expect(order.history.at(-1).note).toMatch(/^Cancelled: ITEM_UNAVAILABLE/);
    expect(await ledgerOf(orderId)).toMatchObject({ chargeStatus: 'VOIDED', creditedCents: 0 });
    const mail = (await mailsTo(app, 'ada@orderlane.test')).find((each) =>
      each.subject.includes(`could not take your order TS-${orderId}`),
    );
    expect(mail?.text).toContain('charged to your card is given back');
  });

  it('cancels a ready order after a partial refund by refunding only what is left', async () => {
    const orderId = await accepted();
    await act(orderId, 'ready');
    await act(orderId, 'refund', { amount: '3.00', reason: 'Missing drink' });
    const answer = await act(orderId, 'cancel', { reason: 'Customer never came' });
    expect(answer.statusCode).toBe(200);
    const order = answer.json().data;
    const chargedCents = cents(order.amount);
    expect(order).toMatchObject({ status: 'REJECTED', rejectReason: 'OTHER', refundStatus: 'REFUNDED' });
    expect(
      order.refunds.map((refund: { kind: string; amount: number }) => [refund.kind, refund.amount]),
    ).toEqual([
      ['REFUND', 3],
      ['CANCEL', (chargedCents - 300) / 100],
    ]);
    expect(await ledgerOf(orderId)).toMatchObject({ chargeStatus: 'CAPTURED', creditedCents: chargedCents });
  });

  it('refuses to cancel a new order, a completed one or a rejected one, saying what to do instead', async () => {
    const placed = await placeCardOrder(app, diner, store);
    const early = await act(placed, 'cancel', { reason: 'TOO_BUSY' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(`Order TS-${placed} is not accepted yet: reject it instead.`);
    const done = await accepted();
    await act(done, 'ready');
    await act(done, 'complete');
    expect((await act(done, 'cancel', { reason: 'TOO_BUSY' })).json().message).toBe(
      `Order TS-${done} is already completed: refund it instead.`,
    );
    expect((await act(done, 'cancel', { reason: 'OTHER' })).statusCode).toBe(400);
    const elsewhere = await placeCardOrder(app, diner, otherStore);
    expect((await act(elsewhere, 'cancel', { reason: 'TOO_BUSY' })).statusCode).toBe(403);
  });
});
