/**
 * Ratings of completed orders (a diner rates their own order once) and the store's ratings in the portal.
 *
 *   GET  /api/orders/:orderId/rating   (diner token) -> {status: 200, data: {orderId, stars, comment, createdAt} | null}
 *   POST /api/orders/:orderId/rating   (diner token) form or JSON {stars: 1-5, comment?: up to 500 characters}
 *        -> {status: 200, data: rating}; 409 when the order is not completed yet or was rated already;
 *        403 for another account's order, 404 for an unknown one.
 *   GET  /api/portal/stores/:storeId/ratings?before=<rating id>   (the store's owners; 403 otherwise)
 *        -> {status: 200, data: {storeId, count, average, shown, distribution: [1..5 stars], ratings:
 *           [{id, orderId, orderNumber, stars, comment, createdAt, ratedAt}], nextBefore}}, newest first.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateOrderInputSchema } from '@orderlane/domain';
import { idParam } from '@/lib/id-param.js';
import { createOrderHistoryService } from '@/modules/order-history/order-history-service.js';
import { createRatingsService } from './ratings-service.js';

const orderParams = z.object({ orderId: idParam });
const storeParams = z.object({ storeId: idParam });
const pageQuery = z.object({ before: idParam.optional() });

export async function ratingsRoutes(app: FastifyInstance) {
  const ratings = createRatingsService({
    db: app.db,
    orders: createOrderHistoryService({ db: app.db }),
    stores: app.storesService,
    // The store page and list read the shown rating from the stores module's cache: this process drops its copy
    // at once; other processes see the new figures when their copy ages out (a minute).
    onStoreRated: (storeId) => app.storesService.invalidateStore(storeId),
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/orders/:orderId/rating',
    { preHandler: app.authenticate, schema: { params: orderParams } },
    async (request) => ({
      status: 200,
      data: await ratings.getOrderRating(request.userId, request.params.orderId),
    }),
  );

  routes.post(
    '/orders/:orderId/rating',
    {
      preHandler: app.authenticate,
      schema: { params: orderParams, body: rateOrderInputSchema },
    },
    async (request) => ({
      status: 200,
      data: await ratings.rateOrder(request.userId, request.params.orderId, request.body),
    }),
  );

  routes.get(
    '/portal/stores/:storeId/ratings',
    { preHandler: app.authenticateOwner, schema: { params: storeParams, querystring: pageQuery } },
    async (request) => {
      await app.requireStoreRole(request, request.params.storeId, ['OWNER']);
      return {
        status: 200,
        data: await ratings.listStoreRatings(request.params.storeId, { before: request.query.before }),
      };
    },
  );
}
