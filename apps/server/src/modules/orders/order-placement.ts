import type {
  CreditCardInfo,
  DisplayLocale,
  OrderJson,
  PaymentStatus,
  RewardPolicy,
} from '@orderlane/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AnalyticsService } from '@/modules/analytics/analytics-service.js';
import type { KitchenCache } from '@/modules/capacity/kitchen-cache-service.js';
import type { PaymentProfilesService } from '@/modules/payment-profiles/payment-profiles-service.js';
import type { AttemptLimits } from '@/plugins/attempt-limits.js';
import type { NotificationInStatement } from '@/plugins/events/event-bus.js';
import type { PaymentGateway } from '@/plugins/payments/payment-gateway.js';
import type { TableTokens } from '@/plugins/table-tokens.js';
import type { PricingDeps } from './calculate-order.js';
import type { OrderAttemptRules } from './orders-attempt-rules.js';

/** A calculation older than this must be redone before it can be placed (and the recovery sweep waits for it). */
export const PRICED_ORDER_LIFETIME_MS = 60 * 60_000;

export const ORDER_CHANGED_MESSAGE =
  'Your order has changed since it was priced. Please review the new total and place it again.';
export const ORDER_STALE_MESSAGE =
  'This order was priced more than an hour ago. Please review the total and place it again.';
export const ORDER_ABANDONED_MESSAGE =
  'This order was cancelled before it was placed and any charge for it is voided. Please place it again.';
export const DISCOUNT_GONE_MESSAGE =
  'Your reward credit or new customer promo was already used on another order. Please review the new total and place it again.';
export const GATEWAY_FAILED_MESSAGE =
  'The payment could not be completed. Please try again; an order is never charged twice.';

export interface OrderFaults {
  /** Runs after an approved charge and before the order is placed; a throw here stands for a crash at that point. */
  afterCharge?: (orderId: number) => void | Promise<void>;
  /** Runs in place of the placing transaction's start; a throw here stands for that transaction failing. */
  beforePlacing?: (orderId: number) => void | Promise<void>;
}

export interface PlacementDeps extends PricingDeps {
  payments: PaymentGateway;
  paymentProfiles: PaymentProfilesService;
  analytics: AnalyticsService;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  attemptLimits: AttemptLimits;
  attemptRules: OrderAttemptRules;
  tableTokens: Pick<TableTokens, 'verify' | 'verifyCounter'>;
  /** This process's kitchen copies (`app.kitchenCache`): the check before the charge, told after the commit. */
  kitchens: Pick<KitchenCache, 'load' | 'bookingsChanged'>;
  /** The ceiling and caps on the reward credit a card order earns; unset: the domain's defaults. */
  rewardPolicy?: RewardPolicy;
  faults?: OrderFaults;
  /**
   * The order's event as the placing transaction's own statement sends it, where events travel on the database:
   * it then commits with the order, and `onOrderPlaced` is told it was sent. Undefined: `onOrderPlaced` sends it.
   */
  placedNotification?: (placed: PlacedOrderEvent) => NotificationInStatement;
  /** Told once per order when it is placed (the restaurant's board hears of it); a failure never fails the order. */
  onOrderPlaced?: (placed: PlacedOrderEvent & { notified: boolean }) => Promise<void>;
}

export interface PlacedOrderEvent {
  orderId: number;
  storeId: number;
}

export interface PlaceOrderInput {
  userId: number;
  order: OrderJson;
  paymentStatus: PaymentStatus;
  card: CreditCardInfo | null;
  saveCard: boolean;
  locale: DisplayLocale;
  /** Where the send came from: declined cards are limited per address too. */
  clientIp: string;
}

export interface PlacedOrder {
  orderId: number;
  chargedCents: number;
}
