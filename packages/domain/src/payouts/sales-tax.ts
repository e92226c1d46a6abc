import { sumCents } from '../money/money.js';
import { refundsOf, type StatementRefund } from './statement.js';
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
 * - Given back: a card order's voids and refunds (order_refunds; for an order without rows, a rejected one
 *   whose charge was voided or refunded), in the period they happened: a void or a whole refund gives back all
 *   its tax and taxable sales, a partial refund its share of them pro rata to the charge (cumulated, so that
 *   refunds adding up to the charge give back exactly the order's tax).
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
  chargedCents: number;
  taxableSalesCents: number;
  taxCents: number;
  givenBackAt?: Date | null;
  refunds?: readonly StatementRefund[];
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

/** Whether an order's money was taken, so its tax collected. */
export function isTaxCollected(order: Pick<SalesTaxOrder, 'status' | 'paymentStatus'>): boolean {
  const card = order.paymentStatus === 'CREDIT';
  return (
    (card && (isSold(order.status) || order.status === 'REJECTED')) ||
    (order.paymentStatus === 'CASH' && isSold(order.status))
  );
}

/** One movement of tax: collected when the order was placed, or given back with a void or refund. */
export interface SalesTaxEvent {
  at: Date;
  kind: 'COLLECTED' | 'GIVEN_BACK';
  taxableSalesCents: number;
  taxCents: number;
}

/** The tax an order collected and gave back, each dated. */
export function salesTaxEvents(order: SalesTaxOrder): SalesTaxEvent[] {
  if (!isTaxCollected(order)) {
    return [];
  }
  const events: SalesTaxEvent[] = [
    {
      at: order.placedAt,
      kind: 'COLLECTED',
      taxableSalesCents: order.taxableSalesCents,
      taxCents: order.taxCents,
    },
  ];
  if (order.paymentStatus !== 'CREDIT') {
    return events;
  }
  const refunds = refundsOf({ ...order, paymentStatus: 'CREDIT' });
  const whole = refunds.find((refund) => refund.method === 'VOID');
  const share = (cents: number, part: number) =>
    order.chargedCents <= 0
      ? cents
      : Math.round((cents * Math.min(part, order.chargedCents)) / order.chargedCents);
  let given = 0;
  for (const refund of whole ? [{ ...whole, amountCents: order.chargedCents }] : refunds) {
    const before = given;
    given += refund.amountCents;
    events.push({
      at: refund.at,
      kind: 'GIVEN_BACK',
      taxableSalesCents: share(order.taxableSalesCents, given) - share(order.taxableSalesCents, before),
      taxCents: share(order.taxCents, given) - share(order.taxCents, before),
    });
  }
  return events;
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

function add(figures: SalesTaxFigures, event: SalesTaxEvent) {
  if (event.kind === 'COLLECTED') {
    figures.orders += 1;
    figures.taxableSalesCents += event.taxableSalesCents;
    figures.taxCents += event.taxCents;
  } else {
    figures.refunds += 1;
    figures.refundedTaxableSalesCents += event.taxableSalesCents;
    figures.refundedTaxCents += event.taxCents;
  }
  figures.netTaxableSalesCents = figures.taxableSalesCents - figures.refundedTaxableSalesCents;
  figures.netTaxCents = figures.taxCents - figures.refundedTaxCents;
}

const perType = () =>
  Object.fromEntries(REPORT_ORDER_TYPES.map((type) => [type, empty()])) as Record<
    ReportOrderType,
    SalesTaxFigures
  >;

/**
 * Sums the tax collected and given back in the range per period and order type (every period listed, empty ones
 * too): a collection in the period the order was placed, a give-back in the period it happened.
 */
export function sumSalesTax(
  orders: readonly SalesTaxOrder[],
  range: ReportRange,
  timeZone: string,
): SalesTaxSums {
  const periods = new Map(periodsOf(range).map((period) => [period, { all: empty(), types: perType() }]));
  const types = perType();
  const totals = empty();
  for (const order of orders) {
    for (const event of salesTaxEvents(order)) {
      if (event.at < range.start || event.at >= range.end) {
        continue;
      }
      const bucket = periods.get(periodOf(event.at, timeZone, range.groupBy));
      if (!bucket) {
        continue;
      }
      for (const figures of [bucket.all, bucket.types[order.orderType], types[order.orderType], totals]) {
        add(figures, event);
      }
    }
  }
  return {
    periods: [...periods].map(([period, bucket]) => ({ period, ...bucket.all, byOrderType: bucket.types })),
    byOrderType: types,
    totals,
  };
}

/** The net tax of a list of orders one at a time (every event, whatever its date): what reports must add up to. */
export function netSalesTaxCents(orders: readonly SalesTaxOrder[]): number {
  return sumCents(
    orders
      .flatMap(salesTaxEvents)
      .map((event) => (event.kind === 'COLLECTED' ? event.taxCents : -event.taxCents)),
  );
}
