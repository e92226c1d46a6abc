import type { FastifyBaseLogger } from 'fastify';
import type { DisplayLocale, OrderJson } from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import type { AnalyticsService } from '@/modules/analytics/analytics-service.js';
import type { DeliveryService } from '@/modules/delivery/delivery-service.js';
import type { PaymentProfilesService } from '@/modules/payment-profiles/payment-profiles-service.js';
import type { PaymentGateway } from '@/plugins/payments/payment-gateway.js';
import { priceOrder } from './calculate-order.js';
import { toCalculatedOrderWire, toPendingOrderRows } from './orders-mappers.js';
import { insertPendingOrder } from './orders-repository.js';
import { recoverInterruptedPayments, sweepOrders } from './payment-recovery.js';
import type { OrderFaults, PlaceOrderInput } from './order-placement.js';
import { placeOrder } from './place-order.js';

export interface OrdersServiceDeps {
  db: Db;
  delivery: DeliveryService;
  payments: PaymentGateway;
  paymentProfiles: PaymentProfilesService;
  analytics: AnalyticsService;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  clock?: () => Date;
  /** Test hooks that stand for crashes at chosen points; never switched on by the environment. */
  faults?: OrderFaults;
}

export function createOrdersService(options: OrdersServiceDeps) {
  const deps = { ...options, clock: options.clock ?? (() => new Date()) };
  return {
    /** calculateOrder: prices the cart and, when it can be submitted, records it as a pending order. */
    async calculateOrder(input: { order: OrderJson; userId: number | null; locale: DisplayLocale }) {
      const priced = await priceOrder(deps, input);
      if (!priced.orderability.orderable) {
        return toCalculatedOrderWire(priced, null);
      }
      const orderId = await deps.db.transaction((tx) => insertPendingOrder(tx, toPendingOrderRows(priced)));
      return toCalculatedOrderWire(priced, orderId);
    },

    placeOrder: (input: PlaceOrderInput) => placeOrder(deps, input),

    recoverInterruptedPayments: () => recoverInterruptedPayments(deps),

    /** Start-up and periodic: interrupted payments voided, old unsent calculations deleted. */
    sweep: () => sweepOrders(deps),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
