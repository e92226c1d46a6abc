import type { FastifyInstance } from 'fastify';
import { createAnalyticsService } from '@/modules/analytics/analytics-service.js';
import { createDeliveryService } from '@/modules/delivery/delivery-service.js';
import { createPaymentProfilesService } from '@/modules/payment-profiles/payment-profiles-service.js';
import type { OrdersServiceDeps } from './orders-service.js';

/**
 * The orders service's parts that come from the app: its database, gateways, limits and the shared services
 * (services.ts), for the orders routes and the tests' orders service alike.
 */
export function ordersDepsFromApp(app: FastifyInstance) {
  return {
    db: app.db,
    delivery: createDeliveryService({ db: app.db, geocoder: app.geocoder, quotes: app.deliveryQuotes }),
    payments: app.payments,
    paymentProfiles: createPaymentProfilesService({
      db: app.db,
      payments: app.payments,
      fingerprintCard: app.fingerprintCard,
    }),
    analytics: createAnalyticsService({ db: app.db }),
    attemptLimits: app.attemptLimits,
    tableTokens: app.tableTokens,
    pauses: app.storePauses,
    kitchens: app.kitchenCache,
    rewardPolicy: app.config.rewardPolicy,
    log: app.log,
  } satisfies Partial<OrdersServiceDeps>;
}
