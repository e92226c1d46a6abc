import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, itemMakeTimes, items, options } from '@/db/schema/index.js';
import { insertPortalWorld, portalCall } from '@/modules/portal/portal-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { menuRows } from './menu-csv-fixtures.js';
import { MENU_CHANGED_MESSAGE, NOT_A_CSV_MESSAGE } from './menu-csv-service.js';

const HEADER =
  'category,categoryCnName,code,name,cnName,description,price,mPrice,spicy,raw,active,printerName,options';

/** The exported file without its id columns, as a file made before they existed (or by hand) reads. */
function withoutIds(csv: string): string {
  const records = parse(csv, { columns: true }) as Record<string, string>[];
  const columns = Object.keys(records[0]!).filter((column) => column !== 'id' && column !== 'categoryId');
  return stringify(records, { header: true, columns });
}

describe('menu CSV import: preview, apply, and a round trip that loses nothing', async () => {
  const app = await buildTestApp();
  const { store, owner } = await insertPortalWorld(app);
  const path = `/portal/stores/${store.storeId}`;
  const preview = (csv: string) => portalCall(app, owner, 'POST', `${path}/menu-import/preview`, { csv });
  const apply = (csv: string, fingerprint?: string) =>
    portalCall(app, owner, 'POST', `${path}/menu-import`, { csv, ...(fingerprint ? { fingerprint } : {}) });
  const exportCsv = async () => (await portalCall(app, owner, 'GET', `${path}/menu.csv`)).body;

  // A menu with what the file does not carry: photos, a sold-out item, an "86", option Chinese names and
  // switches, a kitchen make time, a hidden category with a description, and an empty category.
  const setUp = async () => {
    const csv = [
      `${HEADER},categoryAvailableFrom,categoryAvailableUntil`,
      'Mains,主菜,A1,Burger,汉堡,"Beef, cheddar",10.00,11.50,no,no,yes,Kitchen,"Size (required 1): Regular=0.00 | Large=2.00; Extras (up to 2, qty): Cheese=0.50 | Bacon=1.50",,',
      'Mains,,12,Fries,,,3.50,,no,no,yes,Kitchen,,,',
      'Mains,,,Soup of the Day,,,6.00,,yes,no,no,Kitchen,,,',
      'Drinks,饮料,,Lemonade,,,3.00,,no,no,yes,Bar,"Ice (any): Light=0.00 | None=0.00",07:00,22:00',
      'Desserts,,,Pie,,,4.00,,no,no,yes,,,,',
    ].join('\n');
    const imported = await apply(csv);
    expect(imported.statusCode, imported.body).toBe(200);
    const rows = await menuRows(app, store.storeId);
    const byName = (name: string) => rows.itemRows.find((item) => item.name === name)!;
    for (const item of rows.itemRows) {
      await app.db
        .update(items)
        .set({ imageUrl: `/images/${item.id}.webp`, taxExempt: item.name === 'Lemonade', printable: false })
        .where(eq(items.id, item.id));
    }
    await app.db
      .update(items)
      .set({ soldOut: true })
      .where(eq(items.id, byName('Pie').id));
    const none = rows.optionRows.find((option) => option.name === 'None')!;
    await app.db.update(options).set({ cnName: '去冰' }).where(eq(options.id, none.id));
    const desserts = rows.categoryRows.find((category) => category.name === 'Desserts')!;
    await app.db
      .update(categories)
      .set({ description: 'Baked here', active: false })
      .where(eq(categories.id, desserts.id));
    await app.db.insert(categories).values({ storeId: store.storeId, name: 'Specials', displayOrder: 9 });
    await app.db
      .insert(itemMakeTimes)
      .values({ itemId: byName('Burger').id, storeId: store.storeId, makeMinutes: 12 });
    const marked = await portalCall(app, owner, 'POST', `${path}/availability`, {
      itemId: byName('Fries').id,
      until: 'END_OF_DAY',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const large = rows.optionRows.find((option) => option.name === 'Large')!;
    const optionOff = await portalCall(app, owner, 'POST', `${path}/availability`, {
      optionId: large.id,
      until: 'END_OF_DAY',
    });
    expect(optionOff.statusCode, optionOff.body).toBe(200);
    return menuRows(app, store.storeId);
  };

  it('imports its own export back without changing a thing, with or without the id columns', async () => {
    const before = await setUp();
    expect(before.itemRows.filter((item) => item.imageUrl)).toHaveLength(5);
    const exported = await exportCsv();
    // The empty category has a row of its own.
    expect(exported).toMatch(/\nSpecials,+\d+,\r?\n?$/);

    for (const file of [exported, withoutIds(exported)]) {
      const previewed = await preview(file);
      expect(previewed.statusCode, previewed.body).toBe(200);
      expect(previewed.json().data).toMatchObject({
        categories: 4,
        items: 5,
        added: [],
        changed: [],
        removed: [],
        categoriesAdded: [],
        categoriesChanged: [],
        categoriesRemoved: [],
        reordered: false,
        unchanged: 5,
      });
      const applied = await apply(file, previewed.json().data.fingerprint);
      expect(applied.statusCode, applied.body).toBe(200);
      expect(await menuRows(app, store.storeId)).toEqual(before);
      expect(await exportCsv()).toBe(exported);
    }
  });

  it('previews what it adds, changes and removes, writes nothing until applied, and keeps photos of renamed items', async () => {
    const exported = await exportCsv();
    const records = parse(exported, { columns: true }) as Record<string, string>[];
    const burger = records.find((record) => record.name === 'Burger')!;
    burger.price = '11.00';
    burger.name = 'Cheeseburger';
    const fries = records.find((record) => record.name === 'Fries')!;
    fries.options = 'Dip (any): Ketchup=0.00 | Mayo=0.25';
    const withoutSoup = records.filter((record) => record.name !== 'Soup of the Day');
    const lemonade = withoutSoup.findIndex((record) => record.name === 'Lemonade');
    withoutSoup.splice(lemonade + 1, 0, {
      ...withoutSoup[lemonade]!,
      name: 'Iced Tea',
      code: '',
      options: '',
      id: '',
    });
    withoutSoup.push({
      ...withoutSoup.find((record) => record.category === 'Specials')!,
      category: 'Brunch',
      categoryId: '',
    });
    const edited = stringify(withoutSoup, { header: true, columns: Object.keys(records[0]!) });
    const before = await menuRows(app, store.storeId);

    const previewed = await preview(edited);
    expect(previewed.statusCode, previewed.body).toBe(200);
    const summary = previewed.json().data;
    expect(summary).toMatchObject({
      added: [{ category: 'Drinks', name: 'Iced Tea' }],
      changed: [
        {
          category: 'Mains',
          name: 'Cheeseburger',
          changes: [
            { field: 'name', from: 'Burger', to: 'Cheeseburger' },
            { field: 'price', from: '10.00', to: '11.00' },
          ],
        },
        {
          category: 'Mains',
          name: 'Fries',
          changes: [{ field: 'options', from: '', to: 'Dip (any): Ketchup=0.00 | Mayo=0.25' }],
        },
      ],
      removed: [{ category: 'Mains', name: 'Soup of the Day' }],
      categoriesAdded: ['Brunch'],
      categoriesRemoved: [],
      reordered: false,
      unchanged: 2,
    });
    expect(await menuRows(app, store.storeId)).toEqual(before);

    // The menu changes between the preview and the confirm: the apply is refused, and nothing is written.
    const pie = before.itemRows.find((item) => item.name === 'Pie')!;
    const edit = await portalCall(app, owner, 'POST', `${path}/items/${pie.id}`, { price: 4.5 });
    expect(edit.statusCode, edit.body).toBe(200);
    const stale = await apply(edited, summary.fingerprint);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MENU_CHANGED_MESSAGE);
    const again = (await preview(edited)).json().data;
    expect(again.changed).toContainEqual({
      category: 'Desserts',
      name: 'Pie',
      changes: [{ field: 'price', from: '4.50', to: '4.00' }],
    });
    const applied = await apply(edited, again.fingerprint);
    expect(applied.statusCode, applied.body).toBe(200);

    const after = await menuRows(app, store.storeId);
    const renamed = after.itemRows.find((item) => item.name === 'Cheeseburger')!;
    const oldBurger = before.itemRows.find((item) => item.name === 'Burger')!;
    expect(renamed).toEqual({ ...oldBurger, name: 'Cheeseburger', priceCents: 1100 });
    expect(after.makeTimes).toEqual(before.makeTimes);
    expect(after.itemRows.find((item) => item.name === 'Soup of the Day')).toBeUndefined();
    expect(after.itemRows.find((item) => item.name === 'Iced Tea')).toMatchObject({
      imageUrl: null,
      soldOut: false,
    });
    // The Burger's groups, options, their switches and the option's 86 are where they were.
    expect(after.groupRows.filter((group) => group.itemId === renamed.id)).toEqual(
      before.groupRows.filter((group) => group.itemId === oldBurger.id),
    );
    expect(after.unavailable).toEqual(before.unavailable);
    expect(after.categoryRows.map((category) => category.name)).toEqual([
      'Mains',
      'Drinks',
      'Desserts',
      'Specials',
      'Brunch',
    ]);
  });

  it('takes a file with only the required columns, in any order, with unknown columns and blank rows', async () => {
    const csv = [
      'price,notes,name,category',
      '9.50,ignored,Pancakes,Breakfast',
      ',,,',
      '2.00,,Coffee,Breakfast',
      '',
    ].join('\r\n');
    const previewed = await preview(csv);
    expect(previewed.statusCode, previewed.body).toBe(200);
    expect(previewed.json().data).toMatchObject({
      categories: 1,
      items: 2,
      added: [
        { category: 'Breakfast', name: 'Pancakes' },
        { category: 'Breakfast', name: 'Coffee' },
      ],
    });
    const applied = await apply(csv);
    expect(applied.statusCode, applied.body).toBe(200);
    const menu = (await portalCall(app, owner, 'GET', `${path}/menu-editor`)).json().data.categories;
    expect(menu).toHaveLength(1);
    expect(menu[0].items.map((item: { name: string; active: boolean }) => [item.name, item.active])).toEqual([
      ['Pancakes', true],
      ['Coffee', true],
    ]);
  });

  it('answers a binary or non-CSV file with one sentence, a 400, and writes nothing', async () => {
    const before = await menuRows(app, store.storeId);
    const files = [
      // A spreadsheet (a zip), a picture and a UTF-16 CSV, as the browser reads them into text.
      'PK\u0003\u0004\u0014\u0000\u0006\u0000\b\u0000\u0000\u0000!\u0000[Content_Types].xml',
      '\uFFFDPNG\r\n\u001A\n\u0000\u0000\u0000\rIHDR',
      'c\u0000a\u0000t\u0000e\u0000g\u0000o\u0000r\u0000y\u0000,\u0000n\u0000a\u0000m\u0000e\u0000',
      '{"menu": [{"name": "Burger", "price": 10}]}',
      'Dear owner,\nhere is our menu: "Burger 10 dollars\n',
    ];
    for (const csv of files) {
      for (const call of [preview, apply]) {
        const answer = await call(csv);
        expect(answer.statusCode, csv).toBe(400);
        expect(answer.json().message, csv).toBe(NOT_A_CSV_MESSAGE);
      }
    }
    expect(await menuRows(app, store.storeId)).toEqual(before);
    const preview400 = await preview(`${HEADER}\nMains,,,Burger,,,ten,,,,,,`);
    expect(preview400.statusCode).toBe(400);
    expect(preview400.json().message).toBe('Nothing was imported. Row 2: price must be dollars like 12.50.');
  });
});
