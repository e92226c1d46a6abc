import { DateTime } from 'luxon';
import { storeZone } from '../formats/store-zone.js';
import { DomainError } from '../errors.js';
import {
  CARD_FEE_BPS,
  CARD_FEE_FIXED_CENTS,
  cardFeeCents,
} from '../merchant-offer/phone-answering-pricing.js';
import { assertCents, sumCents } from '../money/money.js';

/**
 * Weekly card payouts (issue 16, spec: "weekly bank payouts reconciled on Wednesday, card fee 2.5% + $0.30").
 *
 * Rules, per order:
 * - Card sale: a card order (paymentStatus CREDIT) the restaurant received, whatever became of it, for what the
 *   diner was charged (chargedCents).
 * - Refund: a rejected card order whose money went back (refundStatus VOIDED or REFUNDED), for the whole charge.
 * - Card fee: 2.5% of the charge, rounded to the cent half up (the 2.5% of $0.20 = 0.5 cents is 1 cent), plus
 *   $0.30, once per charge; the processor keeps it when the charge is refunded or voided.
 * - Platform credit: what the platform pays for an order it discounted (reward and referral credit spent, the
 *   first-order promo), at the prices charged, unless the order was rejected (the credit went back to the diner).
 * - Payout: card sales + platform credit - refunds - card fees (negative when refunds outweigh the week's sales).
 * - In-store (CASH) orders' own money is never paid out: the restaurant took it. They are shown as a separate
 *   figure; the platform credit they used is paid out like a card order's.
 * A week runs Wednesday 00:00 to Tuesday 24:00 in the store's time zone (DST-aware: 167, 168 or 169 hours); an
 * order belongs to the week it was placed in, its refund too. The week is paid on the Wednesday after it: PAID
 * once that Wednesday is over in the store's time zone, PENDING before.
 */

/** The card fee rule (shared with the merchant offer's pricing): 2.5% of each charge, half up, + $0.30. */
export const CARD_FEE_RULE = { ratePercent: CARD_FEE_BPS / 100, fixedCents: CARD_FEE_FIXED_CENTS } as const;

export interface PayoutOrder {
  placedAt: Date;
  paymentStatus: 'CREDIT' | 'CASH' | null;
  status: string;
  refundStatus: string | null;
  chargedCents: number;
  /** The platform's discounts on the order (see platform-credit.ts); none when absent. */
  rewardCreditCents?: number;
  promoCents?: number;
}

export interface PayoutFigures {
  cardSalesCents: number;
  cardCharges: number;
  refundsCents: number;
  cardFeesCents: number;
  /** Reward and referral credit diners spent here, then first-order promos: both paid by the platform. */
  rewardCreditCents: number;
  promoCents: number;
  platformCreditCents: number;
  payoutCents: number;
  cashSalesCents: number;
  cashOrders: number;
}

export interface PayoutWeek extends PayoutFigures {
  /** Store-local dates: the Wednesday that starts the week, the Tuesday that ends it, the payout Wednesday. */
  weekStart: string;
  weekEnd: string;
  payoutDate: string;
  status: 'PAID' | 'PENDING';
}

const ZERO: PayoutFigures = {
  cardSalesCents: 0,
  cardCharges: 0,
  refundsCents: 0,
  cardFeesCents: 0,
  rewardCreditCents: 0,
  promoCents: 0,
  platformCreditCents: 0,
  payoutCents: 0,
  cashSalesCents: 0,
  cashOrders: 0,
};

const isRefunded = (order: PayoutOrder) =>
  order.status === 'REJECTED' && (order.refundStatus === 'VOIDED' || order.refundStatus === 'REFUNDED');

/** The platform's share of an order: nothing for a rejected one, whose credit and promo went back to the diner. */
function platformShare(order: PayoutOrder) {
  if (order.status === 'REJECTED') {
    return { rewardCreditCents: 0, promoCents: 0, platformCreditCents: 0 };
  }
  const rewardCreditCents = assertCents(order.rewardCreditCents ?? 0, 'The reward credit');
  const promoCents = assertCents(order.promoCents ?? 0, 'The promo');
  return { rewardCreditCents, promoCents, platformCreditCents: rewardCreditCents + promoCents };
}

