/**
 * Deals (owners only; staff and other accounts get 403). Dollars on the wire; dates store-local.
 *
 *   GET    /api/portal/stores/:storeId/deals -> {status: 200, data: {deals: [{id, name, cnName, price, startDate,
 *          endDate (null = no end), subTotal, printerName}]}}
 *   POST   /api/portal/stores/:storeId/deals           {name, cnName?, price, startDate, endDate?, subTotal,
 *          printerName?} -> {id}
 *   POST   /api/portal/stores/:storeId/deals/:dealId   the same fields, the whole deal -> {id}
 *   DELETE /api/portal/stores/:storeId/deals/:dealId   -> {id} (placed orders keep their deal lines)
 * price > 0 is the deal's price, < 0 money off the order, 0 free. Dates read 'YYYY-MM-DD HH:mm[:ss]' (space or
 * 'T', as a datetime-local field sends). The deal is offered while it runs and the cart's other lines come to
 * more than subTotal. Bad input: 400 {status, message}; a deal of another store: 404.
 */
import { parseStoreLocalTime } from '@orderlane/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@/lib/id-param.js';
import type { DealsAdminService } from './deals-admin-service.js';
import { storeParamsSchema } from './settings-routes.js';
import { dollarsField, numberField } from './settings-schemas.js';

const optionalText = (max: number) =>
  z
    .union([z.null(), z.string().trim().max(max, `keep it under ${max} characters`)])
    .optional()
    .transform((value) => (value ? value : null));

// Any valid zone works to check the calendar; the store's own zone applies when the deal runs.
const storeLocalDate = z
  .string()
  .trim()
  .refine((value) => parseStoreLocalTime(value, 'UTC') !== null, 'use a date and time, YYYY-MM-DD HH:mm')
  .transform((value) => parseStoreLocalTime(value, 'UTC')!.toFormat('yyyy-MM-dd HH:mm:ss'));

const dealPrice = numberField.pipe(
  z
    .number()
    .min(-1000, 'at most $1,000 off')
    .max(1000, 'must be at most $1,000')
    .refine(
      (dollars) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6,
      'use at most 2 decimals',
    ),
);

const dealBodySchema = z.object({
  name: z.string().trim().min(1, 'a name is required').max(120, 'keep it under 120 characters'),
  cnName: optionalText(120),
  price: dealPrice,
  startDate: storeLocalDate,
  endDate: z
    .union([z.null(), z.literal('').transform(() => null), storeLocalDate])
    .optional()
    .transform((value) => value ?? null),
  subTotal: dollarsField,
  printerName: optionalText(60),
});

const dealParams = z.object({ storeId: idParam, dealId: idParam });

export async function dealsAdminRoutes(app: FastifyInstance, { deals }: { deals: DealsAdminService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticateOwner };
  const ownerOf = (request: Parameters<typeof app.requireStoreRole>[0], storeId: number) =>
    app.requireStoreRole(request, storeId, ['OWNER']);

  routes.get(
    '/portal/stores/:storeId/deals',
    { ...auth, schema: { params: storeParamsSchema } },
    async (request) => {
      await ownerOf(request, request.params.storeId);
      return { status: 200, data: { deals: await deals.listDeals(request.params.storeId) } };
    },
  );

  routes.post(
    '/portal/stores/:storeId/deals',
    { ...auth, schema: { params: storeParamsSchema, body: dealBodySchema } },
    async (request) => {
      await ownerOf(request, request.params.storeId);
      return { status: 200, data: await deals.createDeal(request.params.storeId, request.body) };
    },
  );

  routes.post(
    '/portal/stores/:storeId/deals/:dealId',
    { ...auth, schema: { params: dealParams, body: dealBodySchema } },
    async (request) => {
      const { storeId, dealId } = request.params;
      await ownerOf(request, storeId);
      return { status: 200, data: await deals.updateDeal(storeId, dealId, request.body) };
    },
  );

  routes.delete(
    '/portal/stores/:storeId/deals/:dealId',
    { ...auth, schema: { params: dealParams } },
    async (request) => {
      const { storeId, dealId } = request.params;
      await ownerOf(request, storeId);
      return { status: 200, data: await deals.deleteDeal(storeId, dealId) };
    },
  );
}
