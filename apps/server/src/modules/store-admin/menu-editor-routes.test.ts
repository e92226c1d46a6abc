import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems } from '@/db/schema/index.js';
import { burgerLine, calculate, pickupOrder } from '@/modules/orders/orders-fixtures.js';
import { insertPortalWorld, placeCardOrder, portalCall } from '@/modules/portal/portal-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';

interface WireItem {
  id: number;
  name: string;
  price: number;
  mPrice: number;
  optionsList?: { name: string; options: { name: string }[] }[];
}

describe('menu editor', async () => {
  const app = await buildTestApp();
  const { store, owner, staff, outsider, diner } = await insertPortalWorld(app);
  const path = `/portal/stores/${store.storeId}`;
  const storefrontItems = async () => {
    const menu = (
      await app.inject({ method: 'POST', url: `/api/getStoreMenu?restaurantInfoId=${store.storeId}` })
    ).json();
    return (menu as { name: string; items: WireItem[] }[]).flatMap((category) => category.items);
  };
  const editorMenu = async () =>
    (await portalCall(app, owner, 'GET', `${path}/menu-editor`)).json().data.categories;
  const sizeGroup = {
    name: 'Size',
    required: true,
    numOfChoice: 1,
    multiQtyAllowed: false,
    options: [
      { name: 'Regular', price: 0 },
      { name: 'Large', price: 2 },
    ],
  };

  it('is for owners only', async () => {
    for (const who of [staff, outsider, null]) {
      expect((await portalCall(app, who, 'GET', `${path}/menu-editor`)).statusCode).toBe(403);
      expect(
        (await portalCall(app, who, 'POST', `${path}/items/${store.items.fries}`, { price: 1 })).statusCode,
      ).toBe(403);
      expect((await portalCall(app, who, 'DELETE', `${path}/items/${store.items.fries}`)).statusCode).toBe(
        403,
      );
      expect((await portalCall(app, who, 'POST', `${path}/categories`, { name: 'X' })).statusCode).toBe(403);
    }
  });

  it('a price edit shows in getStoreMenu and is charged by calculateOrder at once', async () => {
    await storefrontItems();
    expect((await calculate(app, pickupOrder(store))).json().data.subTotal).toBe(10);
    const edited = await portalCall(app, owner, 'POST', `${path}/items/${store.items.burger}`, {
      price: 12.5,
      mPrice: 14,
      cnName: '大汉堡',
      spicy: true,
    });
    expect(edited.statusCode).toBe(200);
    const burger = (await storefrontItems()).find((item) => item.id === store.items.burger)!;
    expect(burger).toMatchObject({ price: 12.5, mPrice: 14 });
    expect((await calculate(app, pickupOrder(store))).json().data).toMatchObject({
      subTotal: 12.5,
      mOrder: { subtotal: 14 },
    });
  });

  it('creates a category and an item with option groups, shown to diners and priced', async () => {
    const category = await portalCall(app, owner, 'POST', `${path}/categories`, {
      name: 'Drinks',
      cnName: '饮料',
    });
    const categoryId = category.json().data.id as number;
    const created = await portalCall(app, owner, 'POST', `${path}/items`, {
      categoryId,
      name: 'Boba Tea',
      price: 5,
      optionGroups: [
        sizeGroup,
        {
          name: 'Toppings',
          required: false,
          numOfChoice: 0,
          multiQtyAllowed: true,
          options: [{ name: 'Boba', price: 0.75 }],
        },
      ],
    });
    expect(created.statusCode).toBe(200);
    const itemId = created.json().data.id as number;
    const boba = (await storefrontItems()).find((item) => item.id === itemId)!;
    expect(boba.optionsList?.map((group) => group.name)).toEqual(['Size', 'Toppings']);
    const groups = (await editorMenu()).find((c: { id: number }) => c.id === categoryId).items[0]
      .optionGroups;
    const large = groups[0].options[1];
    const line = burgerLine(store, {
      itemId,
      orderItemsOptions: [{ groupId: groups[0].id, id: large.id, quantity: 1 }],
    });
    expect((await calculate(app, pickupOrder(store, { orderItems: [line] }))).json().data.subTotal).toBe(7);
  });

  it('hides, reorders and deletes; placed orders keep their lines', async () => {
    const orderId = await placeCardOrder(app, diner, store, {
      orderItems: [burgerLine(store, { itemId: store.items.fries, orderItemsOptions: [] })],
    });
    expect(orderId).toBeGreaterThan(0);
    await portalCall(app, owner, 'POST', `${path}/items/${store.items.fries}`, { active: false });
    expect((await storefrontItems()).some((item) => item.id === store.items.fries)).toBe(false);
    const categories = await editorMenu();
    const ids = categories.map((category: { id: number }) => category.id).reverse();
    expect((await portalCall(app, owner, 'POST', `${path}/category-order`, { ids })).statusCode).toBe(200);
    expect((await editorMenu()).map((category: { id: number }) => category.id)).toEqual(ids);
    const deleted = await portalCall(app, owner, 'DELETE', `${path}/items/${store.items.fries}`);
    expect(deleted.statusCode).toBe(200);
    const lines = await app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.itemId).toBeNull();
    expect((await portalCall(app, owner, 'DELETE', `${path}/items/${store.items.fries}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses bad menu input with a sentence', async () => {
    const cases: [string, string, object, number, RegExp][] = [
      ['POST', `${path}/items/${store.items.burger}`, { price: -1 }, 400, /must not be negative/],
      ['POST', `${path}/items/${store.items.burger}`, { price: 1.234 }, 400, /2 decimals/],
      ['POST', `${path}/items/${store.items.burger}`, { name: '' }, 400, /name is required/],
      [
        'POST',
        `${path}/items/${store.items.burger}`,
        { optionGroups: [{ ...sizeGroup, options: [] }] },
        400,
        /"Size" is required but has no active options/,
      ],
      [
        'POST',
        `${path}/items/${store.items.burger}`,
        { optionGroups: [{ ...sizeGroup, numOfChoice: 3 }] },
        400,
        /needs 3 picks but has only 2/,
      ],
      [
        'POST',
        `${path}/items/${store.items.burger}`,
        { optionGroups: [{ ...sizeGroup, required: false, numOfChoice: 5 }] },
        400,
        /up to 5 picks/,
      ],
      ['POST', `${path}/items/999999`, { price: 1 }, 404, /not on this store's menu/],
      ['POST', `${path}/items`, { categoryId: 999999, name: 'X', price: 1 }, 404, /not on this store's menu/],
      ['POST', `${path}/items`, { name: 'X', price: 1 }, 400, /categoryId/],
      ['POST', `${path}/category-order`, { ids: [1] }, 400, /exactly once/],
      ['POST', `${path}/categories`, { name: '   ' }, 400, /name is required/],
    ];
    for (const [method, url, body, status, message] of cases) {
      const refused = await portalCall(app, owner, method as 'POST', url, body);
      expect(refused.statusCode, `${url} ${JSON.stringify(body)}`).toBe(status);
      expect(refused.json().message).toMatch(message);
    }
    const otherStoreItem = await portalCall(
      app,
      owner,
      'POST',
      `${path}/items/${store.items.burger + 1000}`,
      { price: 1 },
    );
    expect(otherStoreItem.statusCode).toBe(404);
  });

  it('an empty mPrice or cnName, as a form sends them, clears them', async () => {
    const url = `${path}/items/${store.items.burger}`;
    await portalCall(app, owner, 'POST', url, { mPrice: 14, cnName: '汉堡' });
    expect((await portalCall(app, owner, 'POST', url, { mPrice: '', cnName: '' })).statusCode).toBe(200);
    const burger = (await editorMenu())
      .flatMap((category: { items: { id: number }[] }) => category.items)
      .find((item: { id: number }) => item.id === store.items.burger);
    expect(burger).toMatchObject({ mPrice: null, cnName: null });
    expect((await portalCall(app, owner, 'POST', url, { mPrice: 'abc' })).statusCode).toBe(400);
  });

  it("an item's daily window is saved, shown to the owner and honoured by calculateOrder; empty clears it", async () => {
    const hourNow = Number(
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/Chicago',
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(new Date()),
    );
    const at = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;
    const url = `${path}/items/${store.items.burger}`;
    // Two to three hours from now, store time: closed whatever the hour the test runs.
    const window = { availableFrom: at(hourNow + 2), availableUntil: at(hourNow + 3) };
    expect((await portalCall(app, owner, 'POST', url, window)).statusCode).toBe(200);
    const burger = () =>
      editorMenu().then((categories: { items: { id: number }[] }[]) =>
        categories.flatMap((category) => category.items).find((item) => item.id === store.items.burger),
      );
    expect(await burger()).toMatchObject(window);
    const refused = await calculate(app, pickupOrder(store));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/"Burger" is not available at the chosen time/);

    expect(
      (await portalCall(app, owner, 'POST', url, { availableFrom: '', availableUntil: '' })).statusCode,
    ).toBe(200);
    expect(await burger()).toMatchObject({ availableFrom: null, availableUntil: null });
    expect((await calculate(app, pickupOrder(store))).statusCode).toBe(200);

    for (const bad of ['25:00', '9am', '12:60']) {
      const badWindow = await portalCall(app, owner, 'POST', `${path}/categories`, {
        name: 'Late',
        availableFrom: bad,
      });
      expect(badWindow.statusCode, bad).toBe(400);
      expect(badWindow.json().message).toMatch(/between 00:00 and 24:00/);
    }
  });
});
