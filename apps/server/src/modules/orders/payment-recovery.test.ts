import { describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { orderJsonSchema, type OrderJsonInput } from '@orderlane/domain';
import { orders, sandboxCharges } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import {
  GOOD_CARD,
  calculate,
  insertStoreFixture,
  insertUserFixture,
  pickupOrder,
  send,
  type UserFixture,
  ordersServiceFor,
} from './orders-fixtures.js';
import { STALE_PAYMENT_CLAIM_MS } from './payment-claim.js';
import { ORDER_ABANDONED_MESSAGE, ORDER_STALE_MESSAGE, type OrderFaults } from './order-placement.js';

const HOUR_MS = 60 * 60_000;

describe('a crash between the charge and the placing transaction', async () => {
  const app = await buildTestApp();
  const store = await insertStoreFixture(app.db);

  function serviceWith({ faults, clock }: { faults?: OrderFaults; clock?: () => Date }) {
    return ordersServiceFor(app, { ...(faults ? { faults } : {}), ...(clock ? { clock } : {}) });
  }
  const crashing = serviceWith({
    faults: {
      afterCharge: () => {
        throw new Error('simulated crash after the charge');
      },
    },
  });

  async function crashOrder(diner: UserFixture) {
    const response = await calculate(app, pickupOrder(store), diner);
    const order: OrderJsonInput = { ...pickupOrder(store), orderId: response.json().data.orderId };
    const input = {
      userId: diner.userId,
      order: orderJsonSchema.parse(order),
      paymentStatus: 'CREDIT' as const,
      card: GOOD_CARD,
      saveCard: false,
      locale: 'en' as const,
      clientIp: '127.0.0.1',
    };
    await expect(crashing.placeOrder(input)).rejects.toThrow('simulated crash');
    return { order, input };
  }
  const ledger = (orderId: number) =>
    app.db
      .select()
      .from(sandboxCharges)
      .where(like(sandboxCharges.idempotencyKey, `${orderId}%`));
  const orderRow = async (orderId: number) =>
    (await app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

  it('leaves a captured charge and a pending order, which a retry completes with that same charge', async () => {
    const diner = await insertUserFixture(app.db);
    const { order, input } = await crashOrder(diner);
    const [charge] = await ledger(order.orderId!);
    expect(charge).toMatchObject({ status: 'CAPTURED' });
    expect(await orderRow(order.orderId!)).toMatchObject({ status: 'PENDING', paymentStatus: 'CREDIT' });

    // The crashed send's claim on the payment goes stale first; until then a retry waits for it like a twin.
    const afterClaim = serviceWith({ clock: () => new Date(Date.now() + STALE_PAYMENT_CLAIM_MS + 1000) });
    await expect(afterClaim.placeOrder(input)).resolves.toMatchObject({ orderId: order.orderId });
    expect((await send(app, diner, order)).statusCode).toBe(200);
    expect(await ledger(order.orderId!)).toHaveLength(1);
    expect(await orderRow(order.orderId!)).toMatchObject({
      status: 'PLACED',
      paymentTransactionId: charge!.transactionId,
    });
  });

  it('voids the charge at the sweep once the order can no longer be sent, and refuses the order after', async () => {
    const diner = await insertUserFixture(app.db);
    const { order } = await crashOrder(diner);
    const recent = await serviceWith({}).recoverInterruptedPayments();
    expect(recent.voided).toBe(0);

    const later = serviceWith({ clock: () => new Date(Date.now() + 2 * HOUR_MS) });
    expect(await later.recoverInterruptedPayments()).toEqual({ voided: 1 });
    expect(await ledger(order.orderId!)).toEqual([expect.objectContaining({ status: 'VOIDED' })]);
    expect(await orderRow(order.orderId!)).toMatchObject({ status: 'PAYMENT_FAILED', paymentStatus: null });

    const retry = await send(app, diner, order);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(ORDER_ABANDONED_MESSAGE);
    expect(await later.recoverInterruptedPayments()).toEqual({ voided: 0 });
  });

  it('deletes calculations never sent after a day, keeping placed orders and card attempts', async () => {
    const diner = await insertUserFixture(app.db);
    const unsent = (await calculate(app, pickupOrder(store), diner)).json().data.orderId as number;
    const { order } = await crashOrder(diner);
    await serviceWith({ clock: () => new Date(Date.now() + 25 * HOUR_MS) }).sweep();
    expect(await app.db.select().from(orders).where(eq(orders.id, unsent))).toEqual([]);
    expect(await orderRow(order.orderId!)).toMatchObject({ status: 'PAYMENT_FAILED' });
    expect((await app.db.select().from(orders).where(eq(orders.status, 'PLACED'))).length).toBeGreaterThan(0);
  });

  it('refuses to place an order priced more than an hour ago', async () => {
    const diner = await insertUserFixture(app.db);
    const response = await calculate(app, pickupOrder(store), diner);
    const order = orderJsonSchema.parse({ ...pickupOrder(store), orderId: response.json().data.orderId });
    const later = serviceWith({ clock: () => new Date(Date.now() + HOUR_MS + 60_000) });
    await expect(
      later.placeOrder({
        userId: diner.userId,
        order,
        paymentStatus: 'CREDIT',
        card: GOOD_CARD,
        saveCard: false,
        locale: 'en',
        clientIp: '127.0.0.1',
      }),
    ).rejects.toThrow(ORDER_STALE_MESSAGE);
  });
});
