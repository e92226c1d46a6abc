import { idParam } from '@/lib/id-param.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createOrderHistoryService } from './order-history-service.js';

const id = idParam;
const session = { userId: id.optional(), accessToken: z.string().max(200).optional() };
const historyQuerySchema = z.object({ ...session, online: z.enum(['true', 'false']).optional() });
const orderQuerySchema = z.object({ ...session, orderId: id });

/** Order history and order detail, for the token's owner only. */
export async function orderHistoryRoutes(app: FastifyInstance) {
  const history = createOrderHistoryService({ db: app.db });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/mobile/searchOrderHistory',
    { preHandler: app.authenticate, schema: { querystring: historyQuerySchema } },
    (request) => history.searchOrderHistory(request.userId),
  );

  routes.post(
    '/searchOrders',
    { preHandler: app.authenticate, schema: { querystring: orderQuerySchema } },
    async (request) => [await history.searchOrder(request.userId, request.query.orderId)],
  );
}
