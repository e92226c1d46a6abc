import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@/lib/id-param.js';
import type { OrderTrackingService } from './order-tracking-service.js';
import { tokenFromQuery } from './portal-events-routes.js';

const trackQuerySchema = z.object({
  orderId: idParam,
  accessToken: z.string().max(200).optional(),
  userId: idParam.optional(),
});

/**
 * The diner's tracking: GET /trackOrder?orderId= answers the order and its timeline; /trackOrder/events streams
 * an `order` event with the same answer at each change (the diner's token may ride as `accessToken`).
 */
export async function orderTrackingRoutes(
  app: FastifyInstance,
  { tracking }: { tracking: OrderTrackingService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/trackOrder',
    { preHandler: app.authenticate, schema: { querystring: trackQuerySchema } },
    async (request) => ({
      status: 200,
      data: await tracking.trackOrder(request.userId, request.query.orderId),
    }),
  );

  routes.get(
    '/trackOrder/events',
    { onRequest: tokenFromQuery, preHandler: app.authenticate, schema: { querystring: trackQuerySchema } },
    async (request, reply) => {
      const { orderId } = request.query;
      const userId = request.userId;
      const first = await tracking.trackOrder(userId, orderId);
      const stream = app.eventStreams.open(request, reply);
      let queue = Promise.resolve();
      const unsubscribe = app.events.subscribe((message) => {
        if (message.type === 'resync' || (message.type === 'order' && message.orderId === orderId)) {
          queue = queue
            .then(async () => stream.send('order', await tracking.trackOrder(userId, orderId)))
            .catch((error: unknown) => request.log.warn({ err: error }, 'could not relay an order change'));
        }
      });
      stream.onClose(unsubscribe);
      stream.send('order', first);
    },
  );
}
