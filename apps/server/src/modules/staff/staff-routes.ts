import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { centsToDollars, DomainError } from '@orderlane/domain';
import { createAnalyticsService } from '@/modules/analytics/analytics-service.js';
import { createDeliveryService } from '@/modules/delivery/delivery-service.js';
import { createPhoneOrdersService, pickLocale } from '@/modules/orders/phone-orders-service.js';
import { toStaffCustomer } from './staff-mappers.js';
import {
  calculatePhoneOrderSchema,
  customersQuerySchema,
  sendPhoneOrderSchema,
  storeParamsSchema,
} from './staff-schemas.js';

const OTHER_STORE_MESSAGE = 'The order is for another restaurant than this phone order.';
const ORDER_TYPE_MESSAGE = 'A phone order is for pick up or delivery.';

/** The checks both calls make on the order they are sent. */
function checkPhoneOrder(order: { restaurantInfoId: number; orderType: string }, storeId: number) {
  if (order.restaurantInfoId !== storeId) {
    throw new DomainError('invalid_data', OTHER_STORE_MESSAGE);
  }
  if (order.orderType !== 'PICK_UP' && order.orderType !== 'DELIVERY') {
    throw new DomainError('invalid_data', ORDER_TYPE_MESSAGE);
  }
}

/**
 * The phone-order staff screens' calls; each needs a restaurant account holding the store (owner or staff):
 * past customers by phone, and pricing and placing an order marked PHONE (no diner account behind it).
 */
export async function staffRoutes(app: FastifyInstance) {
  const phoneOrders = createPhoneOrdersService({
    db: app.db,
    delivery: createDeliveryService({ db: app.db, geocoder: app.geocoder, quotes: app.deliveryQuotes }),
    payments: app.payments,
    analytics: createAnalyticsService({ db: app.db }),
    log: app.log,
    pauses: app.storePauses,
    kitchens: app.kitchenCache,
    attemptLimits: app.attemptLimits,
    cardPause: app.config.cardPause,
    onCardsPaused: (storeId) => app.metrics.storeCardPaused(storeId),
    onOrderPlaced: ({ orderId, storeId }) => {
      app.metrics.orderPlaced();
      return app.events.publish({ type: 'order', storeId, orderId, status: 'PLACED' });
    },
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/staff/stores/:storeId/customers',
    {
      preHandler: app.authenticateOwner,
      schema: { params: storeParamsSchema, querystring: customersQuerySchema },
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
    },
    async (request) => {
      const { storeId } = request.params;
      await app.requireStoreRole(request, storeId);
      const [rows, store] = await Promise.all([
        phoneOrders.findCustomersByPhone(storeId, request.query.phoneNumber),
        app.storesService.getStoreProfile(storeId),
      ]);
      return { status: 200, data: rows.map((row) => toStaffCustomer(row, store.timeZone)) };
    },
  );

  routes.post(
    '/staff/stores/:storeId/calculateOrder',
    {
      preHandler: app.authenticateOwner,
      schema: { params: storeParamsSchema, body: calculatePhoneOrderSchema },
    },
    async (request) => {
      const { storeId } = request.params;
      await app.requireStoreRole(request, storeId);
      const { orderjson, locale } = request.body;
      checkPhoneOrder(orderjson, storeId);
      const data = await phoneOrders.calculatePhoneOrder({
        order: orderjson,
        locale: pickLocale(request, locale),
      });
      return { status: 200, message: data.submittable ? 'OK' : data.message, data };
    },
  );

  routes.post(
    '/staff/stores/:storeId/sendOrder',
    { preHandler: app.authenticateOwner, schema: { params: storeParamsSchema, body: sendPhoneOrderSchema } },
    async (request) => {
      const { storeId } = request.params;
      await app.requireStoreRole(request, storeId);
      const { order, paymentstatus, creditCardInfo, locale } = request.body;
      checkPhoneOrder(order, storeId);
      const placed = await phoneOrders.placePhoneOrder({
        storeId,
        order,
        paymentStatus: paymentstatus,
        card: creditCardInfo ?? null,
        locale: pickLocale(request, locale),
        staffAccountId: request.ownerAccountId,
        clientIp: request.clientIp,
      });
      return {
        status: 200,
        message: 'The phone order is on the board.',
        data: { orderId: placed.orderId, total: centsToDollars(placed.chargedCents) },
      };
    },
  );
}
