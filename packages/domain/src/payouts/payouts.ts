import { DateTime } from 'luxon';
import { storeZone } from '../formats/store-zone.js';
import { DomainError } from '../errors.js';
import { CARD_FEE_BPS, CARD_FEE_FIXED_CENTS } from '../merchant-offer/phone-answering-pricing.js';
import { sumCents } from '../money/money.js';
import {
  CARD_FEE_ON_REFUND,
  orderStatementEntries,
  statementTotals,
  type StatementEntry,
  type StatementOrder,
} from './statement.js';

/**
 * Weekly card payouts (issue 16, spec: "weekly bank payouts reconciled on Wednesday, card fee 2.5% + $0.30"),
 * summed from the statement's entries (statement.ts holds the rules per order: charges, voids with no fee,
 * refunds whose fee is kept, the platform's credit, in-store orders shown apart).
 *
 * A week runs Wednesday 00:00 to Tuesday 24:00 in the platform's time zone (DST-aware: 167, 168 or 169 hours);
 * each entry belongs to the week it happened in: a charge, its fee and the platform's credit to the week the
 * order was placed in, a void or refund to the week it was given back. The week's statement is due on the
 * Wednesday after it. No bank transfer is made yet, so a week is never called paid: OPEN while it runs, then
 * DUE on its payout Wednesday, or NOTHING_DUE when no money moved in it.
 */

/** The card fee rule (shared with the merchant offer's pricing): 2.5% of each settled charge, half up, + $0.30. */
export const CARD_FEE_RULE = {
  ratePercent: CARD_FEE_BPS / 100,
  fixedCents: CARD_FEE_FIXED_CENTS,
  /** A voided charge has no fee; the fee of a refunded charge is not returned. */
  onVoid: 'NONE',
  onRefund: CARD_FEE_ON_REFUND,
} as const;

export type PayoutOrder = StatementOrder;

export interface PayoutFigures {
  cardSalesCents: number;
  cardCharges: number;
  /** Charges voided before they settled (no fee on them), then settled charges refunded (fee kept). */
  voidsCents: number;
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

export type PayoutStatus = 'OPEN' | 'DUE' | 'NOTHING_DUE';

export interface PayoutWeek extends PayoutFigures {
  /** Dates in the platform's time zone: the Wednesday that starts the week, the Tuesday that ends it, the due day. */
  weekStart: string;
  weekEnd: string;
  payoutDate: string;
  status: PayoutStatus;
}

/** The payout figures of a list of statement entries. */
export function payoutFiguresOf(entries: readonly StatementEntry[]): PayoutFigures {
  const totals = statementTotals(entries);
  const count = (kind: StatementEntry['kind']) => entries.filter((entry) => entry.kind === kind).length;
  return {
    cardSalesCents: totals.chargesCents,
    cardCharges: count('CHARGE'),
    voidsCents: totals.voidsCents,
    refundsCents: totals.refundsCents,
    cardFeesCents: totals.cardFeesCents,
    rewardCreditCents: totals.rewardCreditCents,
    promoCents: totals.promoCents,
    platformCreditCents: totals.rewardCreditCents + totals.promoCents,
    payoutCents: totals.payoutCents,
    cashSalesCents: totals.inStoreCents,
    cashOrders: count('IN_STORE'),
  };
}

/** One order's figures, whatever weeks its entries fall in: what the checks sum up "the other way". */
export function orderPayoutFigures(order: PayoutOrder): PayoutFigures {
  return payoutFiguresOf(orderStatementEntries(order));
}

const FIGURE_KEYS = [
  'cardSalesCents',
  'cardCharges',
  'voidsCents',
  'refundsCents',
  'cardFeesCents',
  'rewardCreditCents',
  'promoCents',
  'platformCreditCents',
  'payoutCents',
  'cashSalesCents',
  'cashOrders',
] as const satisfies readonly (keyof PayoutFigures)[];

export function addPayoutFigures(figures: readonly PayoutFigures[]): PayoutFigures {
  return Object.fromEntries(
    FIGURE_KEYS.map((key) => [key, sumCents(figures.map((figure) => figure[key]))]),
  ) as unknown as PayoutFigures;
}

/** Whether any money moved in a week (a charge, a credit, an in-store order). */
const movedMoney = (figures: PayoutFigures) =>
  figures.cardCharges > 0 ||
  figures.platformCreditCents > 0 ||
  figures.cashOrders > 0 ||
  figures.refundsCents > 0 ||
  figures.voidsCents > 0;

/** The Wednesday 00:00 (store time) that starts the payout week holding `instant`. */
export function payoutWeekStart(instant: Date, timeZone: string): DateTime {
  const local = DateTime.fromJSDate(instant).setZone(storeZone(timeZone)).startOf('day');
  return local.minus({ days: (local.weekday - 3 + 7) % 7 });
}

/**
 * The last `weekCount` payout weeks up to the one holding `through` (default `now`), newest first, each with its
 * orders' figures summed; `now` decides OPEN or not. Orders outside those weeks are left out.
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
  const byStart = new Map<string, StatementEntry[]>(starts.map((start) => [start.toISODate()!, []]));
  for (const order of input.orders) {
    for (const entry of orderStatementEntries(order)) {
      byStart.get(payoutWeekStart(entry.at, timeZone).toISODate()!)?.push(entry);
    }
  }
  return starts.map((start) => {
    const payoutDay = start.plus({ weeks: 1 });
    const figures = payoutFiguresOf(byStart.get(start.toISODate()!) ?? []);
    const status: PayoutStatus = nowLocal < payoutDay ? 'OPEN' : movedMoney(figures) ? 'DUE' : 'NOTHING_DUE';
    return {
      weekStart: start.toISODate()!,
      weekEnd: payoutDay.minus({ days: 1 }).toISODate()!,
      payoutDate: payoutDay.toISODate()!,
      status,
      ...figures,
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
