/**
 * Kitchen capacity (owners only; staff and other accounts get 403).
 *
 *   GET /api/portal/stores/:storeId/capacity -> {status: 200, data: {storeId, slotMinutes: 15, slotLimitMinutes,
 *       defaultMakeMinutes, categories: [{categoryId, name, cnName, makeMinutes}], items: [{itemId, categoryId,
 *       name, cnName, makeMinutes}], bounds}}   (makeMinutes null: the category's, else the store default)
 *   PUT /api/portal/stores/:storeId/capacity body: {slotLimitMinutes (null or 0 = unlimited), defaultMakeMinutes,
 *       categories: [{categoryId, makeMinutes}], items: [{itemId, makeMinutes}]} -> the same as GET;
 *       400 {status, message} naming what is wrong. The lists replace the store's make times.
 *   GET /api/restaurantInfoHour/getKitchenAsap?restaurantInfoId&orderType (public, for the store page)
 *       -> {status: 200, data: {busy, nextSlot}}: busy when the ASAP slot is full; nextSlot the store-local
 *       'YYYY-MM-DD HH:mm:ss' ASAP orders are made for instead (null when no slot has room).
 */
import { kitchenCapacitySettingsSchema } from '@orderlane/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@/lib/id-param.js';
import { createCapacityService } from './capacity-service.js';
import { findBusyAsapSlot } from './kitchen-slots-service.js';

const storeParamsSchema = z.object({ storeId: idParam });
const kitchenAsapQuery = z.object({
  restaurantInfoId: idParam,
  orderType: z.enum(['PICK_UP', 'DELIVERY', 'DINE_IN', 'WALK_IN'], {
    message: 'orderType must be PICK_UP, DELIVERY, DINE_IN or WALK_IN.',
  }),
});

export async function capacityRoutes(app: FastifyInstance) {
  const kitchens = app.kitchenCache;
  // A capacity edit changes which slots diners are offered: this process's copy is dropped at once, every other
  // process's on the 'menu' event every owner edit publishes (modules/store-admin's store change notifier).
  const capacity = createCapacityService({
    db: app.db,
    onCapacityChanged: async (storeId) => {
      kitchens.invalidate(storeId);
      await app.events
        .publish({ type: 'menu', storeId })
        .catch((error: unknown) =>
          app.log.error({ err: error, storeId }, 'could not publish a capacity change'),
        );
    },
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticateOwner };
  const ownerOf = (request: Parameters<typeof app.requireStoreRole>[0], storeId: number) =>
    app.requireStoreRole(request, storeId, ['OWNER']);

  routes.get(
    '/portal/stores/:storeId/capacity',
    { ...auth, schema: { params: storeParamsSchema } },
    async (request) => {
      await ownerOf(request, request.params.storeId);
      return { status: 200, data: await capacity.getCapacity(request.params.storeId) };
    },
  );

  routes.put(
    '/portal/stores/:storeId/capacity',
    { ...auth, schema: { params: storeParamsSchema, body: kitchenCapacitySettingsSchema } },
    async (request) => {
      await ownerOf(request, request.params.storeId);
      return { status: 200, data: await capacity.updateCapacity(request.params.storeId, request.body) };
    },
  );

  routes.get(
    '/restaurantInfoHour/getKitchenAsap',
    { schema: { querystring: kitchenAsapQuery } },
    async (request) => {
      const { restaurantInfoId, orderType } = request.query;
      const busy = await findBusyAsapSlot(kitchens, restaurantInfoId, orderType, new Date());
      return { status: 200, data: { busy: busy !== null, nextSlot: busy?.nextSlot ?? null } };
    },
  );
}
