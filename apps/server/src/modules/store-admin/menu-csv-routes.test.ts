import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { calculate, pickupOrder } from '@/modules/orders/orders-fixtures.js';
import { insertPortalWorld, portalCall } from '@/modules/portal/portal-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';

const HEADER =
  'category,categoryCnName,code,name,cnName,description,price,mPrice,spicy,raw,active,printerName,options';
const GOOD = [
  HEADER,
  'Mains,主菜,A1,Burger,汉堡,"Beef, cheddar",10.00,11.50,no,no,yes,Kitchen,"Size (required 1): Regular=0.00 | Large=2.00; Extras (up to 2, qty): Cheese=0.50 | Bacon=1.50"',
  'Drinks,饮料,,Lemonade,,,3.00,,no,no,yes,Bar,',
].join('\n');

describe('menu CSV import and export', async () => {
  const app = await buildTestApp();
  const { store, owner, staff, outsider } = await insertPortalWorld(app);
  const path = `/portal/stores/${store.storeId}`;
  const storefront = async () =>
    (
      await app.inject({ method: 'POST', url: `/api/getStoreMenu?restaurantInfoId=${store.storeId}` })
    ).json() as {
      name: string;
      items: {
        id: number;
        name: string;
        price: number;
        optionsList?: { groupId: number; options: { id: number; name: string }[] }[];
      }[];
    }[];

  it('is for owners only', async () => {
    for (const who of [staff, outsider, null]) {
      expect((await portalCall(app, who, 'GET', `${path}/menu.csv`)).statusCode).toBe(403);
      expect((await portalCall(app, who, 'POST', `${path}/menu-import`, { csv: GOOD })).statusCode).toBe(403);
    }
  });

  it('refuses a file with bad rows, listing them by row number, and writes nothing', async () => {
    const before = await storefront();
    const bad = [
      HEADER,
      'Mains,,A1,Burger,,,ten,,no,no,yes,,',
      'Mains,,A2,Fine Dish,,,4.00,,no,no,yes,,',
      ',,,,,,5.00,,maybe,no,yes,,Size (required 3): Small=0',
    ].join('\n');
    const refused = await portalCall(app, owner, 'POST', `${path}/menu-import`, { csv: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Nothing was imported. Row 2: price must be dollars like 12.50. Row 4: category is empty; name is empty; spicy must be yes or no; "Size" needs 3 picks but has only 1 active options.',
    );
    expect(await storefront()).toEqual(before);
    const cases: [string, RegExp][] = [
      ['name,price\nBurger,1', /header lacks the column\(s\): category/],
      [HEADER, /no menu rows/],
      [`${HEADER}\n"Mains,unclosed`, /not a readable CSV/],
      [`${HEADER}\nMains,,,Burger,,,1,,no,no,yes,,Size: Regular`, /Row 2: option group/],
    ];
    for (const [csv, message] of cases) {
      const answer = await portalCall(app, owner, 'POST', `${path}/menu-import`, { csv });
      expect(answer.statusCode, csv).toBe(400);
      expect(answer.json().message).toMatch(message);
    }
    expect((await portalCall(app, owner, 'POST', `${path}/menu-import`, {})).statusCode).toBe(400);
  });

  it('imports a menu: diners see it at once and it is priced; the export reads back the same', async () => {
    const imported = await portalCall(app, owner, 'POST', `${path}/menu-import`, { csv: GOOD });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toMatchObject({ categories: 2, items: 2 });
    const menu = await storefront();
    expect(menu.map((category) => category.name)).toEqual(['Mains', 'Drinks']);
    const burger = menu[0]!.items[0]!;
    expect(burger).toMatchObject({ name: 'Burger', price: 10 });
    const size = burger.optionsList![0]!;
    const large = size.options.find((option) => option.name === 'Large')!;
    const order = pickupOrder(store, {
      orderItems: [
        {
          itemId: burger.id,
          quantity: 1,
          restaurantInfoId: store.storeId,
          orderItemsOptions: [{ groupId: size.groupId, id: large.id, quantity: 1 }],
        },
      ],
    });
    const priced = (await calculate(app, order)).json();
    expect(priced.data?.subTotal, JSON.stringify(priced).slice(0, 300)).toBe(12);

    const exported = await portalCall(app, owner, 'GET', `${path}/menu.csv`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/text\/csv/);
    // The same rows, with the sale-window columns (empty here) before the options, and the store's ids last.
    const [mains, drinks] = (await portalCall(app, owner, 'GET', `${path}/menu-editor`)).json().data
      .categories as { id: number; items: { id: number }[] }[];
    expect(exported.body.trim().split('\n')).toEqual([
      `${HEADER.replace(',options', '')},categoryAvailableFrom,categoryAvailableUntil,availableFrom,availableUntil,options,categoryId,id`,
      `Mains,主菜,A1,Burger,汉堡,"Beef, cheddar",10.00,11.50,no,no,yes,Kitchen,,,,,"Size (required 1): Regular=0.00 | Large=2.00; Extras (up to 2, qty): Cheese=0.50 | Bacon=1.50",${mains!.id},${mains!.items[0]!.id}`,
      `Drinks,饮料,,Lemonade,,,3.00,,no,no,yes,Bar,,,,,,${drinks!.id},${drinks!.items[0]!.id}`,
    ]);
  });

  it('carries daily sale windows both ways, and refuses a time it cannot read', async () => {
    const header = `${HEADER},categoryAvailableFrom,categoryAvailableUntil,availableFrom,availableUntil`;
    const csv = [
      header,
      'Breakfast,,,Pancakes,,,8.00,,no,no,yes,,,06:00,11:00,,',
      'Breakfast,,,Late Waffle,,,9.00,,no,no,yes,,,,,22:00,02:00',
    ].join('\n');
    expect((await portalCall(app, owner, 'POST', `${path}/menu-import`, { csv })).statusCode).toBe(200);
    const [breakfast] = (await portalCall(app, owner, 'GET', `${path}/menu-editor`)).json().data.categories;
    expect(breakfast).toMatchObject({ availableFrom: '06:00', availableUntil: '11:00' });
    expect(breakfast.items[1]).toMatchObject({ availableFrom: '22:00', availableUntil: '02:00' });
    const exported = (await portalCall(app, owner, 'GET', `${path}/menu.csv`)).body;
    expect(exported).toContain('Breakfast,,,Late Waffle,,,9.00,,no,no,yes,,06:00,11:00,22:00,02:00,');

    const bad = [header, 'Breakfast,,,Pancakes,,,8.00,,no,no,yes,,,6am,,,'].join('\n');
    const refused = await portalCall(app, owner, 'POST', `${path}/menu-import`, { csv: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/Row 2: categoryAvailableFrom must be a time like 06:30/);
  });

  it('exports cells a spreadsheet would run as text, and imports its own export back exactly', async () => {
    const names = [
      '=HYPERLINK("https://evil.example","Menu")',
      '@SUM(1+1)',
      "+cmd|' /C calc'!A0",
      '-2+3',
      '\tTabbed',
      "'Quoted",
      "'=Marked",
      "Joe's Burger",
    ];
    // As a person would write them: raw, except the tab (the import trims) and the name that starts with '=.
    const written = names.map((name) => (name.startsWith('\t') || name.startsWith("'=") ? `'${name}` : name));
    const csv = [
      HEADER,
      ...written.map((name) => `Mains,,,"${name.replace(/"/g, '""')}",,,4.00,,no,no,yes,,`),
    ].join('\n');
    const first = await portalCall(app, owner, 'POST', `${path}/menu-import`, { csv });
    expect(first.statusCode, first.body).toBe(200);
    const stored = async () => (await storefront())[0]!.items.map((item) => item.name);
    expect(await stored()).toEqual(names);

    const exported = (await portalCall(app, owner, 'GET', `${path}/menu.csv`)).body;
    const cells = (parse(exported, { columns: true }) as { name: string; price: string }[]).map(
      (row) => row.name,
    );
    expect(cells).toEqual([
      `'=HYPERLINK("https://evil.example","Menu")`,
      "'@SUM(1+1)",
      "'+cmd|' /C calc'!A0",
      "'-2+3",
      "'\tTabbed",
      "''Quoted",
      "''=Marked",
      "Joe's Burger",
    ]);
    expect(exported).not.toMatch(/(^|,)"?[=+@]/m);

    const again = await portalCall(app, owner, 'POST', `${path}/menu-import`, { csv: exported });
    expect(again.statusCode, again.body).toBe(200);
    expect(await stored()).toEqual(names);
    expect((await portalCall(app, owner, 'GET', `${path}/menu.csv`)).body).toBe(exported);
  });
});
