import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/client.js';
import type { AnalyticsService } from '@/modules/analytics/analytics-service.js';
import type { DeliveryService } from '@/modules/delivery/delivery-service.js';
import type { PaymentProfilesService } from '@/modules/payment-profiles/payment-profiles-service.js';
import type { PaymentGateway } from '@/plugins/payments/payment-gateway.js';
import {
  tooManyAttempts,
  type AttemptLimits,
  type AttemptRule,
  type AttemptVerdict,
} from '@/plugins/attempt-limits.js';
import type { TableTokens } from '@/plugins/table-tokens.js';
import { isInStoreOrderType } from '@orderlane/domain';
import { findInStoreAccessProblem, findInStoreCapProblem } from './in-store-access.js';
import { priceOrder, type PriceOrderInput, type PricedOrder } from './calculate-order.js';
import { orderAttemptRules, type OrderAttemptRules } from './orders-attempt-rules.js';
import { toCalculatedOrderWire, toPendingOrderRows } from './orders-mappers.js';
import { insertCountedPendingOrder, insertPendingOrderInOneStatement } from './pending-order-statement.js';
import { recoverInterruptedPayments, sweepOrders } from './payment-recovery.js';
import type { PricingDeps } from './calculate-order.js';
import type { OrderFaults, PlaceOrderInput, PlacementDeps } from './order-placement.js';
import { placeOrder } from './place-order.js';

export interface OrdersServiceDeps {
  db: Db;
  delivery: DeliveryService;
  payments: PaymentGateway;
  paymentProfiles: PaymentProfilesService;
  analytics: AnalyticsService;
  attemptLimits: AttemptLimits;
  /** Checks the signed table tokens of dine-in orders. */
  tableTokens: Pick<TableTokens, 'verify'>;
  /** The limits of orders-attempt-rules; tests may pass smaller ones. */
  attemptRules?: OrderAttemptRules;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  clock?: () => Date;
  /** Test hooks that stand for crashes at chosen points; never switched on by the environment. */
  faults?: OrderFaults;
  pauses?: PricingDeps['pauses'];
  pricingData?: PricingDeps['pricingData'];
  placedNotification?: PlacementDeps['placedNotification'];
  onOrderPlaced?: PlacementDeps['onOrderPlaced'];
}

export interface CalculateOrderInput extends PriceOrderInput {
  clientIp: string;
}

export function createOrdersService(options: OrdersServiceDeps) {
  const deps = {
    ...options,
    clock: options.clock ?? (() => new Date()),
    attemptRules: options.attemptRules ?? orderAttemptRules,
  };
  const { attemptLimits, attemptRules } = deps;

  /**
   * Records a calculation as a pending order, counted against its address and diner so pending orders cannot
   * pile up: in the statement that stores it where the counters are in the database (one round trip), else
   * counted first (Redis). Refused past a limit, with nothing stored.
   */
  async function recordCalculation(priced: PricedOrder, userId: number | null, clientIp: string) {
    const counted: [string | null, AttemptRule][] = [
      [attemptLimits.ipKey('calculate', clientIp), attemptRules.calculationsPerIp],
      [userId === null ? null : `calculate:user:${userId}`, attemptRules.calculationsPerDiner],
    ];
    const refuseIfPastALimit = (verdicts: AttemptVerdict[]) => {
      const refused = verdicts.find((verdict) => !verdict.allowed);
      if (refused) {
        throw tooManyAttempts(refused.retryAfterSeconds, 'Too many orders were priced in a short time.');
      }
    };
    const rows = toPendingOrderRows(priced);
    const counts = attemptLimits.countInStatement(counted);
    if (!counts) {
      refuseIfPastALimit(await attemptLimits.consumeEach(counted));
      return insertPendingOrderInOneStatement(deps.db, rows);
    }
    const { orderId, verdicts } = await insertCountedPendingOrder(deps.db, rows, counts);
    refuseIfPastALimit(verdicts);
    if (orderId === null) {
      throw new Error('A calculation within its limits was not stored');
    }
    return orderId;
  }

  /** An order to pay in store, refused before a pending order is kept: a bad table code or position, or the caps. */
  async function findCalculationInStoreProblem(priced: PricedOrder, userId: number | null) {
    if (!isInStoreOrderType(priced.order.orderType)) {
      return null;
    }
    const access = await findInStoreAccessProblem(deps, priced.order, priced.store);
    if (access || userId === null) {
      return access;
    }
    return findInStoreCapProblem(deps.db, { userId, storeId: priced.store.id, now: deps.clock() });
  }

  return {
    /** calculateOrder: prices the cart and, when it can be submitted, records it as a pending order. */
    async calculateOrder(input: CalculateOrderInput) {
      const priced = await priceOrder(deps, input);
      if (!priced.orderability.orderable) {
        return toCalculatedOrderWire(priced, null);
      }
      const inStoreProblem = await findCalculationInStoreProblem(priced, input.userId);
      if (inStoreProblem) {
        return toCalculatedOrderWire(
          {
            ...priced,
            orderability: { orderable: false, message: inStoreProblem, reason: 'IN_STORE_REFUSED' },
          },
          null,
        );
      }
      const orderId = await recordCalculation(priced, input.userId, input.clientIp);
      return toCalculatedOrderWire(priced, orderId);
    },

    placeOrder: (input: PlaceOrderInput) => placeOrder(deps, input),

    recoverInterruptedPayments: () => recoverInterruptedPayments(deps),

    /** Start-up and periodic: interrupted payments voided, old unsent calculations deleted. */
    sweep: () => sweepOrders(deps),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
