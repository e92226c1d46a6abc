import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@/lib/id-param.js';
import { identifyStreamHolder, isStreamSessionLive, streamHolder } from '@/plugins/events/stream-auth.js';
import { issueStreamTicket } from '@/plugins/events/stream-tickets.js';
import type { OrderTrackingService } from './order-tracking-service.js';

const trackQuerySchema = z.object({
  orderId: idParam,
  userId: idParam.optional(),
});

const trackEventsQuerySchema = trackQuerySchema.extend({ ticket: z.string().max(200).optional() });

/**
 * The diner's tracking: GET /trackOrder?orderId= answers the order and its timeline; POST /trackOrder/events/ticket
 * gives a single-use ticket (60 s) and GET /trackOrder/events?orderId=&ticket= streams an `order` event with the
 * same answer at each change, while the diner's session lasts (`end` when the server closes it).
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

  routes.post('/trackOrder/events/ticket', { preHandler: app.authenticate }, async (request) => ({
    status: 200,
    data: await issueStreamTicket(app.db, {
      kind: 'DINER',
      accountId: request.userId,
      sessionTokenId: request.accessTokenId,
    }),
  }));

  routes.get(
    '/trackOrder/events',
    { preValidation: identifyStreamHolder(app, 'DINER'), schema: { querystring: trackEventsQuerySchema } },
    async (request, reply) => {
      const { orderId } = request.query;
      const holder = streamHolder(request);
      const userId = holder.accountId;
      const first = await tracking.trackOrder(userId, orderId);
      const stream = await app.streamGuard.open(request, reply, {
        holder,
        addressKey: app.attemptLimits.ipKey('event-streams', request.clientIp),
        isAllowed: () => isStreamSessionLive(app.db, holder),
      });
      let queue = Promise.resolve();
      const unsubscribe = app.events.subscribe((message) => {
        if (message.type === 'resync' || (message.type === 'order' && message.orderId === orderId)) {
          queue = queue
            .then(() =>
              stream.sendIfAllowed(async () =>
                stream.send('order', await tracking.trackOrder(userId, orderId)),
              ),
            )
            .catch((error: unknown) => request.log.warn({ err: error }, 'could not relay an order change'));
        }
      });
      stream.onClose(unsubscribe);
      stream.send('order', first);
    },
  );
}
