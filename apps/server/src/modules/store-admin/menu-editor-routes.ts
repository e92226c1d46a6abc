/**
 * The menu editor (owners only; staff and other accounts get 403). Prices are dollars on the wire.
 *
 *   GET    /api/portal/stores/:storeId/menu-editor -> {status: 200, data: {categories: [{id, name, cnName, description,
 *          active, availableFrom, availableUntil, items: [{id, code, name, cnName, description, price, mPrice, spicy,
 *          raw, active, soldOut, printerName, availableFrom, availableUntil, optionGroups: [{id, name, required, numOfChoice, multiQtyAllowed,
 *          options: [{id, name, cnName, price, active}]}]}]}]}}
 *   POST   /api/portal/stores/:storeId/categories                 {name, cnName?, description?, active?,
 *          availableFrom?, availableUntil?} -> {id}   (a daily window, store-local 'HH:mm'; empty = no bound)
 *   POST   /api/portal/stores/:storeId/categories/:categoryId     same fields, all optional (active false hides)
 *   DELETE /api/portal/stores/:storeId/categories/:categoryId     (its items too; orders keep their lines)
 *   POST   /api/portal/stores/:storeId/category-order             {ids: [categoryId, ...]} every category once
 *   POST   /api/portal/stores/:storeId/items                      {categoryId, name, price, code?, cnName?,
 *          description?, mPrice?, spicy?, raw?, active?, printerName?, availableFrom?, availableUntil?, optionGroups?: [{name, required,
 *          numOfChoice, multiQtyAllowed, options: [{name, cnName?, price, active?}]}]} -> {id}
 *   POST   /api/portal/stores/:storeId/items/:itemId              same fields, all optional; optionGroups replaces them
 *   DELETE /api/portal/stores/:storeId/items/:itemId
 *   POST   /api/portal/stores/:storeId/categories/:categoryId/item-order  {ids: [itemId, ...]} every item once
 * Form fields work as JSON does: an empty cnName, description, code or printerName clears it; an empty mPrice
 * returns it to the one derived from the store's mRate.
 * Each change answers {status: 200, data: {id} or {ids}} and shows on getStoreMenu and in calculateOrder at once.
 * Bad input: 400 {status, message}; an id not on this store's menu: 404.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@/lib/id-param.js';
import { jsonField } from '@/lib/json-field.js';
import type { MenuEditorService } from './menu-editor-service.js';
import { storeParamsSchema } from './settings-routes.js';
import { flagField, numberField } from './settings-schemas.js';

const text = (max: number) => z.string().trim().max(max, `keep it under ${max} characters`);
// An empty form field clears the text (null), as a form cannot send null.
const nullableText = (max: number) =>
  z
    .union([z.null(), text(max)])
    .transform((value) => (value === '' ? null : value))
    .optional();
const name = text(120).min(1, 'a name is required');
const price = numberField.pipe(
  z
    .number()
    .min(0, 'a price must not be negative')
    .max(10_000, 'a price must be at most $10,000')
    .refine(
      (dollars) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6,
      'use at most 2 decimals',
    ),
);

const optionGroupSchema = z.object({
  name,
  required: flagField,
  numOfChoice: numberField.pipe(z.number().int('must be a whole number')),
  multiQtyAllowed: flagField.default(false),
  options: z
    .array(z.object({ name, cnName: nullableText(120), price, active: flagField.optional() }))
    .max(100, 'at most 100 options in a group'),
});

// A daily window bound, store-local 'HH:mm' ('24:00' as an end); empty clears it. A window whose end is at or
// before its start runs past midnight, as opening hours do.
const dailyTime = z
  .union([
    z.null(),
    z.literal('').transform(() => null),
    z
      .string()
      .trim()
      .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'use a time between 00:00 and 24:00, as HH:mm'),
  ])
  .optional();
const windowFields = { availableFrom: dailyTime, availableUntil: dailyTime };

const categoryFields = {
  cnName: nullableText(120),
  description: nullableText(2000),
  active: flagField.optional(),
  ...windowFields,
};
const itemFields = {
  code: nullableText(20),
  cnName: nullableText(120),
  description: nullableText(2000),
  // Empty (or null) = derived from the store's mRate.
  mPrice: z.union([z.null(), z.literal('').transform(() => null), price]).optional(),
  spicy: flagField.optional(),
  raw: flagField.optional(),
  active: flagField.optional(),
  printerName: nullableText(60),
  ...windowFields,
  optionGroups: jsonField(z.array(optionGroupSchema).max(30, 'at most 30 option groups')).optional(),
};
const idsSchema = z.object({
  ids: jsonField(z.array(idParam).min(1, 'list the ids in their new order').max(1000)),
});

const categoryParams = z.object({ storeId: idParam, categoryId: idParam });
const itemParams = z.object({ storeId: idParam, itemId: idParam });

export async function menuEditorRoutes(app: FastifyInstance, { editor }: { editor: MenuEditorService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticateOwner };
  const ownerOf = (request: Parameters<typeof app.requireStoreRole>[0], storeId: number) =>
    app.requireStoreRole(request, storeId, ['OWNER']);

  routes.get(
    '/portal/stores/:storeId/menu-editor',
    { ...auth, schema: { params: storeParamsSchema } },
    async (request) => {
      await ownerOf(request, request.params.storeId);
      return { status: 200, data: { categories: await editor.getMenu(request.params.storeId) } };
    },
  );

  routes.post(
    '/portal/stores/:storeId/categories',
    { ...auth, schema: { params: storeParamsSchema, body: z.object({ name, ...categoryFields }) } },
    async (request) => {
      await ownerOf(request, request.params.storeId);
      return { status: 200, data: await editor.createCategory(request.params.storeId, request.body) };
    },
  );

  routes.post(
    '/portal/stores/:storeId/categories/:categoryId',
    {
      ...auth,
      schema: { params: categoryParams, body: z.object({ name: name.optional(), ...categoryFields }) },
    },
    async (request) => {
      const { storeId, categoryId } = request.params;
      await ownerOf(request, storeId);
      return { status: 200, data: await editor.updateCategory(storeId, categoryId, request.body) };
    },
  );

  routes.delete(
    '/portal/stores/:storeId/categories/:categoryId',
    { ...auth, schema: { params: categoryParams } },
    async (request) => {
      const { storeId, categoryId } = request.params;
      await ownerOf(request, storeId);
      return { status: 200, data: await editor.deleteCategory(storeId, categoryId) };
    },
  );

  routes.post(
    '/portal/stores/:storeId/category-order',
    { ...auth, schema: { params: storeParamsSchema, body: idsSchema } },
    async (request) => {
      await ownerOf(request, request.params.storeId);
      return { status: 200, data: await editor.reorderCategories(request.params.storeId, request.body.ids) };
    },
  );

  routes.post(
    '/portal/stores/:storeId/categories/:categoryId/item-order',
    { ...auth, schema: { params: categoryParams, body: idsSchema } },
    async (request) => {
      const { storeId, categoryId } = request.params;
      await ownerOf(request, storeId);
      return { status: 200, data: await editor.reorderItems(storeId, categoryId, request.body.ids) };
    },
  );

  routes.post(
    '/portal/stores/:storeId/items',
    {
      ...auth,
      schema: {
        params: storeParamsSchema,
        body: z.object({ categoryId: idParam, name, price, ...itemFields }),
      },
    },
    async (request) => {
      await ownerOf(request, request.params.storeId);
      return { status: 200, data: await editor.createItem(request.params.storeId, request.body) };
    },
  );

  routes.post(
    '/portal/stores/:storeId/items/:itemId',
    {
      ...auth,
      schema: {
        params: itemParams,
        body: z.object({
          categoryId: idParam.optional(),
          name: name.optional(),
          price: price.optional(),
          ...itemFields,
        }),
      },
    },
    async (request) => {
      const { storeId, itemId } = request.params;
      await ownerOf(request, storeId);
      return { status: 200, data: await editor.updateItem(storeId, itemId, request.body) };
    },
  );

  routes.delete(
    '/portal/stores/:storeId/items/:itemId',
    { ...auth, schema: { params: itemParams } },
    async (request) => {
      const { storeId, itemId } = request.params;
      await ownerOf(request, storeId);
      return { status: 200, data: await editor.deleteItem(storeId, itemId) };
    },
  );
}
