import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/config.js';
import { items, stores } from '@/db/schema/index.js';
import { insertStoreFixture } from '@/modules/orders/orders-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { postgresBinaries, startReplicaPair } from '@/testing/replica-pair.js';

it('needs DATABASE_URL beside DATABASE_READ_URL, said in one line', () => {
  expect(() => loadConfig({}, { DATABASE_READ_URL: 'postgres://replica/db' })).toThrow(ConfigError);
  expect(() => loadConfig({}, { DATABASE_READ_URL: 'postgres://replica/db' })).toThrow(
    'DATABASE_READ_URL is a replica of DATABASE_URL: set DATABASE_URL too',
  );
  expect(
    loadConfig({}, { DATABASE_URL: 'postgres://primary/db', DATABASE_READ_URL: 'postgres://replica/db' })
      .databaseReadUrl,
  ).toBe('postgres://replica/db');
});

const bin = postgresBinaries();
if (!bin) {
  console.warn('Skipping the read-replica test: no initdb found (set PG_BIN to PostgreSQL binaries folder).');
}

// Isolated (modules of its own): run in one worker beside other files' apps, which share loaded modules, its first
// replica read once came back empty and pg-pool called a missing callback; with modules of its own it holds.
// A primary and a streaming replica of their own, started by the test: DATABASE_READ_URL's reads are seen to
// come from the replica by pausing its replay, while the primary has the change.
describe.skipIf(!bin)('the storefront reads from DATABASE_READ_URL', async () => {
  const pair = await startReplicaPair(bin!);
  afterAll(() => pair.stop(), 60_000);
  const app = await buildTestApp({
    DATABASE_URL: pair.primaryUrl,
    DATABASE_READ_URL: pair.replicaUrl,
    DATABASE_SCHEMA: `r_${randomBytes(5).toString('hex')}`,
  });
  const store = await insertStoreFixture(app.db, { name: 'Replica Grill' });
  await pair.caughtUp();

  const storePage = async (storeId: number) =>
    (await app.inject({ method: 'POST', url: `/api/searchRestaurants?id=${storeId}` })).json()[0] as
      { name: string } | undefined;
  const menuItemName = async () => {
    const menu = (
      await app.inject({ method: 'POST', url: `/api/getStoreMenu?restaurantInfoId=${store.storeId}` })
    ).json() as { items: { id: number; name: string }[] }[];
    return menu.flatMap((category) => category.items).find((item) => item.id === store.items.burger)?.name;
  };

  it('serves the store page and the menu from the replica, which may lag the primary', async () => {
    expect(app.readsFromReplica).toBe(true);
    // Read from the replica, which has replayed the store (caughtUp) but may answer a moment later on a busy machine.
    await expect
      .poll(async () => (await storePage(store.storeId))?.name, { timeout: 30_000 })
      .toBe('Replica Grill');
    const burgerBefore = await menuItemName();
    expect(burgerBefore).toBeTruthy();

    await pair.pauseReplay();
    let lagging: Awaited<ReturnType<typeof insertStoreFixture>>;
    try {
      // Written to the primary while the replica applies nothing: the storefront does not see it yet.
      lagging = await insertStoreFixture(app.db, { name: 'Lagging Grill' });
      await app.db.update(items).set({ name: 'Renamed Burger' }).where(eq(items.id, store.items.burger));
      await app.events.publish({ type: 'menu', storeId: store.storeId });
      const [onPrimary] = await app.db
        .select({ name: stores.name })
        .from(stores)
        .where(eq(stores.id, lagging.storeId));
      expect(onPrimary?.name).toBe('Lagging Grill');
      expect(await storePage(lagging.storeId)).toBeUndefined();
    } finally {
      await pair.resumeReplay();
    }
    await pair.caughtUp();
    await expect
      .poll(async () => (await storePage(lagging.storeId))?.name, { timeout: 20_000 })
      .toBe('Lagging Grill');
    // The menu copy read from the replica is dropped on the same 'menu' event the portal sends.
    await app.events.publish({ type: 'menu', storeId: store.storeId });
    await expect.poll(menuItemName, { timeout: 20_000 }).toBe('Renamed Burger');
  });

  it('refuses writes on the replica, so nothing can write through the read pool', async () => {
    const refused = await app.readDb
      .update(stores)
      .set({ name: 'x' })
      .where(eq(stores.id, store.storeId))
      .then(
        () => null,
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(refused).toMatch(/read-only transaction/);
  });
});
