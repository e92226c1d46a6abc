import { existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  categories,
  deals,
  items,
  optionGroups,
  options,
  orderItemOptions,
  orderItems,
  orders,
  storeHours,
  storeOrderTypes,
  stores,
  userInfos,
  users,
} from '@/db/schema/index.js';
import { verifyPassword } from '@/lib/password-hash.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { distanceMiles } from './past-order-pricing.js';
import { seedDemoData } from './seed-demo-data.js';
import { toStoreLocalDate } from './seed-dates.js';

const ZIP_60601 = { latitude: 41.8858, longitude: -87.6181 };
const ZIP_10001 = { latitude: 40.7484, longitude: -73.9967 };
const STORE_LIST_CATEGORIES = [
  'Fast Food',
  'Burgers',
  'Desserts',
  'Chicken',
  'Mexican',
  'Sandwiches',
  'Healthy',
  'Chinese',
  'Breakfast',
  'Pizza',
];

describe('demo seed (SEED_DEMO=true)', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'orderlane-seed-'));
  const mediaDir = path.join(dataDir, 'media');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const app = await buildTestApp({ SEED_DEMO: 'true', DATA_DIR: dataDir });
  const db = app.db;

  const allStores = await db.select().from(stores).orderBy(stores.id);
  const activeStores = allStores.filter((store) => store.active);
  const hasDriver = (store: (typeof allStores)[number]) =>
    store.orderlaneDrive || store.ownDriver || store.tdrive;

  it('seeds 8+ Chicago stores, one inactive, with keywords across every store-list category', () => {
    expect(allStores.length).toBeGreaterThanOrEqual(8);
    expect(allStores.filter((store) => !store.active).length).toBeGreaterThanOrEqual(1);
    for (const store of allStores) {
      expect(store).toMatchObject({ city: 'Chicago', state: 'IL', timeZone: 'America/Chicago' });
      expect(store.zip).toMatch(/^606\d\d$/);
      expect(store.phoneNumber).toMatch(/^\d{10}$/);
    }
    for (const category of STORE_LIST_CATEGORIES) {
      expect(
        allStores.some((store) => store.keyword.includes(category)),
        category,
      ).toBe(true);
    }
    expect(allStores.filter((store) => store.orderlane).length).toBeGreaterThan(allStores.length / 2);
    expect(activeStores.some((store) => store.mRate >= 1.16 && store.rewardRate > 0.06)).toBe(true);
    expect(activeStores.some((store) => store.mRate === 1)).toBe(true);
    expect(activeStores.some((store) => !hasDriver(store))).toBe(true);
  });

  it('delivers to 60601 from every downtown store with drivers, and to 10001 from none', () => {
    const delivering = activeStores.filter(hasDriver);
    expect(delivering.length).toBeGreaterThanOrEqual(4);
    for (const store of delivering) {
      const from = { latitude: store.latitude!, longitude: store.longitude! };
      expect(distanceMiles(from, ZIP_60601), store.name).toBeLessThanOrEqual(store.deliveryRadiusMiles);
      expect(distanceMiles(from, ZIP_10001)).toBeGreaterThan(store.deliveryRadiusMiles);
      expect(store.minDeliveryCents).toBeGreaterThan(0);
    }
  });

  it('has a 24-hour store, a lunch-and-dinner store and order types with ready times', async () => {
    const hours = await db.select().from(storeHours);
    const hoursOf = (storeId: number) => hours.filter((row) => row.storeId === storeId);
    const allDay = activeStores.filter((store) =>
      [0, 1, 2, 3, 4, 5, 6].every((day) =>
        hoursOf(store.id).some(
          (row) => row.dayOfWeek === day && row.startTime === '00:00' && row.endTime === '24:00',
        ),
      ),
    );
    expect(allDay.length).toBeGreaterThanOrEqual(1);
    const twoWindows = activeStores.filter((store) =>
      [0, 1, 2, 3, 4, 5, 6].every(
        (day) => hoursOf(store.id).filter((row) => row.dayOfWeek === day).length === 2,
      ),
    );
    expect(twoWindows.length).toBeGreaterThanOrEqual(1);

    const types = await db.select().from(storeOrderTypes);
    for (const store of allStores) {
      const own = types.filter((row) => row.storeId === store.id);
      expect(own.find((row) => row.orderType === 'PICK_UP')).toMatchObject({ available: true });
      expect(own.some((row) => row.orderType === 'DELIVERY')).toBe(hasDriver(store));
    }
    const onPremise = allStores.filter((store) =>
      ['DINE_IN', 'WALK_IN'].every((type) =>
        types.some((row) => row.storeId === store.id && row.orderType === type),
      ),
    );
    expect(onPremise.length).toBeGreaterThanOrEqual(2);
  });

  it('gives each active store a full menu: 5+ categories, 30+ items, every kind of option group', async () => {
    for (const store of activeStores) {
      const storeCategories = await db.select().from(categories).where(eq(categories.storeId, store.id));
      const storeItems = await db.select().from(items).where(eq(items.storeId, store.id));
      const groups = await db
        .select()
        .from(optionGroups)
        .where(
          inArray(
            optionGroups.itemId,
            storeItems.map((item) => item.id),
          ),
        );
      const groupOptions = await db
        .select()
        .from(options)
        .where(
          inArray(
            options.groupId,
            groups.map((group) => group.id),
          ),
        );
      const optionsOf = (groupId: number) => groupOptions.filter((option) => option.groupId === groupId);
      const label = store.name;

      expect(storeCategories.length, label).toBeGreaterThanOrEqual(5);
      expect(storeCategories.every((category) => category.cnName)).toBe(true);
      expect(
        storeCategories.some((category) => category.name.includes('%')),
        label,
      ).toBe(true);
      expect(
        storeCategories.some((category) => /drink|soda|beverage/i.test(category.name)),
        label,
      ).toBe(true);
      expect(storeItems.length, label).toBeGreaterThanOrEqual(30);
      expect(storeItems.every((item) => item.cnName && item.description && item.priceCents > 0)).toBe(true);
      expect(
        storeItems.some((item) => /^[A-Z]/.test(item.code ?? '')) &&
          storeItems.some((item) => /^\d+$/.test(item.code ?? '')),
      ).toBe(true);
      expect(new Set(storeItems.map((item) => item.code)).size).toBe(storeItems.length);
      expect(storeItems.some((item) => item.spicy) && storeItems.some((item) => item.raw), label).toBe(true);
      expect(
        storeItems.some((item) => item.soldOut),
        label,
      ).toBe(true);
      expect(
        storeItems.some((item) => item.availableFrom && item.availableUntil),
        label,
      ).toBe(true);

      expect(
        groups.some((group) => group.required && group.numOfChoice === 1),
        `${label} single`,
      ).toBe(true);
      expect(
        groups.some((group) => group.required && group.numOfChoice > 1),
        `${label} required multi`,
      ).toBe(true);
      expect(
        groups.some((group) => !group.required && group.numOfChoice > 0),
        `${label} up to N`,
      ).toBe(true);
      expect(
        groups.some((group) => !group.required && group.numOfChoice === 0),
        `${label} unlimited`,
      ).toBe(true);
      expect(
        groups.some((group) => group.multiQtyAllowed),
        `${label} multi quantity`,
      ).toBe(true);
      expect(
        groupOptions.some((option) => !option.active),
        `${label} inactive option`,
      ).toBe(true);
      expect(
        groups.some(
          (group) => optionsOf(group.id).length > 0 && optionsOf(group.id).every((option) => !option.active),
        ),
        `${label} group with only inactive options`,
      ).toBe(true);
    }
  });

  it('offers every kind of deal on at least two stores', async () => {
    const allDeals = await db.select().from(deals);
    const today = `${toStoreLocalDate(new Date(), 'America/Chicago')} 12:00:00`;
    const storesWithDeals = allStores.filter((store) => {
      const own = allDeals.filter((deal) => deal.storeId === store.id);
      return (
        own.some((deal) => deal.priceCents > 0 && deal.startDate <= today && deal.endDate >= today) &&
        own.some((deal) => deal.priceCents < 0) &&
        own.some((deal) => deal.priceCents === 0) &&
        own.some((deal) => deal.endDate < today) &&
        own.some((deal) => deal.startDate > today)
      );
    });
    expect(storesWithDeals.length).toBeGreaterThanOrEqual(2);
  });

  it('creates the demo diner with credit, a 60601 address and three consistent past orders', async () => {
    const [user] = await db.select().from(users).where(eq(users.email, 'demo@orderlane.example'));
    expect(user).toMatchObject({ rewardBalanceCents: 750, orderCount: 3 });
    expect(await verifyPassword('orderlane-demo', user!.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong-password', user!.passwordHash)).toBe(false);
    const [info] = await db.select().from(userInfos).where(eq(userInfos.userId, user!.id));
    expect(info).toMatchObject({ zip: '60601', city: 'Chicago', firstName: 'Dana' });

    const pastOrders = await db.select().from(orders).where(eq(orders.userId, user!.id));
    expect(pastOrders).toHaveLength(3);
    for (const order of pastOrders) {
      expect(order.status).toBe('COMPLETED');
      expect(order.convenienceFeeCents).toBe(125);
      expect(order.totalCents).toBe(
        order.subtotalCents +
          order.convenienceFeeCents +
          order.deliveryFeeCents +
          order.taxCents +
          order.tipCents,
      );
      expect(order.taxCents).toBe(Math.round((order.subtotalCents - order.discountCents) * 0.1025));
      expect(order.mTotalCents).toBe(order.mOrder.totalCents);
      expect(order.placedAt!.getTime()).toBeLessThan(Date.now());
      const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      expect(lines.reduce((sum, line) => sum + line.subtotalCents, 0)).toBe(order.subtotalCents);
      const picks = await db
        .select()
        .from(orderItemOptions)
        .where(
          inArray(
            orderItemOptions.orderItemId,
            lines.map((line) => line.id),
          ),
        );
      expect(picks.length).toBeGreaterThan(0);
    }
    expect(
      pastOrders
        .filter((order) => order.orderType === 'DELIVERY')
        .every((order) => order.deliveryFeeCents > 0),
    ).toBe(true);
  });

  it('gives every item, logo and banner a local picture served as SVG with long caching', async () => {
    const itemImages = await db.select({ url: items.imageUrl }).from(items);
    const urls = [
      ...itemImages.map((row) => row.url),
      ...allStores.flatMap((store) => [store.logoUrl, store.bannerUrl]),
    ];
    expect(urls.every((url) => url?.startsWith('/media/'))).toBe(true);
    for (const url of urls) {
      const filePath = path.join(mediaDir, url!.slice('/media/'.length));
      expect(existsSync(filePath), url!).toBe(true);
      const svg = readFileSync(filePath, 'utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
      expect(svg.length).toBeLessThan(80_000);
    }
    for (const url of [urls[0]!, allStores[0]!.logoUrl!, allStores[0]!.bannerUrl!]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
    }
  });

  it('does nothing on a second run, and only rewrites a picture that went missing', async () => {
    const options = { passwordHashCost: 10, mediaDir };
    const again = await seedDemoData(db, options);
    expect(again).toMatchObject({ seeded: false, stores: 0, items: 0, imagesWritten: 0 });
    expect(await db.select({ id: stores.id }).from(stores)).toHaveLength(allStores.length);
    expect(await db.select({ id: users.id }).from(users)).toHaveLength(1);

    const logoPath = path.join(mediaDir, allStores[0]!.logoUrl!.slice('/media/'.length));
    unlinkSync(logoPath);
    expect(await seedDemoData(db, options)).toMatchObject({ seeded: false, imagesWritten: 1 });
    expect(existsSync(logoPath)).toBe(true);
  });

  it.each([
    '/media/../package.json',
    '/media/%2e%2e/%2e%2e/etc/passwd',
    '/media/items/../../../../etc/passwd',
  ])('never serves a file outside the media folder for %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('"name"');
    expect(response.body).not.toContain('root:');
  });

  it.each([
    '/media/items/..%2f..%2fmedia.svg',
    '/media/items/..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/media/items/%00.svg',
    '/media/.hidden.svg',
    '/media/items/no-such-dish.svg',
    '/media/',
  ])('answers %s with a JSON 404', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404 });
  });
});
