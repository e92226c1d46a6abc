import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { items } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { insertSampleMenu } from './menu-fixtures.js';

describe('menu reads (getStoreMenu)', async () => {
  const app = await buildTestApp();
  const { storeId, drinks, beefLunch, springRolls, dumplings, soldOut, retired, breakfastBun, bubbleTea } =
    await insertSampleMenu(app.db);

  afterEach(() => {
    vi.useRealTimers();
  });

  const getMenu = (query: string) => app.inject({ method: 'POST', url: `/api/getStoreMenu?${query}` });
  const menuAt = async (time: string) => {
    const response = await getMenu(
      `restaurantInfoId=${storeId}&currentTimestamp=${encodeURIComponent(time)}`,
    );
    expect(response.statusCode).toBe(200);
    return response.json() as {
      id: number;
      name: string;
      available: boolean;
      items: { id: number; availability: string }[];
    }[];
  };

  describe('POST /api/getStoreMenu', () => {
    it('puts available categories first, each by displayOrder, with % stripped and inactive ones left out', async () => {
      const menu = await menuAt('2026-06-15 18:00:00');
      expect(menu.map(({ name, available }) => ({ name, available }))).toEqual([
        { name: 'Appetizers', available: true },
        { name: 'Drinks', available: true },
        { name: 'Lunch Specials', available: false },
      ]);
      expect(menu[0]?.items.map((item) => item.id)).toEqual([dumplings, springRolls, soldOut, breakfastBun]);
      expect(menu.flatMap((category) => category.items.map((item) => item.id))).not.toContain(retired);
    });

    it('reads the category window at the given store-local time (T form too)', async () => {
      const menu = await menuAt('2026-06-15T12:00:00');
      expect(menu.map((category) => category.name)).toEqual(['Lunch Specials', 'Appetizers', 'Drinks']);
      expect(menu[0]?.items).toEqual([expect.objectContaining({ id: beefLunch, availability: 'ALL' })]);
    });

    it.each([
      ['sold out', '2026-06-15 12:00:00', soldOut, 'NONE'],
      ['outside its own window', '2026-06-15 12:00:00', breakfastBun, 'NONE'],
      ['inside its own window', '2026-06-15 08:00:00', breakfastBun, 'ALL'],
      ['inside an unlimited category', '2026-06-15 03:00:00', springRolls, 'ALL'],
    ])('marks an item %s (at %s) as %s', async (_label, time, itemId, availability) => {
      const menu = await menuAt(time);
      const item = menu.flatMap((category) => category.items).find((entry) => entry.id === itemId);
      expect(item?.availability).toBe(availability);
    });

    it('answers every item and option group field, hiding inactive options and empty groups', async () => {
      const menu = await menuAt('2026-06-15 18:00:00');
      const drinksCategory = menu[1] as unknown as Record<string, unknown> & { items: unknown[] };
      expect(drinksCategory).toMatchObject({
        id: drinks,
        displayOrder: 3,
        cnName: null,
        description: 'Cold and hot',
        active: true,
      });
      expect(drinksCategory.items[0]).toEqual({
        id: bubbleTea,
        itemId: 'D1',
        displayOrder: 0,
        name: 'Bubble Tea',
        cnName: null,
        description: null,
        price: 5.5,
        mPrice: 6.49,
        offerPrice: null,
        itemImage: null,
        spicy: false,
        raw: false,
        active: true,
        categoryId: drinks,
        restaurantInfoId: storeId,
        printerName: null,
        printable: true,
        taxExempt: true,
        availability: 'ALL',
        optionsList: [
          {
            groupId: expect.any(Number),
            name: 'Size',
            required: true,
            numOfChoice: 1,
            multiQtyAllowed: false,
            options: [
              {
                id: expect.any(Number),
                name: 'Regular',
                cnName: '中杯',
                price: 0,
                active: true,
                quantity: 0,
              },
              { id: expect.any(Number), name: 'Large', cnName: '大杯', price: 1, active: true, quantity: 0 },
            ],
          },
          {
            groupId: expect.any(Number),
            name: 'Toppings',
            required: false,
            numOfChoice: 0,
            multiQtyAllowed: true,
            options: [
              { id: expect.any(Number), name: 'Boba', cnName: null, price: 0.75, active: true, quantity: 0 },
            ],
          },
        ],
      });
      const dumplingItem = menu[0]?.items[0];
      expect(dumplingItem).toMatchObject({ price: 8, mPrice: 9.25, offerPrice: 7, spicy: true });
    });

    it('uses the store-local time now when no timestamp is sent', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-06-15T17:30:00Z')); // 12:30 in Chicago
      const menu = (await getMenu(`restaurantInfoId=${storeId}`)).json();
      expect(menu[0]).toMatchObject({ name: 'Lunch Specials', available: true });
    });

    it('rebuilds a cached menu once it is a minute old (other processes cannot invalidate this one)', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      // Far ahead of the real clock, so the entry cached by the tests above counts as old.
      vi.setSystemTime(new Date('2099-06-15T23:00:00Z'));
      await menuAt('2026-06-15 18:00:00');
      await app.db.update(items).set({ name: 'Spring Rolls (3)' }).where(eq(items.id, springRolls));
      const nameOf = async () =>
        (await menuAt('2026-06-15 18:00:00'))
          .flatMap((category) => category.items as unknown as { id: number; name: string }[])
          .find((item) => item.id === springRolls)?.name;
      expect(await nameOf()).toBe('Spring Rolls');
      vi.setSystemTime(new Date('2099-06-15T23:01:01Z'));
      expect(await nameOf()).toBe('Spring Rolls (3)');
    });

    it.each([
      ['an unknown store', 'restaurantInfoId=999999', 404, 'Store 999999 does not exist'],
      ['no store id', '', 400, 'The query parameter "restaurantInfoId" is invalid: is required'],
      ['a text store id', 'restaurantInfoId=seven', 400, 'must be a positive whole number'],
      [
        'an unreadable timestamp',
        `restaurantInfoId=${storeId}&currentTimestamp=noon`,
        400,
        'currentTimestamp must read YYYY-MM-DD HH:mm:ss',
      ],
      [
        'an impossible date',
        `restaurantInfoId=${storeId}&currentTimestamp=2026-02-30%2012:00:00`,
        400,
        'currentTimestamp must read',
      ],
    ])('refuses %s', async (_label, query, status, message) => {
      const response = await getMenu(query);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({
        status,
        message: expect.stringContaining(message),
        requestId: expect.any(String),
      });
    });
  });
});
