import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { kitchenSlotBookings, storeKitchenCapacity } from '@/db/schema/index.js';
import { insertUserFixture, pickupOrder, placeThroughApi } from '@/modules/orders/orders-fixtures.js';
import { insertPortalWorld, portalCall, type PortalWorld } from '@/modules/portal/portal-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';

/** The store's capacity as its owner saves it in the portal (5 minutes a line unless `items` say otherwise). */
async function saveCapacity(
  app: Awaited<ReturnType<typeof buildTestApp>>,
  owner: PortalWorld['owner'],
  storeId: number,
  slotLimitMinutes: number,
  items: { itemId: number; makeMinutes: number }[] = [],
) {
  const saved = await portalCall(app, owner, 'PUT', `/portal/stores/${storeId}/capacity`, {
    slotLimitMinutes,
    defaultMakeMinutes: 5,
    categories: [],
    items,
  });
  expect(saved.statusCode).toBe(200);
}

// Each test uses its own slots, so they never share load (the chooser offers 5 days).
const dayAt = (daysAhead: number, time: string) =>
  `${DateTime.now().setZone('America/Chicago').plus({ days: daysAhead }).toISODate()} ${time}:00`;

/**
 * getAvailableHours reads the kitchen from a copy per process; each test fills the copy with a read, changes
 * the bookings or the capacity, and reads the change: at once for this process's writes, on the event for
 * another process's.
 */
describe("getAvailableHours follows the kitchen's bookings and capacity", async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });
  const { store, owner, staff } = await insertPortalWorld(app);
  const setCapacity = (slotLimitMinutes: number) =>
    saveCapacity(app, owner, store.storeId, slotLimitMinutes, [
      { itemId: store.items.burger, makeMinutes: 10 },
    ]);
  // One burger takes 10 minutes: with a limit of 10 it fills its slot.
  await setCapacity(10);
  const pickupTimes = async (scheduleTime: string) => {
    const answer = await app.inject({
      method: 'POST',
      url: `/api/restaurantInfoHour/getAvailableHours?restaurantInfoId=${store.storeId}`,
    });
    expect(answer.statusCode).toBe(200);
    const days: { currentDate: string; pickupSelectableTimes: string[] }[] = answer.json();
    return days.find((day) => day.currentDate === scheduleTime.slice(0, 10))?.pickupSelectableTimes ?? [];
  };
  const timeOf = (scheduleTime: string) => scheduleTime.slice(11, 16);
  const placeAt = async (scheduleTime: string) =>
    placeThroughApi(app, await insertUserFixture(app.db), pickupOrder(store, { scheduleTime }));

  it('an order that fills a slot takes that slot out at once', async () => {
    const noon = dayAt(1, '12:00');
    expect(await pickupTimes(noon)).toContain('12:00');
    await placeAt(noon);
    expect(await pickupTimes(noon)).not.toContain(timeOf(noon));
    expect(await pickupTimes(noon)).toContain('12:15');
  });

  it('a capacity edit changes the offered slots at once', async () => {
    const slot = dayAt(2, '13:00');
    await setCapacity(20);
    await placeAt(slot);
    // 10 of 20 minutes booked: still offered.
    expect(await pickupTimes(slot)).toContain(timeOf(slot));
    await setCapacity(10);
    expect(await pickupTimes(slot)).not.toContain(timeOf(slot));
    await setCapacity(0);
    expect(await pickupTimes(slot)).toContain(timeOf(slot));
    await setCapacity(10);
  });

  it('a rejected order gives its slot back', async () => {
    const slot = dayAt(3, '14:00');
    const orderId = await placeAt(slot);
    expect(await pickupTimes(slot)).not.toContain(timeOf(slot));
    const rejected = await portalCall(app, staff, 'POST', `/portal/orders/${orderId}/reject`, {
      reason: 'TOO_BUSY',
      note: 'Full house',
    });
    expect(rejected.statusCode).toBe(200);
    await expect
      .poll(async () => (await pickupTimes(slot)).includes(timeOf(slot)), { timeout: 10_000 })
      .toBe(true);
  });

  it("another process's booking change reaches this one through the 'order' event", async () => {
    const booked = dayAt(4, '15:00');
    const moved = dayAt(4, '16:00');
    const orderId = await placeAt(booked);
    expect(await pickupTimes(booked)).not.toContain(timeOf(booked));
    expect(await pickupTimes(moved)).toContain(timeOf(moved));
    // As another process's accept would: move the booking, then publish (this process is not told directly).
    const movedAt = DateTime.fromSQL(moved, { zone: 'America/Chicago' }).toJSDate();
    await app.db
      .update(kitchenSlotBookings)
      .set({ slotStartAt: movedAt })
      .where(eq(kitchenSlotBookings.orderId, orderId));
    await app.events.publish({ type: 'order', storeId: store.storeId, orderId, status: 'ACCEPTED' });
    await expect
      .poll(async () => (await pickupTimes(moved)).includes(timeOf(moved)), { timeout: 10_000 })
      .toBe(false);
    expect(await pickupTimes(booked)).toContain(timeOf(booked));
  });

  it("another process's capacity edit reaches this one through the 'menu' event", async () => {
    const slot = dayAt(4, '18:00');
    await setCapacity(20);
    await placeAt(slot);
    expect(await pickupTimes(slot)).toContain(timeOf(slot));
    await app.db
      .update(storeKitchenCapacity)
      .set({ slotLimitMinutes: 10 })
      .where(eq(storeKitchenCapacity.storeId, store.storeId));
    await app.events.publish({ type: 'menu', storeId: store.storeId });
    await expect
      .poll(async () => (await pickupTimes(slot)).includes(timeOf(slot)), { timeout: 10_000 })
      .toBe(false);
  });
});

/**
 * A store without a kitchen limit counts no bookings: its copy (null) outlives the orders placed there, which
 * placing's check before the charge reads instead of the database; a capacity edit still drops it.
 */
describe('the copy of a kitchen without a limit', async () => {
  const app = await buildTestApp({ RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });
  const { store, otherStore, owner } = await insertPortalWorld(app);
  const kitchens = app.kitchenCache;

  it('is kept when orders change bookings, in this process or another', async () => {
    const now = new Date();
    const copy = kitchens.load(otherStore.storeId, now);
    expect(await copy).toBeNull();
    await placeThroughApi(app, await insertUserFixture(app.db), pickupOrder(otherStore));
    kitchens.bookingsChanged(otherStore.storeId);
    await app.events.publish({ type: 'order', storeId: otherStore.storeId, orderId: 1, status: 'ACCEPTED' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(kitchens.load(otherStore.storeId, now)).toBe(copy);
    expect(await kitchens.load(otherStore.storeId, now)).toBeNull();
  });

  it('is dropped by a capacity edit, and a limited kitchen by any booking change', async () => {
    const now = new Date();
    expect(await kitchens.load(store.storeId, now)).toBeNull();
    await saveCapacity(app, owner, store.storeId, 10);
    expect(await kitchens.load(store.storeId, now)).not.toBeNull();
    const limited = kitchens.load(store.storeId, now);
    await limited;
    kitchens.bookingsChanged(store.storeId);
    expect(kitchens.load(store.storeId, now)).not.toBe(limited);
  });
});
