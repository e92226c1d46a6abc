import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { toStoreLocalTime } from '@orderlane/domain';
import { deals, items, stores } from '@/db/schema/index.js';
import { insertPortalWorld, portalCall } from '@/modules/portal/portal-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';

/**
 * The storefront's reads are cached per process (store rows, hours, menu, items, deals, as ready bytes); each
 * test reads once to fill the cache, changes the store through the portal, and reads the change at once.
 */
describe('storefront caches follow every change at once', async () => {
  const app = await buildTestApp();
  const { store, owner } = await insertPortalWorld(app);
  const path = `/portal/stores/${store.storeId}`;
  const read = async (url: string) => {
    const response = await app.inject({ method: 'POST', url: `/api/${url}` });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const located = async () =>
    ((await read('locateRestaurants')) as { id: number; name: string }[]).find(
      (found) => found.id === store.storeId,
    );
  const burger = async () =>
    (await read(`item/itemAvailability?itemId=${store.items.burger}`)) as {
      name: string;
      price: number;
      availability: string;
    };

  it('a store edit shows in locateRestaurants and searchRestaurants', async () => {
    expect((await located())?.name).toBe('Board Grill');
    expect((await read(`searchRestaurants?id=${store.storeId}`))[0].name).toBe('Board Grill');
    const saved = await portalCall(app, owner, 'POST', `${path}/store-settings`, { name: 'Board Grill Two' });
    expect(saved.statusCode).toBe(200);
    expect((await located())?.name).toBe('Board Grill Two');
    expect((await read(`searchRestaurants?id=${store.storeId}`))[0].name).toBe('Board Grill Two');
  });

  it("an hours edit shows in getAvailableHours and in the store page's searchRestaurants", async () => {
    const hours = `restaurantInfoHour/getAvailableHours?restaurantInfoId=${store.storeId}`;
    const storeWithHours = `searchRestaurants?id=${store.storeId}&includeHours=true`;
    const storeBefore = JSON.stringify(await read(storeWithHours));
    const before = (await read(hours)) as { pickupSelectableTimes: string[] }[];
    // The day after tomorrow: today's and tomorrow's first slots move with the clock (ready times).
    expect(before[2]!.pickupSelectableTimes[0]).toBe('00:00');
    const weekly = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      dayOfWeek,
      startTime: '10:00',
      endTime: '20:00',
    }));
    const saved = await portalCall(app, owner, 'POST', `${path}/hours`, { weekly, lastOrderMinutes: 0 });
    expect(saved.statusCode).toBe(200);
    const after = (await read(hours)) as { pickupSelectableTimes: string[] }[];
    expect(after[2]!.pickupSelectableTimes[0]).toBe('10:00');
    const storeAfter = JSON.stringify(await read(storeWithHours));
    expect(storeAfter).not.toBe(storeBefore);
    expect(storeAfter).toContain('10:00');
    expect(storeBefore).not.toContain('10:00');
  });

  it('a menu edit shows in itemAvailability and gives getStoreMenu a new ETag', async () => {
    const menuUrl = `/api/getStoreMenu?restaurantInfoId=${store.storeId}`;
    const menuBefore = await app.inject({ method: 'POST', url: menuUrl });
    const before = await burger();
    const edited = await portalCall(app, owner, 'POST', `${path}/items/${store.items.burger}`, {
      name: 'Double Burger',
      price: before.price + 2,
    });
    expect(edited.statusCode).toBe(200);
    expect(await burger()).toMatchObject({ name: 'Double Burger', price: before.price + 2 });
    const menuAfter = await app.inject({ method: 'POST', url: menuUrl });
    expect(menuAfter.headers.etag).not.toBe(menuBefore.headers.etag);
    expect(menuAfter.body).toContain('Double Burger');
  });

  it('marking an item unavailable (86) shows in itemAvailability, and putting it back too', async () => {
    expect((await burger()).availability).toBe('ALL');
    const until = toStoreLocalTime(Date.now() + 3 * 3_600_000, 'America/Chicago').slice(0, 16);
    const marked = await portalCall(app, owner, 'POST', `${path}/availability`, {
      itemId: store.items.burger,
      until,
    });
    expect(marked.statusCode).toBe(200);
    expect((await burger()).availability).not.toBe('ALL');
    const restored = await portalCall(
      app,
      owner,
      'DELETE',
      `${path}/availability/${marked.json().data.entryId}`,
    );
    expect(restored.statusCode).toBe(200);
    expect((await burger()).availability).toBe('ALL');
  });

  it("a time zone edit moves getDealItems to the store's new local time", async () => {
    // A deal that started 30 minutes ago in New York: not yet begun in Chicago, an hour behind.
    const startNewYork = toStoreLocalTime(Date.now() - 30 * 60_000, 'America/New_York');
    await app.db.insert(deals).values({
      storeId: store.storeId,
      name: 'Early bird',
      priceCents: -100,
      startDate: startNewYork,
      subTotalCents: 0,
    });
    const dealNames = async () =>
      ((await read(`dealItem/getDealItems?restaurantInfoId=${store.storeId}`)) as { name: string }[]).map(
        (deal) => deal.name,
      );
    expect(await dealNames()).not.toContain('Early bird');
    const saved = await portalCall(app, owner, 'POST', `${path}/store-settings`, {
      timeZone: 'America/New_York',
    });
    expect(saved.statusCode).toBe(200);
    expect(await dealNames()).toContain('Early bird');
  });

  it("another process's change reaches this one through the shared 'menu' event", async () => {
    expect((await located())?.name).not.toBe('Renamed Elsewhere');
    // As another process would: write, then publish (this process's cache is not told directly).
    await app.db.update(stores).set({ name: 'Renamed Elsewhere' }).where(eq(stores.id, store.storeId));
    await app.events.publish({ type: 'menu', storeId: store.storeId });
    await expect.poll(async () => (await located())?.name, { timeout: 10_000 }).toBe('Renamed Elsewhere');
  });

  it("itemAvailability answers from the menu this process keeps until another process's 'menu' event", async () => {
    const before = (await burger()).name;
    // As another process would: write (this process keeps answering what it read), then publish.
    await app.db.update(items).set({ name: 'Renamed Burger' }).where(eq(items.id, store.items.burger));
    expect((await burger()).name).toBe(before);
    await app.events.publish({ type: 'menu', storeId: store.storeId });
    await expect.poll(async () => (await burger()).name, { timeout: 10_000 }).toBe('Renamed Burger');
  });

  it('itemAvailability still reads an item the menu leaves out (switched off) from the database', async () => {
    const switchedOff = await portalCall(app, owner, 'POST', `${path}/items/${store.items.burger}`, {
      active: false,
    });
    expect(switchedOff.statusCode).toBe(200);
    expect(await burger()).toMatchObject({ name: 'Renamed Burger', availability: 'NONE' });
  });
});

