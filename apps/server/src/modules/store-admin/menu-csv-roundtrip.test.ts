import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories } from '@/db/schema/index.js';
import { insertPortalWorld, portalCall } from '@/modules/portal/portal-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { menuRows } from './menu-csv-fixtures.js';
import * as repository from './menu-csv-repository.js';

// Text as the editor stores it (trimmed, never empty), from an alphabet that holds what the file must carry
// plainly: the options cell's own ; | = ( ) : and \, quotes, commas, line breaks, formula starts and Chinese.
const piece = fc.constantFrom(
  ...'aZ 9;|=()\\:,"\'\n+-@#$%&*_/.汉堡饮料'.split(''),
  'any',
  '(any)',
  '(required 2)',
  '(up to 3, qty):',
  '=SUM(1)',
  "'",
);
const text = (max: number) =>
  fc
    .array(piece, { minLength: 1, maxLength: 12 })
    .map((pieces) => pieces.join('').trim().slice(0, max).trim())
    .filter((value) => value.length > 0);
const optionalText = (max: number) => fc.option(text(max), { nil: null });
const time = fc.option(fc.constantFrom('00:00', '06:30', '11:00', '17:45', '23:59', '24:00'), { nil: null });
const cents = fc.integer({ min: 0, max: 1_000_000 });

const group = fc
  .record({
    name: text(120),
    required: fc.boolean(),
    multiQtyAllowed: fc.boolean(),
    options: fc.array(
      fc.record({ name: text(120), priceCents: cents, cnName: optionalText(120), active: fc.boolean() }),
      { minLength: 1, maxLength: 4 },
    ),
    pick: fc.nat({ max: 5 }),
  })
  // As the editor allows: a required group can be met, an "up to N" group without qty has N options.
  .map(({ pick, ...rest }) => ({
    ...rest,
    numOfChoice: rest.multiQtyAllowed ? pick : Math.min(pick, rest.options.length),
  }));

const item = fc.record({
  code: optionalText(20),
  name: text(120),
  cnName: optionalText(120),
  description: optionalText(2000),
  priceCents: cents,
  mPriceCents: fc.option(cents, { nil: null }),
  spicy: fc.boolean(),
  raw: fc.boolean(),
  active: fc.boolean(),
  soldOut: fc.boolean(),
  printerName: optionalText(60),
  availableFrom: time,
  availableUntil: time,
  imageUrl: fc.option(fc.constantFrom('/images/a.webp', '/images/b.webp'), { nil: null }),
  groups: fc.array(group, { maxLength: 3 }),
});

const menu = fc.array(
  fc.record({
    name: text(120),
    cnName: optionalText(120),
    description: optionalText(200),
    active: fc.boolean(),
    availableFrom: time,
    availableUntil: time,
    items: fc.array(item, { maxLength: 4 }),
  }),
  { minLength: 1, maxLength: 4 },
);

describe('menu CSV round trip (property)', async () => {
  const app = await buildTestApp();
  const { store, owner } = await insertPortalWorld(app);
  const path = `/portal/stores/${store.storeId}`;

  it('exports any menu and imports it back with nothing changed', async () => {
    await fc.assert(
      fc.asyncProperty(menu, async (generated) => {
        await app.db.delete(categories).where(eq(categories.storeId, store.storeId));
        for (const [categoryIndex, category] of generated.entries()) {
          const { items: categoryItems, description, active, ...values } = category;
          const categoryId = await repository.insertCategory(app.db, store.storeId, {
            ...values,
            displayOrder: categoryIndex * 2,
          });
          await repository.updateCategory(app.db, store.storeId, categoryId, {
            description,
            active,
          } as never);
          for (const [itemIndex, generatedItem] of categoryItems.entries()) {
            const { groups, soldOut, imageUrl, ...itemValues } = generatedItem;
            const itemId = await repository.insertItem(app.db, store.storeId, {
              ...itemValues,
              categoryId,
              displayOrder: itemIndex * 3,
            });
            await repository.updateItem(app.db, store.storeId, itemId, { soldOut, imageUrl } as never);
            await repository.syncOptionGroups(
              app.db,
              itemId,
              groups.map((generatedGroup) => ({
                ...generatedGroup,
                id: null,
                options: generatedGroup.options.map((option) => ({ ...option, id: null })),
              })),
              [],
            );
          }
        }
        const before = await menuRows(app, store.storeId);
        const exported = (await portalCall(app, owner, 'GET', `${path}/menu.csv`)).body;
        const previewed = await portalCall(app, owner, 'POST', `${path}/menu-import/preview`, {
          csv: exported,
        });
        expect(previewed.statusCode, `${previewed.body}\n${exported}`).toBe(200);
        const itemCount = generated.flatMap((category) => category.items).length;
        expect(previewed.json().data).toMatchObject({
          categories: generated.length,
          items: itemCount,
          added: [],
          changed: [],
          removed: [],
          categoriesAdded: [],
          categoriesChanged: [],
          categoriesRemoved: [],
          reordered: false,
          unchanged: itemCount,
        });
        const applied = await portalCall(app, owner, 'POST', `${path}/menu-import`, {
          csv: exported,
          fingerprint: previewed.json().data.fingerprint,
        });
        expect(applied.statusCode, applied.body).toBe(200);
        expect(await menuRows(app, store.storeId)).toEqual(before);
      }),
      { numRuns: 40 },
    );
  }, 240_000);
});
