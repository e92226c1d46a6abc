/**
 * Opening hours (owners only; staff and other accounts get 403). Times are store-local 'HH:mm' ('24:00' =
 * midnight; an end at or before the start runs past midnight); dayOfWeek 0 = Sunday ... 6 = Saturday.
 *
 *   GET    /api/portal/stores/:storeId/hours
 *          -> {status: 200, data: {storeId, timeZone, lastOrderMinutes, weekly: [{dayOfWeek, startTime, endTime}],
 *              overrides: [{date: 'YYYY-MM-DD', closed, windows: [{startTime, endTime}]}]}} (today on)
 *   POST   /api/portal/stores/:storeId/hours        body {weekly?: [{dayOfWeek, startTime, endTime}] (replaces
 *          the whole week; at most two windows a day), lastOrderMinutes?: 0..120} -> same answer
 *   POST   /api/portal/stores/:storeId/hour-overrides  body {date, closed, windows?: [{startTime, endTime}]}
 *          -> same answer (that date's override replaced)
 *   DELETE /api/portal/stores/:storeId/hour-overrides/:date -> same answer; 404 when none
 * Bad input: 400 {status, message} with a sentence.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@/lib/id-param.js';
import { jsonField } from '@/lib/json-field.js';
import type { HoursAdminService } from './hours-service.js';
import { flagField, numberField } from './settings-schemas.js';
import { storeParamsSchema } from './settings-routes.js';

const time = z
  .string()
  .trim()
  .max(5)
  .regex(/^\d{2}:\d{2}$/, 'times must read HH:mm');
const windowSchema = z.object({ startTime: time, endTime: time });
const dateText = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'the date must read YYYY-MM-DD');

const hoursBodySchema = z.object({
  weekly: jsonField(
    z
      .array(windowSchema.extend({ dayOfWeek: numberField.pipe(z.number().int('must be 0 to 6')) }))
      .max(14, 'at most two windows a day'),
  ).optional(),
  lastOrderMinutes: numberField.optional(),
});

const overrideBodySchema = z.object({
  date: dateText,
  closed: flagField,
  windows: jsonField(z.array(windowSchema).max(2, 'at most two windows a day')).optional(),
});

const overrideParamsSchema = z.object({ storeId: idParam, date: dateText });

export async function hoursAdminRoutes(app: FastifyInstance, { hours }: { hours: HoursAdminService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticateOwner };
  const ownerOf = (request: Parameters<typeof app.requireStoreRole>[0], storeId: number) =>
    app.requireStoreRole(request, storeId, ['OWNER']);

  routes.get(
    '/portal/stores/:storeId/hours',
    { ...auth, schema: { params: storeParamsSchema } },
    async (request) => {
      await ownerOf(request, request.params.storeId);
      return { status: 200, data: await hours.getHours(request.params.storeId) };
    },
  );

  routes.post(
    '/portal/stores/:storeId/hours',
    { ...auth, schema: { params: storeParamsSchema, body: hoursBodySchema } },
    async (request) => {
      await ownerOf(request, request.params.storeId);
      return { status: 200, data: await hours.saveWeeklyHours(request.params.storeId, request.body) };
    },
  );

  routes.post(
    '/portal/stores/:storeId/hour-overrides',
    { ...auth, schema: { params: storeParamsSchema, body: overrideBodySchema } },
    async (request) => {
      await ownerOf(request, request.params.storeId);
      const { date, closed, windows } = request.body;
      return {
        status: 200,
        data: await hours.saveOverride(request.params.storeId, { date, closed, windows: windows ?? [] }),
      };
    },
  );

  routes.delete(
    '/portal/stores/:storeId/hour-overrides/:date',
    { ...auth, schema: { params: overrideParamsSchema } },
    async (request) => {
      await ownerOf(request, request.params.storeId);
      return { status: 200, data: await hours.removeOverride(request.params.storeId, request.params.date) };
    },
  );
}