describe('cached answers as ready bytes', async () => {
  const app = await buildTestApp({ SEED_DEMO: 'true' });
  const menuUrl = '/api/getStoreMenu?restaurantInfoId=1';

  it('answers 304 to a client that holds the same menu, and the menu to one holding another', async () => {
    const first = await app.inject({ method: 'POST', url: menuUrl });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ method: 'POST', url: menuUrl, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await app.inject({ method: 'POST', url: menuUrl, headers: { 'if-none-match': '"other"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('keeps the security headers on cached answers and on 304s', async () => {
    const response = await app.inject({ method: 'POST', url: menuUrl });
    const notModified = await app.inject({
      method: 'POST',
      url: menuUrl,
      headers: { 'if-none-match': response.headers.etag as string },
    });
    for (const answer of [response, notModified]) {
      // helmet's headers with the app's options, as helmet itself set them before they were recorded once.
      expect(answer.headers['content-security-policy']).toBe(
        "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
          "frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';" +
          "script-src-attr 'none';style-src 'self' 'unsafe-inline';upgrade-insecure-requests;connect-src 'self'",
      );
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
    ['gzip;q=1, br;q=0.5', gunzipSync],
  ])('sends the same cached bytes compressed for %s', async (accept, decode) => {
    const plain = await app.inject({ method: 'POST', url: menuUrl });
    const [first, second] = await Promise.all(
      [0, 1].map(() => app.inject({ method: 'POST', url: menuUrl, headers: { 'accept-encoding': accept } })),
    );
    expect(first!.rawPayload.equals(second!.rawPayload)).toBe(true);
    expect(first!.headers.vary).toContain('accept-encoding');
    expect(decode(first!.rawPayload).toString()).toBe(plain.body);
  });
});
