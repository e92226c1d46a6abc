import { describe, expect, it } from 'vitest';
import { createMenuServiceOnDb } from '@/modules/menu/menu-service.js';
import { createStoresServiceOnDb } from '@/modules/stores/stores-service.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { createMenuAvailabilityService } from './menu-availability-service.js';
import { insertPortalWorld } from './portal-fixtures.js';

describe('an 86 "until" time that has passed', async () => {
  const app = await buildTestApp();
  const { store } = await insertPortalWorld(app);
  // 14:05 in Chicago (CDT, UTC-5) on 15 June 2026.
  const now = new Date('2026-06-15T19:05:00Z');
  const availability = createMenuAvailabilityService({
    db: app.db,
    menu: createMenuServiceOnDb(app.db, createStoresServiceOnDb(app.db, app.geocoder)),
    events: app.events,
    clock: () => now,
    log: app.log,
  });
  const zone = 'America/Chicago';
  const mark = (until: string) =>
    availability.markUnavailable(store.storeId, zone, { itemId: store.items.fries }, until, null);

  it('is refused with the time it is at the store, and nothing is marked', async () => {
    for (const until of ['2026-06-15 09:00', '2026-06-15 14:05']) {
      await expect(mark(until)).rejects.toMatchObject({
        type: 'invalid_data',
        message: `${until.slice(11)} has already passed today (it is 14:05 at the store). Choose a later time, or the end of the day.`,
      });
    }
    await expect(mark('2026-06-14 16:00')).rejects.toMatchObject({
      message: 'The time must be in the next 7 days.',
    });
    const listed = await availability.listAvailability(store.storeId, zone);
    const fries = listed.flatMap((category) => category.items).find((item) => item.id === store.items.fries);
    expect(fries).toMatchObject({ soldOut: false, entryId: null, unavailableUntil: null });
  });

  it('a later time today is taken, and shown as the store-local time it comes back', async () => {
    const marked = await mark('2026-06-15 14:06');
    expect(marked.unavailableUntil).toBe('2026-06-15 14:06:00');
  });
});