/** One order's share of its week: what the checks sum up "the other way". */
export function orderPayoutFigures(order: PayoutOrder): PayoutFigures {
  const charged = assertCents(order.chargedCents, 'The charge');
  const platform = platformShare(order);
  if (order.paymentStatus === 'CREDIT' && charged > 0) {
    const refundsCents = isRefunded(order) ? charged : 0;
    const cardFeesCents = cardFeeCents(charged);
    return {
      ...ZERO,
      ...platform,
      cardSalesCents: charged,
      cardCharges: 1,
      refundsCents,
      cardFeesCents,
      payoutCents: charged + platform.platformCreditCents - refundsCents - cardFeesCents,
    };
  }
  if (order.paymentStatus === 'CASH' && order.status !== 'REJECTED') {
    return {
      ...ZERO,
      ...platform,
      cashSalesCents: charged,
      cashOrders: 1,
      payoutCents: platform.platformCreditCents,
    };
  }
  return { ...ZERO, ...platform, payoutCents: platform.platformCreditCents };
}

export function addPayoutFigures(figures: readonly PayoutFigures[]): PayoutFigures {
  const total = (key: keyof PayoutFigures) => sumCents(figures.map((figure) => figure[key]));
  return {
    cardSalesCents: total('cardSalesCents'),
    cardCharges: total('cardCharges'),
    refundsCents: total('refundsCents'),
    cardFeesCents: total('cardFeesCents'),
    rewardCreditCents: total('rewardCreditCents'),
    promoCents: total('promoCents'),
    platformCreditCents: total('platformCreditCents'),
    payoutCents: total('payoutCents'),
    cashSalesCents: total('cashSalesCents'),
    cashOrders: total('cashOrders'),
  };
}

/** The Wednesday 00:00 (store time) that starts the payout week holding `instant`. */
export function payoutWeekStart(instant: Date, timeZone: string): DateTime {
  const local = DateTime.fromJSDate(instant).setZone(storeZone(timeZone)).startOf('day');
  return local.minus({ days: (local.weekday - 3 + 7) % 7 });
}

/**
 * The last `weekCount` payout weeks up to the one holding `through` (default `now`), newest first, each with its
 * orders' figures summed; `now` decides PAID or PENDING. Orders outside those weeks are left out.
 */
export function payoutWeeks(input: {
  orders: readonly PayoutOrder[];
  timeZone: string;
  now: Date;
  through?: Date;
  weekCount: number;
}): PayoutWeek[] {
  const { timeZone, now, weekCount } = input;
  const current = payoutWeekStart(input.through ?? now, timeZone);
  const nowLocal = DateTime.fromJSDate(now).setZone(storeZone(timeZone));
  const starts = Array.from({ length: weekCount }, (_, index) => current.minus({ weeks: index }));
  const byStart = new Map<string, PayoutFigures[]>(starts.map((start) => [start.toISODate()!, []]));
  for (const order of input.orders) {
    byStart.get(payoutWeekStart(order.placedAt, timeZone).toISODate()!)?.push(orderPayoutFigures(order));
  }
  return starts.map((start) => {
    const payoutDay = start.plus({ weeks: 1 });
    return {
      weekStart: start.toISODate()!,
      weekEnd: payoutDay.minus({ days: 1 }).toISODate()!,
      payoutDate: payoutDay.toISODate()!,
      status: nowLocal >= payoutDay.plus({ days: 1 }) ? 'PAID' : 'PENDING',
      ...addPayoutFigures(byStart.get(start.toISODate()!) ?? []),
    };
  });
}

/** The UTC instants bounding `payoutWeeks`' weeks, for the query that fetches their orders. */
export function payoutWindow(through: Date, timeZone: string, weekCount: number): { from: Date; to: Date } {
  const current = payoutWeekStart(through, timeZone);
  return {
    from: current.minus({ weeks: weekCount - 1 }).toJSDate(),
    to: current.plus({ weeks: 1 }).toJSDate(),
  };
}

/** Noon of a store-local 'YYYY-MM-DD' date (the "through" day of a payouts page); a 400 sentence when not a date. */
export function storeLocalNoon(date: string, timeZone: string): Date {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? DateTime.fromISO(date, { zone: storeZone(timeZone) }) : null;
  if (!day?.isValid) {
    throw new DomainError('invalid_data', `"${date}" is not a date: use YYYY-MM-DD.`);
  }
  return day.set({ hour: 12 }).toJSDate();
}
