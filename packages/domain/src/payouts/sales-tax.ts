import { sumCents } from '../money/money.js';
import {
  periodOf,
  periodsOf,
  REPORT_ORDER_TYPES,
  SOLD_STATUSES,
  type ReportOrderType,
  type ReportRange,
} from './sales-report.js';

/**
 * The sales-tax report: what the restaurant collected as tax, on what taxable sales, per period (store-local)
 * and order type, less the tax it gave back with voided or refunded charges.
 *
 * - Collected: every order whose money was taken: a card order the restaurant received (kept or rejected),
 *   an in-store order it kept. A rejected in-store order never took money and is left out.
 * - Given back: a rejected card order whose charge was voided or refunded: its whole tax and taxable sales.
 * - Net = collected - given back: the tax the restaurant holds for the period.
 * Tax and taxable sales are those of the price set the diner paid in; taxable sales are the taxable lines less
 * their pro-rata share of the discount, the base the tax was charged on (calculate-order-totals.ts).
 */
export interface SalesTaxOrder {
  placedAt: Date;
  orderType: ReportOrderType;
  status: string;
  paymentStatus: string | null;
  refundStatus: string | null;
  taxableSalesCents: number;
  taxCents: number;
}

export interface SalesTaxFigures {
  orders: number;
  taxableSalesCents: number;
  taxCents: number;
  refunds: number;
  refundedTaxableSalesCents: number;
  refundedTaxCents: number;
  netTaxableSalesCents: number;
  netTaxCents: number;
}

export interface SalesTaxPeriod extends SalesTaxFigures {
  period: string;
  byOrderType: Record<ReportOrderType, SalesTaxFigures>;
}

export interface SalesTaxSums {
  periods: SalesTaxPeriod[];
  byOrderType: Record<ReportOrderType, SalesTaxFigures>;
  totals: SalesTaxFigures;
}

/** The tax base of an order: its taxable lines less their pro-rata share of the discount (never below 0). */
export function taxableBaseCents(input: {
  taxableLinesCents: number;
  subtotalCents: number;
  discountCents: number;
}): number {
  const taxable = Math.max(0, input.taxableLinesCents);
  const share =
    input.subtotalCents <= 0 ? 0 : Math.round((input.discountCents * taxable) / input.subtotalCents);
  return Math.max(0, taxable - share);
}

const isSold = (status: string) => (SOLD_STATUSES as readonly string[]).includes(status);

/** Whether an order's money was taken (so its tax collected), and whether it was given back. */
export function salesTaxStanding(order: Omit<SalesTaxOrder, 'placedAt' | 'orderType'>): {
  collected: boolean;
  givenBack: boolean;
} {
  const card = order.paymentStatus === 'CREDIT';
  const rejected = order.status === 'REJECTED';
  const collected =
    (card && (isSold(order.status) || rejected)) || (order.paymentStatus === 'CASH' && isSold(order.status));
  const givenBack =
    collected && card && rejected && (order.refundStatus === 'VOIDED' || order.refundStatus === 'REFUNDED');
  return { collected, givenBack };
}

const empty = (): SalesTaxFigures => ({
  orders: 0,
  taxableSalesCents: 0,
  taxCents: 0,
  refunds: 0,
  refundedTaxableSalesCents: 0,
  refundedTaxCents: 0,
  netTaxableSalesCents: 0,
  netTaxCents: 0,
});

function add(figures: SalesTaxFigures, order: SalesTaxOrder) {
  const { collected, givenBack } = salesTaxStanding(order);
  if (!collected) {
    return;
  }
  figures.orders += 1;
  figures.taxableSalesCents += order.taxableSalesCents;
  figures.taxCents += order.taxCents;
  if (givenBack) {
    figures.refunds += 1;
    figures.refundedTaxableSalesCents += order.taxableSalesCents;
    figures.refundedTaxCents += order.taxCents;
  }
  figures.netTaxableSalesCents = figures.taxableSalesCents - figures.refundedTaxableSalesCents;
  figures.netTaxCents = figures.taxCents - figures.refundedTaxCents;
}

const perType = () =>
  Object.fromEntries(REPORT_ORDER_TYPES.map((type) => [type, empty()])) as Record<
    ReportOrderType,
    SalesTaxFigures
  >;

/** Sums the orders placed in the range per period and order type (every period listed, empty ones too). */
export function sumSalesTax(
  orders: readonly SalesTaxOrder[],
  range: ReportRange,
  timeZone: string,
): SalesTaxSums {
  const periods = new Map(periodsOf(range).map((period) => [period, { all: empty(), types: perType() }]));
  const types = perType();
  const totals = empty();
  for (const order of orders) {
    if (order.placedAt < range.start || order.placedAt >= range.end) {
      continue;
    }
    const bucket = periods.get(periodOf(order.placedAt, timeZone, range.groupBy));
    if (!bucket) {
      continue;
    }
    for (const figures of [bucket.all, bucket.types[order.orderType], types[order.orderType], totals]) {
      add(figures, order);
    }
  }
  return {
    periods: [...periods].map(([period, bucket]) => ({ period, ...bucket.all, byOrderType: bucket.types })),
    byOrderType: types,
    totals,
  };
}

/** The net tax of a list of orders one at a time: what the report's totals must equal. */
export function netSalesTaxCents(orders: readonly Omit<SalesTaxOrder, 'placedAt' | 'orderType'>[]): number {
  return sumCents(
    orders.map((order) => {
      const { collected, givenBack } = salesTaxStanding(order);
      return collected && !givenBack ? order.taxCents : 0;
    }),
  );
}
