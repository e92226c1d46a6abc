import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BusMessage } from '@/plugins/events/event-bus.js';
import type { OrderBoardService } from './order-board-service.js';
import { eventsQuerySchema } from './portal-schemas.js';
import type { StorePauseService } from './store-pause-service.js';

export interface PortalEventsRoutesOptions {
  board: OrderBoardService;
  pauses: StorePauseService;
  timeZoneOf: (storeId: number) => Promise<string>;
}

/**
 * EventSource cannot send headers: on the event streams only, the token may come as `accessToken` in the query
 * (request logs keep the path alone, never the query).
 */
export async function tokenFromQuery(request: FastifyRequest) {
  const token = (request.query as { accessToken?: string }).accessToken;
  if (!request.headers.authorization && token) {
    request.headers.authorization = `Bearer ${token}`;
  }
}

/**
 * GET /portal/events?storeId=: the store's live board as server-sent events. `order` carries the changed order's
 * card, `store` the pause state, `menu` that availability changed, `resync` that events may have been missed.
 */
export async function portalEventsRoutes(
  app: FastifyInstance,
  { board, pauses, timeZoneOf }: PortalEventsRoutesOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/portal/events',
    {
      onRequest: tokenFromQuery,
      preHandler: app.authenticateOwner,
      schema: { querystring: eventsQuerySchema },
    },
    async (request, reply) => {
      const { storeId } = request.query;
      await app.requireStoreRole(request, storeId);
      const timeZone = await timeZoneOf(storeId);
      const stream = app.eventStreams.open(request, reply);
      // Events are relayed one at a time, in the order they arrived.
      let queue = Promise.resolve();
      const relay = async (message: BusMessage) => {
        if (message.type === 'resync') {
          stream.send('resync', {});
        } else if (message.storeId !== storeId) {
          return;
        } else if (message.type === 'order') {
          stream.send('order', await board.getOrderCard(message.orderId));
        } else if (message.type === 'store') {
          stream.send('store', { storeId, pause: await pauses.describePauses(storeId, timeZone) });
        } else {
          stream.send('menu', { storeId });
        }
      };
      const unsubscribe = app.events.subscribe((message) => {
        queue = queue
          .then(() => relay(message))
          .catch((error: unknown) => request.log.warn({ err: error }, 'could not relay a board event'));
      });
      stream.onClose(unsubscribe);
      stream.send('ready', { storeId, pause: await pauses.describePauses(storeId, timeZone) });
    },
  );
}
