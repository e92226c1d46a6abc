import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RejectReason } from '@orderlane/domain';
import { mergeQueryIntoBody } from '@/lib/request-parameters.js';
import type { Actor, OrderBoardService } from './order-board-service.js';
import { createRefundNotice } from './order-refunds-notice.js';
import { refundBodySchema } from './order-refunds-schemas.js';
import { createOrderRefundsService } from './order-refunds-service.js';
import { orderSearchQuerySchema } from './order-search-schemas.js';
import { createOrderSearchService } from './order-search-service.js';
import { acceptBodySchema, boardQuerySchema, orderParamsSchema, rejectBodySchema } from './portal-schemas.js';
import { renderTicketPdf } from './ticket-pdf.js';
import type { TicketService } from './ticket-service.js';

export interface PortalOrderRoutesOptions {
  board: OrderBoardService;
  tickets: TicketService;
  actorOf: (request: FastifyRequest) => Promise<Actor>;
}

/**
 * The order board: list, one card, the four actions, and the kitchen ticket (JSON and PDF); the order search
 * with each order's detail, refunds and cancelling after acceptance.
 */
export async function portalOrderRoutes(
  app: FastifyInstance,
  { board, tickets, actorOf }: PortalOrderRoutesOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticateOwner };

  /** Checks the caller holds the order's store (any role runs the board); 404 first for an unknown order. */
  const holdOrder = async (request: FastifyRequest, orderId: number) => {
    await app.requireStoreRole(request, await board.storeOfOrder(orderId));
  };

  const refunds = createOrderRefundsService({
    db: app.db,
    payments: app.payments,
    events: app.events,
    log: app.log.child({ module: 'refunds' }),
    clock: () => new Date(),
    onRefunded: createRefundNotice({ db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl }),
  });
  const search = createOrderSearchService({ db: app.db, stores: app.storesService });

  routes.get(
    '/portal/orders/search',
    { ...auth, schema: { querystring: orderSearchQuerySchema } },
    async (request) => {
      await app.requireStoreRole(request, request.query.storeId);
      return { status: 200, data: await search.search(request.query) };
    },
  );

  routes.get(
    '/portal/orders/:orderId/detail',
    { ...auth, schema: { params: orderParamsSchema } },
    async (request) => {
      await holdOrder(request, request.params.orderId);
      return { status: 200, data: await board.getOrderDetail(request.params.orderId) };
    },
  );

  routes.get('/portal/orders', { ...auth, schema: { querystring: boardQuerySchema } }, async (request) => {
    const { storeId, status } = request.query;
    await app.requireStoreRole(request, storeId);
    return { status: 200, data: { storeId, orders: await board.listOrders(storeId, status) } };
  });

  routes.get(
    '/portal/orders/:orderId',
    { ...auth, schema: { params: orderParamsSchema } },
    async (request) => {
      await holdOrder(request, request.params.orderId);
      return { status: 200, data: await board.getOrderCard(request.params.orderId) };
    },
  );

  const actionOptions = { ...auth, preValidation: mergeQueryIntoBody };

  routes.post(
    '/portal/orders/:orderId/accept',
    { ...actionOptions, schema: { params: orderParamsSchema, body: acceptBodySchema } },
    async (request) => {
      const { orderId } = request.params;
      await holdOrder(request, orderId);
      return {
        status: 200,
        data: await board.accept(orderId, await actorOf(request), request.body.prepMinutes),
      };
    },
  );

  routes.post(
    '/portal/orders/:orderId/reject',
    { ...actionOptions, schema: { params: orderParamsSchema, body: rejectBodySchema } },
    async (request) => {
      const { orderId } = request.params;
      await holdOrder(request, orderId);
      const { reason, note } = request.body;
      return {
        status: 200,
        data: await board.reject(orderId, await actorOf(request), reason as RejectReason, note ?? null),
      };
    },
  );

  routes.post(
    '/portal/orders/:orderId/cancel',
    { ...actionOptions, schema: { params: orderParamsSchema, body: rejectBodySchema } },
    async (request) => {
      const { orderId } = request.params;
      await holdOrder(request, orderId);
      const { reason, note } = request.body;
      await board.cancel(orderId, await actorOf(request), reason as RejectReason, note ?? null);
      return { status: 200, data: await board.getOrderDetail(orderId) };
    },
  );

  routes.post(
    '/portal/orders/:orderId/refund',
    { ...actionOptions, schema: { params: orderParamsSchema, body: refundBodySchema } },
    async (request) => {
      const { orderId } = request.params;
      await holdOrder(request, orderId);
      const { amount, lines, reason } = request.body;
      const refund = await refunds.refund(
        orderId,
        await actorOf(request),
        lines ? { lineIds: lines, reason } : { amountCents: amount ?? 0, reason },
      );
      return {
        status: 200,
        data: {
          refund: { id: refund.refundId, amount: refund.amountCents / 100, status: refund.outcome },
          order: await board.getOrderDetail(orderId),
        },
      };
    },
  );

  routes.post(
    '/portal/orders/:orderId/ready',
    { ...auth, schema: { params: orderParamsSchema } },
    async (request) => {
      const { orderId } = request.params;
      await holdOrder(request, orderId);
      return { status: 200, data: await board.markReady(orderId, await actorOf(request)) };
    },
  );

  routes.post(
    '/portal/orders/:orderId/complete',
    { ...auth, schema: { params: orderParamsSchema } },
    async (request) => {
      const { orderId } = request.params;
      await holdOrder(request, orderId);
      return { status: 200, data: await board.complete(orderId, await actorOf(request)) };
    },
  );

  routes.get(
    '/portal/orders/:orderId/ticket',
    { ...auth, schema: { params: orderParamsSchema } },
    async (request) => {
      await holdOrder(request, request.params.orderId);
      return { status: 200, data: await tickets.buildTicket(request.params.orderId) };
    },
  );

  routes.get(
    '/portal/orders/:orderId/ticket.pdf',
    { ...auth, schema: { params: orderParamsSchema } },
    async (request, reply) => {
      const { orderId } = request.params;
      await holdOrder(request, orderId);
      const ticket = await tickets.buildTicket(orderId);
      const pdf = await renderTicketPdf(ticket);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${ticket.number}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
