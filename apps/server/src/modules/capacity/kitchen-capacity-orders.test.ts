import { eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { OrderJsonInput } from '@orderlane/domain';
import { kitchenSlotBookings, orders, sandboxCharges } from '@/db/schema/index.js';
import {
  GOOD_CARD,
  calculate,
  insertUserFixture,
  pickupOrder,
  send,
} from '@/modules/orders/orders-fixtures.js';
import { insertPortalWorld, portalCall } from '@/modules/portal/portal-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';

// Each test uses its own day so their slots never share load.
const dayAt = (daysAhead: number, time: string) =>
  `${DateTime.now().setZone('America/Chicago').plus({ days: daysAhead }).toISODate()} ${time}:00`;

describe('kitchen capacity when orders are placed', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });
  const { store, otherStore, owner, staff, outsider } = await insertPortalWorld(app);
  // One burger takes the whole 10-minute slot.
  const capacity = await portalCall(app, owner, 'PUT', `/portal/stores/${store.storeId}/capacity`, {
    slotLimitMinutes: 10,
    defaultMakeMinutes: 5,
    categories: [],
    items: [{ itemId: store.items.burger, makeMinutes: 10 }],
  });
  expect(capacity.statusCode).toBe(200);

  async function priced(order: OrderJsonInput) {
    const diner = await insertUserFixture(app.db);
    const response = await calculate(app, order, diner);
    expect(response.json().data.submittable).toBe(true);
    return { diner, order: { ...order, orderId: response.json().data.orderId as number } };
  }
  const chargesOf = (orderIds: number[]) =>
    app.db
      .select({ key: sandboxCharges.idempotencyKey, status: sandboxCharges.status })
      .from(sandboxCharges)
      .where(inArray(sandboxCharges.idempotencyKey, orderIds.map(String)));
  const pickupTimes = async (date: string) => {
    const answer = await app.inject({
      method: 'POST',
      url: `/api/restaurantInfoHour/getAvailableHours?restaurantInfoId=${store.storeId}`,
    });
    const days: { currentDate: string; pickupSelectableTimes: string[] }[] = answer.json();
    return days.find((day) => day.currentDate === date)?.pickupSelectableTimes ?? [];
  };

  it('refuses a scheduled order in a full slot with a 409 offering the next slot, and hides the slot', async () => {
    const first = await priced(pickupOrder(store, { scheduleTime: dayAt(1, '12:00') }));
    expect((await pickupTimes(dayAt(1, '00:00').slice(0, 10))).slice(0, 200)).toContain('12:00');
    expect((await send(app, first.diner, first.order)).statusCode).toBe(200);
    expect(await pickupTimes(dayAt(1, '00:00').slice(0, 10))).not.toContain('12:00');
    expect(await pickupTimes(dayAt(1, '00:00').slice(0, 10))).toContain('12:15');

    const second = await priced(pickupOrder(store, { scheduleTime: dayAt(1, '12:00') }));
    const refused = await send(app, second.diner, second.order);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^The kitchen is fully booked at .*12:00 PM\. The next time with room is .*12:15 PM; please choose it/,
    );
    // Refused before any charge.
    expect(await chargesOf([second.order.orderId])).toEqual([]);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, second.order.orderId));
    expect(row?.status).toBe('PENDING');
  });

  it('lets exactly one of parallel sends take a slot; the others get 409 and no charge stays captured', async () => {
    const sends = await Promise.all(
      [0, 1, 2, 3].map(() => priced(pickupOrder(store, { scheduleTime: dayAt(2, '13:00') }))),
    );
    const answers = await Promise.all(sends.map(({ diner, order }) => send(app, diner, order)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    const ids = sends.map(({ order }) => order.orderId);
    const captured = (await chargesOf(ids)).filter((charge) => charge.status === 'CAPTURED');
    expect(captured).toHaveLength(1);
    const booked = await app.db
      .select()
      .from(kitchenSlotBookings)
      .where(inArray(kitchenSlotBookings.orderId, ids));
    expect(booked).toHaveLength(1);
    expect(booked[0]?.makeMinutes).toBe(10);
  });

  it('moves ASAP to the next slot with room instead of refusing it', async () => {
    const first = await priced(pickupOrder(store));
    expect((await send(app, first.diner, first.order)).statusCode).toBe(200);
    const second = await priced(pickupOrder(store));
    expect((await send(app, second.diner, second.order)).statusCode).toBe(200);
    const booked = await app.db
      .select()
      .from(kitchenSlotBookings)
      .where(inArray(kitchenSlotBookings.orderId, [first.order.orderId, second.order.orderId]));
    const slots = booked.map((row) => row.slotStartAt.getTime()).sort();
    expect(slots[1]! - slots[0]!).toBeGreaterThanOrEqual(15 * 60_000);
    const asap = await app.inject({
      method: 'GET',
      url: `/api/restaurantInfoHour/getKitchenAsap?restaurantInfoId=${store.storeId}&orderType=PICK_UP`,
    });
    expect(asap.statusCode).toBe(200);
    expect(asap.json().data.nextSlot).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/);
  });

  it('refuses a phone order in a full slot too, with the same message', async () => {
    const customer = { firstName: 'Cal', lastName: 'Caller', phoneNumber: '(312) 555-0123', email: '' };
    const phoneSend = async (scheduleTime: string) => {
      const order = { ...pickupOrder(store, { scheduleTime }), customer } as OrderJsonInput;
      const form = (url: string, fields: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url: `/api/staff/stores/${store.storeId}${url}`,
          headers: { ...staff.headers, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
        });
      const calculated = await form('/calculateOrder', { orderjson: JSON.stringify(order) });
      const orderId = calculated.json().data.orderId as number;
      return form('/sendOrder', {
        order: encodeURIComponent(JSON.stringify({ ...order, orderId })),
        paymentstatus: 'CREDIT',
        creditCardInfo: JSON.stringify(GOOD_CARD),
      });
    };
    expect((await phoneSend(dayAt(3, '14:00'))).statusCode).toBe(200);
    const refused = await phoneSend(dayAt(3, '14:00'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('The next time with room is');
  });

  it('counts orders placed before the store had a limit, from their scheduled time', async () => {
    const first = await priced(pickupOrder(otherStore, { scheduleTime: dayAt(1, '15:00') }));
    expect((await send(app, first.diner, first.order)).statusCode).toBe(200);
    const unbooked = await app.db
      .select()
      .from(kitchenSlotBookings)
      .where(eq(kitchenSlotBookings.orderId, first.order.orderId));
    expect(unbooked).toEqual([]);
    const limited = await portalCall(app, outsider, 'PUT', `/portal/stores/${otherStore.storeId}/capacity`, {
      slotLimitMinutes: 5,
      defaultMakeMinutes: 5,
      categories: [],
      items: [],
    });
    expect(limited.statusCode).toBe(200);
    const second = await priced(pickupOrder(otherStore, { scheduleTime: dayAt(1, '15:00') }));
    const refused = await send(app, second.diner, second.order);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('The next time with room is');
  });

  it("moves an accepted order's load to the slot of the ready time the store promised", async () => {
    const asap = await priced(pickupOrder(store));
    expect((await send(app, asap.diner, asap.order)).statusCode).toBe(200);
    const bookingOf = async () =>
      (
        await app.db
          .select()
          .from(kitchenSlotBookings)
          .where(eq(kitchenSlotBookings.orderId, asap.order.orderId))
      )[0]!;
    const placedSlot = (await bookingOf()).slotStartAt.getTime();

    const accepted = await portalCall(app, owner, 'POST', `/portal/orders/${asap.order.orderId}/accept`, {
      prepMinutes: 90,
    });
    expect(accepted.statusCode).toBe(200);
    const [row] = await app.db
      .select({ readyAt: orders.readyAt })
      .from(orders)
      .where(eq(orders.id, asap.order.orderId));
    const readyAt = row!.readyAt!.getTime();
    const booking = await bookingOf();
    expect(booking.slotStartAt.getTime()).toBe(Math.floor(readyAt / (15 * 60_000)) * 15 * 60_000);
    expect(booking.slotStartAt.getTime()).toBeGreaterThan(placedSlot);
    expect(booking.makeMinutes).toBe(10);
  });
});
