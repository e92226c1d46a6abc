import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, users } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { insertPortalWorld, placeDineInOrder, portalCall } from './portal-fixtures.js';

describe('an in-store order paid at the counter', async () => {
  const app = await buildTestApp();
  const { store, staff, diner } = await insertPortalWorld(app);
  const balance = async () =>
    (
      await app.db.select({ cents: users.rewardBalanceCents }).from(users).where(eq(users.id, diner.userId))
    )[0]!.cents;

  // The restaurant alone says an in-store order was paid: credit it earned would be minted by the restaurant.
  it('is marked paid when the restaurant completes it, and earns the diner no reward credit', async () => {
    const orderId = await placeDineInOrder(app, diner, store);
    const [placed] = await app.db
      .select({ earned: orders.rewardEarnedCents, paidAt: orders.paidAt })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(placed?.earned).toBeGreaterThan(0);
    expect(placed?.paidAt).toBeNull();
    const before = await balance();
    for (const action of ['accept', 'ready']) {
      await portalCall(app, staff, 'POST', `/portal/orders/${orderId}/${action}`, {});
    }
    expect(await balance()).toBe(before);
    expect((await portalCall(app, staff, 'POST', `/portal/orders/${orderId}/complete`)).statusCode).toBe(200);
    expect(await balance()).toBe(before);
    expect((await portalCall(app, staff, 'POST', `/portal/orders/${orderId}/complete`)).statusCode).toBe(409);
    expect(await balance()).toBe(before);
    const [paid] = await app.db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.id, orderId));
    expect(paid?.paidAt).toBeInstanceOf(Date);
  });
});
