import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mergeQueryIntoBody } from '@/lib/request-parameters.js';
import type { MenuAvailabilityService } from './menu-availability-service.js';
import {
  entryParamsSchema,
  pauseBodySchema,
  settingsBodySchema,
  storeParamsSchema,
  unavailableBodySchema,
} from './portal-schemas.js';
import type { StorePauseService } from './store-pause-service.js';
import type { StoreSettingsService } from './store-settings-service.js';

export interface PortalStoreRoutesOptions {
  pauses: StorePauseService;
  settings: StoreSettingsService;
  availability: MenuAvailabilityService;
  timeZoneOf: (storeId: number) => Promise<string>;
}

/** A store's switches: pause and resume online ordering, items and options unavailable for a while, settings. */
export async function portalStoreRoutes(app: FastifyInstance, options: PortalStoreRoutesOptions) {
  const { pauses, settings, availability, timeZoneOf } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticateOwner };
  const withBody = { ...auth, preValidation: mergeQueryIntoBody };
  // Staff run the board (pauses, availability); settings are the owners'.
  const member = (request: FastifyRequest, storeId: number) => app.requireStoreRole(request, storeId);
  const ownerOf = (request: FastifyRequest, storeId: number) =>
    app.requireStoreRole(request, storeId, ['OWNER']);

  const pauseAnswer = async (storeId: number) => ({
    status: 200,
    data: await pauses.describePauses(storeId, await timeZoneOf(storeId)),
  });

  routes.get(
    '/portal/stores/:storeId/pause',
    { ...auth, schema: { params: storeParamsSchema } },
    async (request) => {
      await member(request, request.params.storeId);
      return pauseAnswer(request.params.storeId);
    },
  );

  routes.post(
    '/portal/stores/:storeId/pause',
    { ...withBody, schema: { params: storeParamsSchema, body: pauseBodySchema } },
    async (request) => {
      const { storeId } = request.params;
      await member(request, storeId);
      await pauses.pause(storeId, request.body.scope, { ownerId: request.ownerAccountId, source: 'OWNER' });
      return pauseAnswer(storeId);
    },
  );

  routes.post(
    '/portal/stores/:storeId/resume',
    { ...withBody, schema: { params: storeParamsSchema, body: pauseBodySchema } },
    async (request) => {
      const { storeId } = request.params;
      await member(request, storeId);
      await pauses.resume(storeId, request.body.scope);
      return pauseAnswer(storeId);
    },
  );

  routes.get(
    '/portal/stores/:storeId/settings',
    { ...auth, schema: { params: storeParamsSchema } },
    async (request) => {
      await member(request, request.params.storeId);
      return { status: 200, data: await settings.getSettings(request.params.storeId) };
    },
  );

  routes.post(
    '/portal/stores/:storeId/settings',
    { ...withBody, schema: { params: storeParamsSchema, body: settingsBodySchema } },
    async (request) => {
      const { storeId } = request.params;
      await ownerOf(request, storeId);
      const { escalateAfterMinutes, pauseAfterMinutes, autoPrint } = request.body;
      const change = {
        ...(escalateAfterMinutes === undefined ? {} : { escalateAfterMinutes }),
        ...(pauseAfterMinutes === undefined ? {} : { pauseAfterMinutes }),
        ...(autoPrint === undefined ? {} : { autoPrint }),
      };
      return { status: 200, data: await settings.updateSettings(storeId, change) };
    },
  );

  routes.get(
    '/portal/stores/:storeId/availability',
    { ...auth, schema: { params: storeParamsSchema } },
    async (request) => {
      const { storeId } = request.params;
      await member(request, storeId);
      return {
        status: 200,
        data: { categories: await availability.listAvailability(storeId, await timeZoneOf(storeId)) },
      };
    },
  );

  routes.post(
    '/portal/stores/:storeId/availability',
    { ...withBody, schema: { params: storeParamsSchema, body: unavailableBodySchema } },
    async (request) => {
      const { storeId } = request.params;
      await member(request, storeId);
      const { itemId, optionId, until } = request.body;
      const target = itemId !== undefined ? { itemId } : { optionId: optionId ?? 0 };
      const marked = await availability.markUnavailable(
        storeId,
        await timeZoneOf(storeId),
        target,
        until,
        request.ownerAccountId,
      );
      return { status: 200, data: marked };
    },
  );

  routes.delete(
    '/portal/stores/:storeId/availability/:entryId',
    { ...auth, schema: { params: entryParamsSchema } },
    async (request) => {
      const { storeId, entryId } = request.params;
      await member(request, storeId);
      await availability.restore(storeId, entryId);
      return { status: 200, message: 'Available again.' };
    },
  );
}
