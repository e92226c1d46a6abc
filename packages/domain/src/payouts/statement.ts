import { assertCents, sumCents } from '../money/money.js';
import { cardFeeCents } from '../merchant-offer/phone-answering-pricing.js';

/**
 * A store's weekly statement, one order at a time: every movement of money between the diner's card, the
 * platform and the restaurant (CONTRACT "Money between the platform and restaurants", spec 001 §9).
 *
 * - CHARGE: what the diner's card was charged (captured at placing).
 * - VOID: a charge cancelled before it settled (a rejected order): it is taken back and no card fee is due on it,
 *   since no money moved.
 * - REFUND: a settled charge given back (a rejected order whose charge could not be voided): taken back whole.
 * - CARD_FEE: 2.5% + $0.30 of what was settled, once per charge. The common industry rule holds for refunds:
 *   the fee on a settled charge is not returned when the charge is refunded.
 * - REWARD_CREDIT, PROMO: what the platform pays the store for the reward (and referral) credit or the
 *   first-order promo a diner used here, at the prices charged; nothing for a rejected order (the credit and
 *   promo went back to the diner). No card fee is taken on them: they never went through a card.
 * - IN_STORE: an order paid (or to be paid) at the counter, shown for the record and never paid out: the
 *   restaurant took that money itself.
 * The payout is the sum of every entry but IN_STORE; it is computed on the order's total before the platform's
 * credit (charge + credit = the pre-credit total), so the store never pays for a promotion.
 */
export const STATEMENT_ENTRY_KINDS = [
  'CHARGE',
  'VOID',
  'REFUND',
  'CARD_FEE',
  'REWARD_CREDIT',
  'PROMO',
  'IN_STORE',
] as const;
export type StatementEntryKind = (typeof STATEMENT_ENTRY_KINDS)[number];

/** A give-back the gateway agreed to (order_refunds VOIDED or REFUNDED): a whole void, or a credit of an amount. */
export interface StatementRefund {
  at: Date;
  amountCents: number;
  method: 'VOID' | 'REFUND';
}

/** The figures of one received order that the statement needs. */
export interface StatementOrder {
  placedAt: Date;
  paymentStatus: 'CREDIT' | 'CASH' | null;
  status: string;
  refundStatus: string | null;
  /** What the diner's card was charged, or what is due at the counter. */
  chargedCents: number;
  /** The platform's discounts on the order (see platform-credit.ts); none when absent. */
  rewardCreditCents?: number;
  promoCents?: number;
  /** When a rejected order was rejected (its void or refund, when `refunds` is absent); placedAt when unknown. */
  givenBackAt?: Date | null;
  /**
   * The order's give-backs the gateway agreed to, oldest first. Absent for an order with no refund rows (one
   * rejected before refunds were recorded one by one): then its refundStatus decides, for the whole charge.
   */
  refunds?: readonly StatementRefund[];
}

export interface StatementEntry {
  kind: StatementEntryKind;
  /** Signed, from the store's side: + money the store is owed, - money taken back or kept as a fee. */
  amountCents: number;
  /** False for IN_STORE: shown, never paid out. */
  inPayout: boolean;
  /** When the money moved: the order's placing, or the void or refund. */
  at: Date;
}

/** The fee rule stated on every statement. */
export const CARD_FEE_ON_REFUND = 'KEPT' as const;

const REFUNDED = ['VOIDED', 'REFUNDED'];

/** The give-backs of a card order: its recorded refunds, else the whole charge when its refundStatus says so. */
export function refundsOf(order: StatementOrder): readonly StatementRefund[] {
  if (order.refunds) {
    return order.refunds;
  }
  if (order.status !== 'REJECTED' || !REFUNDED.includes(order.refundStatus ?? '')) {
    return [];
  }
  return [
    {
      at: order.givenBackAt ?? order.placedAt,
      amountCents: order.chargedCents,
      method: order.refundStatus === 'VOIDED' ? 'VOID' : 'REFUND',
    },
  ];
}

/** Every entry one order puts on statements, in the order they happened (each dated: they may span weeks). */
export function orderStatementEntries(order: StatementOrder): StatementEntry[] {
  const charged = assertCents(order.chargedCents, 'The charge');
  const entries: StatementEntry[] = [];
  const add = (kind: StatementEntryKind, amountCents: number, at = order.placedAt) => {
    if (amountCents !== 0 || kind === 'IN_STORE') {
      entries.push({ kind, amountCents, inPayout: kind !== 'IN_STORE', at });
    }
  };
  if (order.paymentStatus === 'CREDIT' && charged > 0) {
    const refunds = refundsOf(order);
    const voided = refunds.find((refund) => refund.method === 'VOID');
    add('CHARGE', charged);
    if (voided) {
      // A void cancels the whole charge before it settles: nothing moved, so no fee.
      add('VOID', -charged, voided.at);
    } else {
      add('CARD_FEE', -cardFeeCents(charged));
      for (const refund of refunds) {
        add('REFUND', -assertCents(refund.amountCents, 'The refund'), refund.at);
      }
    }
  } else if (order.paymentStatus === 'CASH' && order.status !== 'REJECTED') {
    add('IN_STORE', charged);
  }
  if (order.status !== 'REJECTED') {
    add('REWARD_CREDIT', assertCents(order.rewardCreditCents ?? 0, 'The reward credit'));
    add('PROMO', assertCents(order.promoCents ?? 0, 'The promo'));
  }
  entries.sort((a, b) => a.at.getTime() - b.at.getTime());
  return entries;
}

/** What a statement adds up to. */
export interface StatementTotals {
  chargesCents: number;
  voidsCents: number;
  refundsCents: number;
  cardFeesCents: number;
  rewardCreditCents: number;
  promoCents: number;
  inStoreCents: number;
  payoutCents: number;
}

/** The totals of a list of entries: each kind's sum (as a positive amount) and the signed payout. */
export function statementTotals(entries: readonly StatementEntry[]): StatementTotals {
  const of = (kind: StatementEntryKind) =>
    Math.abs(sumCents(entries.filter((entry) => entry.kind === kind).map((entry) => entry.amountCents)));
  return {
    chargesCents: of('CHARGE'),
    voidsCents: of('VOID'),
    refundsCents: of('REFUND'),
    cardFeesCents: of('CARD_FEE'),
    rewardCreditCents: of('REWARD_CREDIT'),
    promoCents: of('PROMO'),
    inStoreCents: of('IN_STORE'),
    payoutCents: sumCents(entries.filter((entry) => entry.inPayout).map((entry) => entry.amountCents)),
  };
}

/** A received order as the statement lists it: its number and type beside its money. */
export interface StatementSourceOrder extends StatementOrder {
  id: number;
  orderType: string;
}

export interface StatementRow extends StatementEntry {
  orderId: number;
  orderType: string;
}

/**
 * Every order's entries dated within [start, end) (all when no bounds), oldest first (ties: by order, then in
 * the order they happened).
 */
export function statementRows(
  orders: readonly StatementSourceOrder[],
  window?: { start: Date; end: Date },
): StatementRow[] {
  const rows = orders.flatMap((order) =>
    orderStatementEntries(order).map((entry, index) => ({
      ...entry,
      orderId: order.id,
      orderType: order.orderType,
      index,
    })),
  );
  const inside = window ? rows.filter((row) => row.at >= window.start && row.at < window.end) : rows;
  inside.sort((a, b) => a.at.getTime() - b.at.getTime() || a.orderId - b.orderId || a.index - b.index);
  return inside.map(({ index: _index, ...row }) => row);
}
