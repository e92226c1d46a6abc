import {
  DEFAULT_REWARD_POLICY,
  calculateOrderTotals,
  checkOrderability,
  clearExpiredScheduleTime,
  discountLabel,
  dollarsToCents,
  isAsapAvailable,
  parseStoreLocalTime,
  promisedRewardCents,
  shownRewardRate,
  showsMarketplacePrices,
  toStoreLocalTimeOfDay,
  type CartLine,
  type DisplayLocale,
  type OrderJson,
  type OrderTotals,
  type Orderability,
  type RewardPolicy,
} from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import type { DeliveryService } from '@/modules/delivery/delivery-service.js';
import { buildOrderLines } from './build-order-lines.js';
import { fingerprintOrder } from './order-fingerprint.js';
import { readPricingData, type LoadPricingData } from './pricing-data.js';
import * as pricing from './pricing-repository.js';
import type { StoreForPricing } from './pricing-repository.js';
import type { StorePauseService } from '@/modules/portal/store-pause-service.js';

export interface PricingDeps {
  db: Db;
  delivery: DeliveryService;
  clock: () => Date;
  /** The restaurant's pause of online ordering (modules/portal); unset: never paused. */
  pauses?: Pick<StorePauseService, 'getPauseState'>;
  /** The store and menu rows pricing reads; unset: read from the database per call. */
  pricingData?: LoadPricingData;
  /** The ceiling and caps on the reward credit a card order earns; unset: the domain's defaults. */
  rewardPolicy?: RewardPolicy;
}

export interface PriceOrderInput {
  order: OrderJson;
  userId: number | null;
  locale: DisplayLocale;
  /** The diner's discount standing when the caller has just read it (a send reads it with the order). */
  standing?: DiscountStanding | null;
}

export type DiscountStanding = NonNullable<Awaited<ReturnType<typeof pricing.findDiscountStanding>>>;

export type DiscountKind = 'NEW_CUSTOMER_PROMO' | 'REWARD_CREDIT';

export interface PricedOrder {
  store: StoreForPricing;
  order: OrderJson;
  userId: number | null;
  locale: DisplayLocale;
  /** Cleared to null (ASAP) when it lies in the past. */
  scheduleTime: string | null;
  lines: CartLine[];
  totals: OrderTotals;
  orderability: Orderability;
  discountKind: DiscountKind | null;
  discountLabel: string | null;
  /** What sendOrderV2 charges: the amount due at marketplace prices, or at plain prices for zh-CN. */
  chargedCents: number;
  rewardSpentCents: number;
  rewardEarnedCents: number;
  fingerprint: string;
}

function deliveryAddressOf(order: OrderJson): string | null {
  const customer = order.customer;
  return order.orderType === 'DELIVERY' && customer
    ? [customer.address, customer.city, customer.state, customer.zip].join('|')
    : null;
}

async function quoteDelivery(deps: PricingDeps, order: OrderJson) {
  if (order.orderType !== 'DELIVERY' || !order.customer) {
    return { available: false, feeCents: 0 };
  }
  const result = await deps.delivery.checkAvailability(order.restaurantInfoId, order.customer);
  return { available: result.available, feeCents: result.orderlaneDeliveryFeeCents ?? 0 };
}

/**
 * Prices an order from the database alone: lines, options, deal, delivery fee (a fresh quote), convenience
 * fee, tax, tip and the diner's discount, with the orderability verdict of packages/domain.
 */
export async function priceOrder(deps: PricingDeps, input: PriceOrderInput): Promise<PricedOrder> {
  const { order, userId, locale } = input;
  const now = deps.clock();
  const [data, standing, delivery, pause] = await Promise.all([
    (deps.pricingData ?? readPricingData(deps.db))(order),
    userId === null
      ? null
      : input.standing !== undefined
        ? input.standing
        : pricing.findDiscountStanding(deps.db, userId),
    quoteDelivery(deps, order),
    deps.pauses?.getPauseState(order.restaurantInfoId),
  ]);
  const { store } = data;
  const scheduleTime = clearExpiredScheduleTime(order.scheduleTime, store.timeZone, now);
  const orderedFor = scheduleTime
    ? (parseStoreLocalTime(scheduleTime, store.timeZone)?.toJSDate() ?? now)
    : now;
  const foreignLine = order.orderItems.find(
    (line) => line.restaurantInfoId && line.restaurantInfoId !== store.id,
  );
  const lines = foreignLine
    ? []
    : buildOrderLines(order.orderItems, {
        store,
        menu: data.menu,
        localTime: toStoreLocalTimeOfDay(orderedFor, store.timeZone),
        now,
      });

  const hasPriorOrders = standing ? standing.orderCount > 0 || standing.usedNewCustomerPromo : false;
  const rewardPolicy = deps.rewardPolicy ?? DEFAULT_REWARD_POLICY;
  const uncapped = calculateOrderTotals({
    lines: lines.map((line) => ({
      priceCents: line.priceCents,
      mPriceCents: line.mPriceCents,
      quantity: line.quantity,
      taxExempt: line.taxExempt,
    })),
    orderType: order.orderType,
    convenienceFeeCents: store.convenienceFeeCents,
    deliveryFeeCents: delivery.feeCents,
    taxRate: store.taxRate,
    tipCents: store.receiveTip ? dollarsToCents(order.tip) : 0,
    customer: standing ? { hasPriorOrders, rewardBalanceCents: standing.rewardBalanceCents } : null,
    rewardRate: shownRewardRate(store.rewardRate, rewardPolicy),
  });
  // The credit shown before placing is what the platform will pay: at the capped rate, within the order's cap.
  const totals: OrderTotals = {
    ...uncapped,
    marketplace: {
      ...uncapped.marketplace,
      rewardCents: promisedRewardCents(uncapped.marketplace.rewardCents, rewardPolicy),
    },
  };
  const charged = showsMarketplacePrices(locale) ? totals.marketplace : totals;
  const discountKind: DiscountKind | null =
    charged.discountCents > 0 ? (hasPriorOrders ? 'REWARD_CREDIT' : 'NEW_CUSTOMER_PROMO') : null;

  const orderability = checkOrderability({
    store: {
      id: store.id,
      name: store.name,
      active: store.active && store.orderlane,
      minDeliveryCents: store.minDeliveryCents,
    },
    cart: {
      restaurantInfoId: foreignLine?.restaurantInfoId ?? store.id,
      orderType: order.orderType,
      subtotalCents: charged.subtotalCents,
    },
    isWithinHours: isAsapAvailable(data.hours, store.timeZone, orderedFor, store.lastOrderMinutes),
    isDeliveryAvailable: delivery.available,
    orderTypes: data.orderTypes,
    ...(pause ? { pause } : {}),
  });

  const chargedCents = charged.amountDueCents;
  const fingerprint = fingerprintOrder({
    storeId: store.id,
    userId,
    orderType: order.orderType,
    scheduleTime,
    locale,
    deliveryAddress: deliveryAddressOf(order),
    lines,
    totals,
    chargedCents,
    discountKind,
  });
  return {
    store,
    order,
    userId,
    locale,
    scheduleTime,
    lines,
    totals,
    orderability,
    discountKind,
    discountLabel: standing && charged.discountCents > 0 ? discountLabel(hasPriorOrders) : null,
    chargedCents,
    rewardSpentCents: discountKind === 'REWARD_CREDIT' ? charged.discountCents : 0,
    rewardEarnedCents: totals.marketplace.rewardCents,
    fingerprint,
  };
}
