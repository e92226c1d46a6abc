import { describe, expect, it } from 'vitest';
import { endOfStoreDay, toStoreLocalTime } from '@orderlane/domain';
import { createMenuServiceOnDb } from '@/modules/menu/menu-service.js';
import { createStoresServiceOnDb } from '@/modules/stores/stores-service.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { createMenuAvailabilityService } from './menu-availability-service.js';
import { insertPortalWorld } from './portal-fixtures.js';

const HOUR = 3_600_000;

describe('items and options come back on time (moved clock)', async () => {
  const app = await buildTestApp();
  const { store } = await insertPortalWorld(app);
  let now = new Date();
  const availability = createMenuAvailabilityService({
    db: app.db,
    // A second process's menu service: the app's own copy hears of each change over the event bus.
    menu: createMenuServiceOnDb(app.db, createStoresServiceOnDb(app.db, app.geocoder)),
    events: app.events,
    clock: () => now,
    log: app.log,
  });
  const zone = 'America/Chicago';
  const burgerAvailability = async () =>
    (
      await app.inject({ method: 'POST', url: `/api/item/itemAvailability?itemId=${store.items.burger}` })
    ).json().availability as string;

  const menuBurger = async () => {
    const menu = (
      await app.inject({ method: 'POST', url: `/api/getStoreMenu?restaurantInfoId=${store.storeId}` })
    ).json();
    return (menu as { items: { id: number; availability: string }[] }[])
      .flatMap((category) => category.items)
      .find((item) => item.id === store.items.burger)?.availability;
  };

  it('puts an item back at the chosen store-local time, not before', async () => {
    const started = now;
    const until = toStoreLocalTime(new Date(started.getTime() + 2 * HOUR), zone).slice(0, 16);
    await availability.markUnavailable(store.storeId, zone, { itemId: store.items.burger }, until, null);
    expect(await burgerAvailability()).toBe('NONE');
    now = new Date(started.getTime() + HOUR);
    expect(await availability.restoreDue()).toBe(0);
    expect(await burgerAvailability()).toBe('NONE');
    now = new Date(started.getTime() + 2 * HOUR + 1_000);
    const cachedBefore = await menuBurger();
    expect(cachedBefore).toBe('NONE');
    expect(await availability.restoreDue()).toBe(1);
    // The app's cached menu, which the menu and itemAvailability answer from, is dropped by the event the other
    // process published (at once on PGlite; LISTEN/NOTIFY on PostgreSQL takes a moment).
    await expect.poll(burgerAvailability, { timeout: 10_000 }).toBe('ALL');
    await expect.poll(menuBurger, { timeout: 10_000 }).toBe('ALL');
    expect(await availability.restoreDue()).toBe(0);
  });

  it('puts an option back at the next store-local midnight', async () => {
    const started = now;
    const marked = await availability.markUnavailable(
      store.storeId,
      zone,
      { optionId: store.extras.cheese },
      'END_OF_DAY',
      null,
    );
    expect(marked.unavailableUntil).toBe(toStoreLocalTime(endOfStoreDay(started, zone), zone));
    const optionActive = async () =>
      (await availability.listAvailability(store.storeId, zone))
        .flatMap((category) => category.items)
        .flatMap((item) => item.optionGroups.flatMap((group) => group.options))
        .find((option) => option.id === store.extras.cheese);
    expect(await optionActive()).toMatchObject({ active: false, unavailableUntil: marked.unavailableUntil });
    now = new Date(endOfStoreDay(started, zone).getTime() - 1_000);
    expect(await availability.restoreDue()).toBe(0);
    now = endOfStoreDay(started, zone);
    await Promise.all([availability.restoreDue(), availability.restoreDue()]);
    expect(await optionActive()).toMatchObject({ active: true, unavailableUntil: null, entryId: null });
  });
});
