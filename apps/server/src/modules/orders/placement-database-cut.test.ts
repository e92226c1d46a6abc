import { describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { orderJsonSchema } from '@orderlane/domain';
import { orders, sandboxCharges } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import {
  GOOD_CARD,
  calculate,
  insertStoreFixture,
  insertUserFixture,
  pickupOrder,
  ordersServiceFor,
} from './orders-fixtures.js';
import type { OrderFaults } from './order-placement.js';

/** What `pg` throws when PostgreSQL ends the session (a restart, a failover, pg_terminate_backend). */
const connectionLost = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

describe('the placing transaction failing after the charge', async () => {
  const app = await buildTestApp();
  const store = await insertStoreFixture(app.db);

  function serviceWith(faults: OrderFaults) {
    return ordersServiceFor(app, { faults });
  }

  async function pricedInput() {
    const diner = await insertUserFixture(app.db);
    const response = await calculate(app, pickupOrder(store), diner);
    const orderId = response.json().data.orderId as number;
    return {
      orderId,
      input: {
        userId: diner.userId,
        order: orderJsonSchema.parse({ ...pickupOrder(store), orderId }),
        paymentStatus: 'CREDIT' as const,
        card: GOOD_CARD,
        saveCard: false,
        locale: 'en' as const,
        clientIp: '127.0.0.1',
      },
    };
  }
  const ledger = (orderId: number) =>
    app.db
      .select()
      .from(sandboxCharges)
      .where(like(sandboxCharges.idempotencyKey, `${orderId}%`));
  const orderRow = async (orderId: number) =>
    (await app.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

  it('keeps the charge when the connection was lost, and the next send places the order with it at once', async () => {
    const { orderId, input } = await pricedInput();
    const cut = serviceWith({
      beforePlacing: () => {
        throw connectionLost();
      },
    });
    await expect(cut.placeOrder(input)).rejects.toThrow('terminating connection');
    const [charge] = await ledger(orderId);
    expect(charge).toMatchObject({ status: 'CAPTURED' });
    expect(await orderRow(orderId)).toMatchObject({ status: 'PENDING', paymentStatus: 'CREDIT' });

    // No two-minute wait for the claim: the diner's retry right away completes the order.
    await expect(serviceWith({}).placeOrder(input)).resolves.toMatchObject({ orderId });
    expect(await ledger(orderId)).toEqual([expect.objectContaining({ status: 'CAPTURED' })]);
    expect(await orderRow(orderId)).toMatchObject({
      status: 'PLACED',
      paymentTransactionId: charge!.transactionId,
    });
  });

  it('still voids the charge and cancels the order when placing failed for any other reason', async () => {
    const { orderId, input } = await pricedInput();
    const broken = serviceWith({
      beforePlacing: () => {
        throw new Error('a bug in the placing transaction');
      },
    });
    await expect(broken.placeOrder(input)).rejects.toThrow('a bug');
    expect(await ledger(orderId)).toEqual([expect.objectContaining({ status: 'VOIDED' })]);
    expect(await orderRow(orderId)).toMatchObject({ status: 'PAYMENT_FAILED' });
  });
});
