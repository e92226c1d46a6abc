/**
 * Store settings and going live (owners only; staff and other accounts get 403).
 *
 *   GET  /api/portal/stores/:storeId/store-settings   -> {status: 200, data: StoreSettings}
 *   POST /api/portal/stores/:storeId/store-settings   body: any subset of StoreSettings' editable fields
 *        (name, phoneNumber, address, city, state, zip, description, keyword, timeZone,
 *         orderTypes: [{orderType, available, minReadyMinutes, maxReadyMinutes}], deliveryRadiusMiles,
 *         deliveryBaseFee, deliveryFeePerMile, minDelivery (dollars), taxRate (0.1025 = 10.25%),
 *         convenienceFee (dollars or null), receiveTip, specialRequestAvailable, mRate, rewardRate)
 *        -> {status: 200, data: StoreSettings}; 400 {status, message} listing what is wrong.
 *   GET  /api/portal/stores/:storeId/go-live          -> {status: 200, data: {storeId, active, checklist, missing}}
 *   POST /api/portal/stores/:storeId/go-live          -> same, active true; 400 naming what is missing
 *   POST /api/portal/stores/:storeId/go-inactive      -> same, active false
 * (The board's own settings stay at /portal/stores/:storeId/settings in modules/portal.)
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@/lib/id-param.js';
import type { GoLiveService } from './go-live-service.js';
import { storeSettingsBodySchema } from './settings-schemas.js';
import type { SettingsService } from './settings-service.js';

export const storeParamsSchema = z.object({ storeId: idParam });

export interface SettingsRoutesOptions {
  settings: SettingsService;
  goLive: GoLiveService;
}

export async function settingsRoutes(app: FastifyInstance, { settings, goLive }: SettingsRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticateOwner };
  const ownerOf = (request: Parameters<typeof app.requireStoreRole>[0], storeId: number) =>
    app.requireStoreRole(request, storeId, ['OWNER']);

  routes.get(
    '/portal/stores/:storeId/store-settings',
    { ...auth, schema: { params: storeParamsSchema } },
    async (request) => {
      await ownerOf(request, request.params.storeId);
      return { status: 200, data: await settings.getSettings(request.params.storeId) };
    },
  );

  routes.post(
    '/portal/stores/:storeId/store-settings',
    { ...auth, schema: { params: storeParamsSchema, body: storeSettingsBodySchema } },
    async (request) => {
      await ownerOf(request, request.params.storeId);
      return { status: 200, data: await settings.updateSettings(request.params.storeId, request.body) };
    },
  );

  routes.get(
    '/portal/stores/:storeId/go-live',
    { ...auth, schema: { params: storeParamsSchema } },
    async (request) => {
      await ownerOf(request, request.params.storeId);
      return { status: 200, data: await goLive.checklist(request.params.storeId) };
    },
  );

  routes.post(
    '/portal/stores/:storeId/go-live',
    { ...auth, schema: { params: storeParamsSchema } },
    async (request) => {
      await ownerOf(request, request.params.storeId);
      return { status: 200, data: await goLive.goLive(request.params.storeId) };
    },
  );

  routes.post(
    '/portal/stores/:storeId/go-inactive',
    { ...auth, schema: { params: storeParamsSchema } },
    async (request) => {
      await ownerOf(request, request.params.storeId);
      return { status: 200, data: await goLive.goInactive(request.params.storeId) };
    },
  );
}
