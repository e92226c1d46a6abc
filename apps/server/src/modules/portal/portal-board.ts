import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { creditPaidOrder, returnRejectedOrderCredit } from '@/modules/rewards/rewards-service.js';
import { createDinerNotices } from './diner-notices.js';
import { createOrderBoardService, type AfterTransition } from './order-board-service.js';
import { giveBackPayment } from './order-refunds.js';

/**
 * The order board as the portal runs it: each transition, then what follows it outside the transaction (a
 * rejected card order's money given back, the diner's e-mail). The staff's buttons and the platform's own
 * cancelling of unanswered orders (escalation-service.ts) both move orders through it.
 */
export function createPortalBoard(
  app: FastifyInstance,
  { clock, log }: { clock: () => Date; log: FastifyBaseLogger },
) {
  const { db, config } = app;
  const notices = createDinerNotices({
    db,
    mailer: app.mailer,
    publicUrl: config.publicUrl,
    unansweredCancelMinutes: config.unansweredOrderCancelMinutes,
  });
  const afterTransition: AfterTransition = async ({ order, to, card }) => {
    if (to === 'ACCEPTED') {
      notices.orderAccepted(order.id);
    } else if (to === 'REJECTED') {
      if (card.refundStatus === 'PENDING') {
        await giveBackPayment({ db, payments: app.payments, log }, order);
        // The transition's event went out before the money was given back (boards learn of it at once): say so
        // again, or every other screen on the order (a second tab, the diner's tracking) keeps "refund in progress".
        await app.events
          .publish({ type: 'order', storeId: order.storeId, orderId: order.id, status: 'REJECTED' })
          .catch((error: unknown) =>
            log.error({ err: error, orderId: order.id }, 'could not publish a refund'),
          );
      }
      notices.orderRejected(order.id);
    }
  };
  return createOrderBoardService({
    creditPaidOrder,
    returnRejectedOrderCredit,
    db,
    events: app.events,
    stores: app.storesService,
    kitchens: app.kitchenCache,
    afterTransition,
    log,
    clock,
  });
}
