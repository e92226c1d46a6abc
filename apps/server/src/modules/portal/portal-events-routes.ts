import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '@orderlane/domain';
import type { BusMessage } from '@/plugins/events/event-bus.js';
import { identifyStreamHolder, isStreamSessionLive, streamHolder } from '@/plugins/events/stream-auth.js';
import { issueStreamTicket } from '@/plugins/events/stream-tickets.js';
import { findStoreRole, STORE_FORBIDDEN_MESSAGE } from '@/plugins/owner-auth.js';
import type { OrderBoardService } from './order-board-service.js';
import { eventsQuerySchema } from './portal-schemas.js';
import type { StorePauseService } from './store-pause-service.js';

export interface PortalEventsRoutesOptions {
  board: OrderBoardService;
  pauses: StorePauseService;
  timeZoneOf: (storeId: number) => Promise<string>;
}

/**
 * POST /portal/events/ticket: a single-use ticket (60 s) that opens one stream, since EventSource cannot send
 * headers. GET /portal/events?storeId=&ticket=: the store's live board as server-sent events. `order` carries
 * the changed order's card, `store` the pause state, `menu` that availability changed, `resync` that events may
 * have been missed, `end` that the server closed the stream (`reconnect`: with a new ticket, or not at all).
 */
export async function portalEventsRoutes(
  app: FastifyInstance,
  { board, pauses, timeZoneOf }: PortalEventsRoutesOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/portal/events/ticket', { preHandler: app.authenticateOwner }, async (request) => ({
    status: 200,
    data: await issueStreamTicket(app.db, {
      kind: 'OWNER',
      accountId: request.ownerAccountId,
      sessionTokenId: request.ownerAccessTokenId,
    }),
  }));

  routes.get(
    '/portal/events',
    { preValidation: identifyStreamHolder(app, 'OWNER'), schema: { querystring: eventsQuerySchema } },
    async (request, reply) => {
      const { storeId } = request.query;
      const holder = streamHolder(request);
      const holdsStore = async () => (await findStoreRole(app.db, storeId, holder.accountId)) !== null;
      if (!(await holdsStore())) {
        throw new DomainError('forbidden', STORE_FORBIDDEN_MESSAGE);
      }
      const timeZone = await timeZoneOf(storeId);
      const stream = await app.streamGuard.open(request, reply, {
        holder,
        addressKey: app.attemptLimits.ipKey('event-streams', request.clientIp),
        isAllowed: async () => (await isStreamSessionLive(app.db, holder)) && (await holdsStore()),
      });
      // Events are relayed one at a time, in the order they arrived; each only while the account holds the store.
      let queue = Promise.resolve();
      const relay = async (message: BusMessage) => {
        if (message.type === 'resync') {
          await stream.sendIfAllowed(async () => stream.send('resync', {}));
        } else if (message.type === 'session' || message.storeId !== storeId) {
          return;
        } else if (message.type === 'order') {
          await stream.sendIfAllowed(async () =>
            stream.send('order', await board.getOrderCard(message.orderId)),
          );
        } else if (message.type === 'store') {
          await stream.sendIfAllowed(async () =>
            stream.send('store', { storeId, pause: await pauses.describePauses(storeId, timeZone) }),
          );
        } else {
          await stream.sendIfAllowed(async () => stream.send('menu', { storeId }));
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
