import { mergeQueryIntoBody } from '@/lib/request-parameters.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { centsToDollars } from '@orderlane/domain';
import { calculateOrderSchema, pickLocale, sendOrderSchema } from './orders-schemas.js';
import { createPlacementMail } from './placement-mail.js';
import { createCachedPricingData } from './pricing-data.js';
import { scheduleOrderSweeps } from './order-sweeps.js';
import { ordersDepsFromApp } from './orders-app-deps.js';
import { createOrdersService } from './orders-service.js';

/** calculateOrder and sendOrderV2 of 000 §7; the server prices everything and places each order at most once. */
export async function ordersRoutes(app: FastifyInstance) {
  // Pricing reads each store's rows once and keeps them until the menu service says the store changed.
  const pricingData = createCachedPricingData({ db: app.db, maxAgeMs: 60_000 });
  const stopListening = app.menuService.onStoreChange((storeId) => pricingData.invalidate(storeId));
  const unsubscribe = app.events.subscribe((message) => {
    if (message.type === 'resync') {
      // Events missed while the shared stream was down: any store may have changed.
      pricingData.clear();
    }
  });
  app.addHook('onClose', async () => {
    stopListening();
    unsubscribe();
  });
  // The diner's receipt, with the link to follow the order.
  const receipts = createPlacementMail({ db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl });
  const notificationInStatement = app.events.notificationInStatement?.bind(app.events);
  const orders = createOrdersService({
    ...ordersDepsFromApp(app),
    pricingData: pricingData.load,
    // Sent by the placing transaction where events travel on the database (they commit with the order).
    placedNotification: notificationInStatement
      ? ({ orderId, storeId }) =>
          notificationInStatement({ type: 'order', storeId, orderId, status: 'PLACED' })
      : undefined,
    onOrderPlaced: async ({ orderId, storeId, notified }) => {
      app.metrics.orderPlaced();
      // Once per order: only the send that placed it gets here (a retry answers the order it finds placed).
      receipts.orderPlaced(orderId);
      if (!notified) {
        await app.events.publish({ type: 'order', storeId, orderId, status: 'PLACED' });
      }
    },
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/calculateOrder',
    {
      preValidation: mergeQueryIntoBody,
      // A diner's repeated pricing confirms the session in the statement that stores it: one round trip.
      preHandler: app.guessSessionIfSent,
      schema: { body: calculateOrderSchema },
    },
    async (request, reply) => {
      const { orderjson, locale } = request.body;
      const calculation = {
        order: orderjson,
        locale: pickLocale(request, locale),
        clientIp: request.clientIp,
      };
      const data = await app.answerOnSessionGuess(
        request,
        reply,
        (guess) => orders.calculateOrderOnGuess(calculation, guess),
        () =>
          orders.calculateOrder({
            ...calculation,
            userId: request.userId || null,
            // Read with the session in one statement: pricing need not read it again.
            standing: request.dinerStanding,
          }),
      );
      return { status: 200, message: data.submittable ? 'OK' : data.message, data };
    },
  );

  routes.post(
    '/sendOrderV2',
    // As calculateOrder: the order's first read confirms a session this process read before.
    { preValidation: mergeQueryIntoBody, preHandler: app.guessSession, schema: { body: sendOrderSchema } },
    async (request, reply) => {
      const { order, creditCardInfo, paymentstatus, saveCard, locale } = request.body;
      const sending = {
        order,
        paymentStatus: paymentstatus,
        card: creditCardInfo ?? null,
        saveCard: saveCard ?? false,
        locale: pickLocale(request, locale),
        clientIp: request.clientIp,
      };
      const placed = await app.answerOnSessionGuess(
        request,
        reply,
        (guess) => orders.placeOrderOnGuess(sending, guess),
        () => orders.placeOrder({ ...sending, userId: request.userId }),
      );
      return {
        status: 200,
        message: 'Your order is being prepared!',
        data: { orderId: placed.orderId, total: centsToDollars(placed.chargedCents) },
      };
    },
  );

  await scheduleOrderSweeps(app, () => orders.sweep());
}
