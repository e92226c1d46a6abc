import { mergeQueryIntoBody } from '@/lib/request-parameters.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { centsToDollars } from '@orderlane/domain';
import { createAnalyticsService } from '@/modules/analytics/analytics-service.js';
import { createDeliveryService } from '@/modules/delivery/delivery-service.js';
import { createPaymentProfilesService } from '@/modules/payment-profiles/payment-profiles-service.js';
import { calculateOrderSchema, pickLocale, sendOrderSchema } from './orders-schemas.js';
import { createOrdersService } from './orders-service.js';

const RECOVERY_SWEEP_MS = 10 * 60_000;

/** calculateOrder and sendOrderV2 of 000 §7; the server prices everything and places each order at most once. */
export async function ordersRoutes(app: FastifyInstance) {
  const orders = createOrdersService({
    db: app.db,
    delivery: createDeliveryService({ db: app.db, geocoder: app.geocoder, quotes: app.deliveryQuotes }),
    payments: app.payments,
    paymentProfiles: createPaymentProfilesService({ db: app.db, payments: app.payments }),
    analytics: createAnalyticsService({ db: app.db }),
    log: app.log,
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/calculateOrder',
    {
      preValidation: mergeQueryIntoBody,
      preHandler: app.authenticateIfSent,
      schema: { body: calculateOrderSchema },
    },
    async (request) => {
      const { orderjson, locale } = request.body;
      const data = await orders.calculateOrder({
        order: orderjson,
        userId: request.userId || null,
        locale: pickLocale(request, locale),
      });
      return { status: 200, message: data.submittable ? 'OK' : data.message, data };
    },
  );

  routes.post(
    '/sendOrderV2',
    { preValidation: mergeQueryIntoBody, preHandler: app.authenticate, schema: { body: sendOrderSchema } },
    async (request) => {
      const { order, creditCardInfo, paymentstatus, saveCard, locale } = request.body;
      const placed = await orders.placeOrder({
        userId: request.userId,
        order,
        paymentStatus: paymentstatus,
        card: creditCardInfo ?? null,
        saveCard: saveCard ?? false,
        locale: pickLocale(request, locale),
      });
      return {
        status: 200,
        message: 'Your order is being prepared!',
        data: { orderId: placed.orderId, total: centsToDollars(placed.chargedCents) },
      };
    },
  );

  // Charges left without a placed order by a crash are voided at start-up, then every few minutes.
  const sweep = () =>
    orders
      .recoverInterruptedPayments()
      .catch((error: unknown) => app.log.error({ err: error }, 'payment recovery sweep failed'));
  await sweep();
  const timer = setInterval(() => void sweep(), RECOVERY_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
