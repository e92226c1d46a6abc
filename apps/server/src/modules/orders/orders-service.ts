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
import type { SessionGuess } from '@/plugins/session-guesses.js';
import type { TableTokens } from '@/plugins/table-tokens.js';
import { isInStoreOrderType } from '@orderlane/domain';
import { findInStoreAccessProblem, findInStoreCapProblem } from './in-store-access.js';
import { priceOrder, type PriceOrderInput, type PricedOrder } from './calculate-order.js';
import { orderAttemptRules, type OrderAttemptRules } from './orders-attempt-rules.js';
import { toCalculatedOrderWire, toPendingOrderRows } from './orders-mappers.js';
import {
  insertCountedPendingOrder,
  insertCountedPendingOrderOnGuess,
  insertPendingOrderInOneStatement,
} from './pending-order-statement.js';
import { recoverInterruptedPayments, sweepOrders } from './payment-recovery.js';
import type { PricingDeps } from './calculate-order.js';
import type { OrderFaults, PlaceOrderInput, PlacementDeps } from './order-placement.js';
import { placeOrder, placeOrderOnGuess } from './place-order.js';

export interface OrdersServiceDeps {
  db: Db;
  delivery: DeliveryService;
  payments: PaymentGateway;
  paymentProfiles: PaymentProfilesService;
  analytics: AnalyticsService;
  attemptLimits: AttemptLimits;
  /** Checks the signed table tokens of dine-in orders. */
  tableTokens: Pick<TableTokens, 'verify' | 'verifyCounter'>;
  /** The limits of orders-attempt-rules; tests may pass smaller ones. */
  attemptRules?: OrderAttemptRules;
  rewardPolicy?: PlacementDeps['rewardPolicy'];
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  clock?: () => Date;
  /** Test hooks that stand for crashes at chosen points; never switched on by the environment. */
  faults?: OrderFaults;
  pauses?: PricingDeps['pauses'];
  kitchens: PlacementDeps['kitchens'];
  pricingData?: PricingDeps['pricingData'];
  placedNotification?: PlacementDeps['placedNotification'];
  onOrderPlaced?: PlacementDeps['onOrderPlaced'];
}

export interface CalculateOrderInput extends PriceOrderInput {
  clientIp: string;
}

export type GuessedCalculationInput = Omit<CalculateOrderInput, 'userId' | 'standing'>;

export function createOrdersService(options: OrdersServiceDeps) {
  const deps = {
    ...options,
    clock: options.clock ?? (() => new Date()),
    attemptRules: options.attemptRules ?? orderAttemptRules,
  };
  const { attemptLimits, attemptRules } = deps;

  const calculationCounts = (userId: number | null, clientIp: string): [string | null, AttemptRule][] => [
    [attemptLimits.ipKey('calculate', clientIp), attemptRules.calculationsPerIp],
    [userId === null ? null : `calculate:user:${userId}`, attemptRules.calculationsPerDiner],
  ];
  const refuseIfPastALimit = (verdicts: AttemptVerdict[]) => {
    const refused = verdicts.find((verdict) => !verdict.allowed);
    if (refused) {
      throw tooManyAttempts(refused.retryAfterSeconds, 'Too many orders were priced in a short time.');
    }
  };
  const storedOrderId = (orderId: number | null) => {
    if (orderId === null) {
      throw new Error('A calculation within its limits was not stored');
    }
    return orderId;
  };

  /**
   * Records a calculation as a pending order, counted against its address and diner so pending orders cannot
   * pile up: in the statement that stores it where the counters are in the database (one round trip), else
   * counted first (Redis). Refused past a limit, with nothing stored.
   */
  async function recordCalculation(priced: PricedOrder, userId: number | null, clientIp: string) {
    const counted = calculationCounts(userId, clientIp);
    const rows = toPendingOrderRows(priced);
    const counts = attemptLimits.countInStatement(counted);
    if (!counts) {
      refuseIfPastALimit(await attemptLimits.consumeEach(counted));
      return insertPendingOrderInOneStatement(deps.db, rows);
    }
    const { orderId, verdicts } = await insertCountedPendingOrder(deps.db, rows, counts);
    refuseIfPastALimit(verdicts);
    return storedOrderId(orderId);
  }

  /** An order to pay in store, refused before a pending order is kept: a bad table code or position, or the caps. */
  async function findCalculationInStoreProblem(priced: PricedOrder, userId: number | null) {
    if (!isInStoreOrderType(priced.order.orderType)) {
      return null;
    }
    // Sent as paid in store unless it says card: the send checks again with the payment it really carries.
    const isPaidByCard = priced.order.orderPaymentMethod !== 'IN_STORE';
    const access = await findInStoreAccessProblem(deps, priced.order, priced.store, { isPaidByCard });
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

    /**
     * calculateOrder on a session this process read before (session-guesses.ts): priced with the diner's standing
     * as then, and stored by a statement that first confirms the session and that standing. Null when it cannot
     * answer on the guess: the guess no longer held (nothing counted or stored), the counters are not in the
     * database, or the answer would be anything but a stored calculation; the caller then reads the session and
     * calls calculateOrder.
     */
    async calculateOrderOnGuess(input: GuessedCalculationInput, guess: SessionGuess) {
      const { userId, standing } = guess;
      const counts = attemptLimits.countInStatement(calculationCounts(userId, input.clientIp));
      if (!counts || isInStoreOrderType(input.order.orderType)) {
        return null;
      }
      // A cart refused on a guess is refused again after the session read, which answers first (403 when ended).
      const priced = await priceOrder(deps, { ...input, userId, standing }).catch(() => null);
      if (!priced?.orderability.orderable) {
        return null;
      }
      const stored = await insertCountedPendingOrderOnGuess(
        deps.db,
        toPendingOrderRows(priced),
        counts,
        guess,
        deps.clock(),
      );
      if (!stored) {
        return null;
      }
      refuseIfPastALimit(stored.verdicts);
      return toCalculatedOrderWire(priced, storedOrderId(stored.orderId));
    },

    placeOrder: (input: PlaceOrderInput) => placeOrder(deps, input),

    /** sendOrderV2 on a guessed session: null, with nothing done, when the order's read does not confirm it. */
    placeOrderOnGuess: (input: Omit<PlaceOrderInput, 'userId'>, guess: SessionGuess) =>
      placeOrderOnGuess(deps, input, guess),

    recoverInterruptedPayments: () => recoverInterruptedPayments(deps),

    /** Start-up and periodic: interrupted payments voided, old unsent calculations deleted. */
    sweep: () => sweepOrders(deps),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
