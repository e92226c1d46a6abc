import { eq, like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { orderJsonSchema, type OrderJsonInput } from '@orderlane/domain';
import { orders, sandboxCharges } from '@/db/schema/index.js';
import { createAnalyticsService } from '@/modules/analytics/analytics-service.js';
import type { PortalEvent } from '@/plugins/events/event-bus.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import {
  GOOD_CARD,
  calculate,
  insertStoreFixture,
  insertUserFixture,
  ordersServiceFor,
  pickupOrder,
  send,
} from './orders-fixtures.js';

describe("a placed order's event, sent by the statement that places the order", async () => {
  const app = await buildTestApp();
  const store = await insertStoreFixture(app.db);

  async function priced(order: OrderJsonInput = pickupOrder(store)) {
    const diner = await insertUserFixture(app.db);
    const response = await calculate(app, order, diner);
    expect(response.json().data.submittable).toBe(true);
    return { diner, order: { ...order, orderId: response.json().data.orderId as number } };
  }

  /**
   * Every 'order' event heard while `act` runs and until a marker published after it arrives: the channel
   * delivers in commit order, so an event of `act` not heard by then was never sent.
   */
  async function eventsDuring(act: () => Promise<unknown>): Promise<PortalEvent[]> {
    const heard: PortalEvent[] = [];
    const markerStoreId = 2_000_000_000;
    let markerHeard = false;
    const unsubscribe = app.events.subscribe((message) => {
      if (message.type === 'order') {
        heard.push(message);
      } else if (message.type === 'menu' && message.storeId === markerStoreId) {
        markerHeard = true;
      }
    });
    try {
      await act();
      await app.events.publish({ type: 'menu', storeId: markerStoreId });
      await expect.poll(() => markerHeard, { timeout: 15_000 }).toBe(true);
      return heard;
    } finally {
      unsubscribe();
    }
  }

  it('tells the restaurant once per order, however often and however fast it is sent', async () => {
    const { diner, order } = await priced();
    const heard = await eventsDuring(async () => {
      expect((await send(app, diner, order)).statusCode).toBe(200);
      // A retry answers the placed order again and tells no one twice.
      expect((await send(app, diner, order)).statusCode).toBe(200);
    });
    expect(heard).toEqual([
      { type: 'order', storeId: store.storeId, orderId: order.orderId, status: 'PLACED' },
    ]);

    const twin = await priced();
    const twinHeard = await eventsDuring(async () => {
      const answers = await Promise.all(Array.from({ length: 10 }, () => send(app, twin.diner, twin.order)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    });
    expect(twinHeard).toEqual([
      { type: 'order', storeId: store.storeId, orderId: twin.order.orderId, status: 'PLACED' },
    ]);
  });

  it('sends nothing when the placing transaction rolls back after placing the order', async () => {
    const analytics = createAnalyticsService({ db: app.db });
    // The transaction's last statement fails, after the one that placed the order and sent its event.
    vi.spyOn(analytics, 'recordOrderPlaced').mockRejectedValue(new Error('analytics insert failed'));
    const onOrderPlaced = vi.fn(async () => undefined);
    const notificationInStatement = app.events.notificationInStatement?.bind(app.events);
    expect(notificationInStatement).toBeDefined();
    const service = ordersServiceFor(app, {
      analytics,
      placedNotification: ({ orderId, storeId }) =>
        notificationInStatement!({ type: 'order', storeId, orderId, status: 'PLACED' }),
      onOrderPlaced,
    });
    const { diner, order } = await priced();
    const heard = await eventsDuring(async () => {
      await expect(
        service.placeOrder({
          userId: diner.userId,
          order: orderJsonSchema.parse(order),
          paymentStatus: 'CREDIT',
          card: GOOD_CARD,
          saveCard: false,
          locale: 'en',
          clientIp: '127.0.0.1',
        }),
      ).rejects.toThrow('analytics insert failed');
    });
    expect(heard).toEqual([]);
    expect(onOrderPlaced).not.toHaveBeenCalled();
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row?.status).toBe('PAYMENT_FAILED');
    const charges = await app.db
      .select({ status: sandboxCharges.status })
      .from(sandboxCharges)
      .where(like(sandboxCharges.idempotencyKey, `${order.orderId}%`));
    expect(charges).toEqual([{ status: 'VOIDED' }]);
  });
});
