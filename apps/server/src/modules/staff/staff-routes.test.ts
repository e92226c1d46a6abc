import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderJsonInput } from '@orderlane/domain';
import { orders } from '@/db/schema/index.js';
import { DECLINED_CARD, GOOD_CARD, pickupOrder, send } from '@/modules/orders/orders-fixtures.js';
import { insertPortalWorld, placeCardOrder, portalCall } from '@/modules/portal/portal-fixtures.js';
import type { SignedUpOwner } from '@/modules/owners/owners-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';

const CALLER = { firstName: 'Cal', lastName: 'Caller', phoneNumber: '(312) 555-0123', email: '' };

describe('phone-order staff calls', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });
  const world = await insertPortalWorld(app);
  const { store } = world;
  const phoneOrder = (overrides: Partial<OrderJsonInput> = {}): OrderJsonInput => ({
    ...pickupOrder(store),
    customer: CALLER as OrderJsonInput['customer'],
    ...overrides,
  });
  const form = (who: SignedUpOwner | null, url: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/api/staff/stores/${store.storeId}${url}`,
      headers: { ...(who?.headers ?? {}), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const calculatePhone = (who: SignedUpOwner | null, order: OrderJsonInput) =>
    form(who, '/calculateOrder', { orderjson: JSON.stringify(order) });
  const sendPhone = (who: SignedUpOwner | null, order: OrderJsonInput, payment: Record<string, string>) =>
    form(who, '/sendOrder', { order: encodeURIComponent(JSON.stringify(order)), ...payment });

  async function priced(who: SignedUpOwner, order = phoneOrder()) {
    const answer = await calculatePhone(who, order);
    expect(answer.statusCode).toBe(200);
    return { ...order, orderId: answer.json().data.orderId as number };
  }

  describe('access', () => {
    it('refuses the signed out, diners and accounts of other stores with 403', async () => {
      const url = `/staff/stores/${store.storeId}/customers?phoneNumber=3125550199`;
      expect((await portalCall(app, null, 'GET', url)).statusCode).toBe(403);
      const asDiner = await app.inject({ method: 'GET', url: `/api${url}`, headers: world.diner.headers });
      expect(asDiner.statusCode).toBe(403);
      const outsider = await portalCall(app, world.outsider, 'GET', url);
      expect(outsider.statusCode).toBe(403);
      expect(outsider.json().message).toBe('Your account does not have access to this store.');
      expect((await calculatePhone(world.outsider, phoneOrder())).statusCode).toBe(403);
    });
  });

  describe('GET /api/staff/stores/:storeId/customers', () => {
    it('finds the store’s past customers by phone, however it was typed', async () => {
      await placeCardOrder(app, world.diner, store);
      for (const phone of ['3125550199', '1 (312) 555-0199', '312.555.0199']) {
        const answer = await portalCall(
          app,
          world.staff,
          'GET',
          `/staff/stores/${store.storeId}/customers?phoneNumber=${encodeURIComponent(phone)}`,
        );
        expect(answer.statusCode).toBe(200);
        expect(answer.json().data).toEqual([
          expect.objectContaining({
            firstName: 'Ada',
            lastName: 'Diner',
            phoneNumber: '(312) 555-0199',
            email: 'ada@orderlane.test',
            lastOrderDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          }),
        ]);
      }
    });

    it('knows nobody of another store, and asks for ten digits', async () => {
      const other = await portalCall(
        app,
        world.outsider,
        'GET',
        `/staff/stores/${world.otherStore.storeId}/customers?phoneNumber=3125550199`,
      );
      expect(other.json().data).toEqual([]);
      const bad = await portalCall(
        app,
        world.staff,
        'GET',
        `/staff/stores/${store.storeId}/customers?phoneNumber=555`,
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/10-digit/);
    });
  });

  describe('pricing and placing a phone order', () => {
    it('places a card order typed by staff, marked PHONE with no diner, on the board', async () => {
      const order = await priced(world.staff);
      const placed = await sendPhone(world.staff, order, {
        paymentstatus: 'CREDIT',
        creditCardInfo: JSON.stringify(GOOD_CARD),
      });
      expect(placed.statusCode).toBe(200);
      expect(placed.json().data).toEqual({ orderId: order.orderId, total: expect.any(Number) });
      const [row] = await app.db.select().from(orders).where(eq(orders.id, order.orderId));
      expect(row).toMatchObject({
        channel: 'PHONE',
        userId: null,
        status: 'PLACED',
        paymentStatus: 'CREDIT',
      });
      expect(row?.paymentTransactionId).toBeTruthy();
      // The card was captured: the order is paid from the moment it is placed.
      expect(row?.paidAt).toEqual(row?.placedAt);

      const again = await sendPhone(world.staff, order, {
        paymentstatus: 'CREDIT',
        creditCardInfo: JSON.stringify(GOOD_CARD),
      });
      expect(again.json().data.orderId).toBe(order.orderId);

      const board = await portalCall(app, world.owner, 'GET', `/portal/orders?storeId=${store.storeId}`);
      expect(JSON.stringify(board.json())).toContain('"isPhoneOrder":true');
    });

    it('places an order paid in store, for pick up or delivery', async () => {
      const order = await priced(world.owner);
      const placed = await sendPhone(world.owner, order, { paymentstatus: 'CASH' });
      expect(placed.statusCode).toBe(200);
      const [row] = await app.db.select().from(orders).where(eq(orders.id, order.orderId));
      expect(row).toMatchObject({
        channel: 'PHONE',
        paymentStatus: 'CASH',
        orderPaymentMethod: 'IN_STORE',
        paidAt: null,
      });
    });

    it('says a declined card is declined and refuses saved cards', async () => {
      const order = await priced(world.staff);
      const declined = await sendPhone(world.staff, order, {
        paymentstatus: 'CREDIT',
        creditCardInfo: JSON.stringify(DECLINED_CARD),
      });
      expect(declined.statusCode).toBe(402);
      expect(declined.json().message).toBe('Your card was declined.');
      const saved = await sendPhone(world.staff, order, {
        paymentstatus: 'CREDIT',
        creditCardInfo: JSON.stringify({ userPaymentProfileId: 1 }),
      });
      expect(saved.statusCode).toBe(400);
    });

    it('keeps phone orders and diners’ orders apart', async () => {
      const order = await priced(world.staff);
      const asDiner = await send(app, world.diner, order);
      expect(asDiner.statusCode).toBe(409);
      const otherStore = await form(world.staff, '/calculateOrder', {
        orderjson: JSON.stringify({ ...phoneOrder(), restaurantInfoId: world.otherStore.storeId }),
      });
      expect(otherStore.statusCode).toBe(400);
      const dineIn = await calculatePhone(world.staff, phoneOrder({ orderType: 'DINE_IN', tableName: 'T1' }));
      expect(dineIn.statusCode).toBe(400);
      expect(dineIn.json().message).toBe('A phone order is for pick up or delivery.');
    });

    it('refuses an order that changed after it was priced', async () => {
      const order = await priced(world.staff);
      const changed = await sendPhone(world.staff, { ...order, tip: 5 }, { paymentstatus: 'CASH' });
      expect(changed.statusCode).toBe(409);
    });
  });
});
