import { DomainError } from '../errors.js';
import { roundHalfUpCents } from '../money/money.js';
import { DateTime } from 'luxon';
import { storeZone } from '../formats/store-zone.js';

/** The portal's sales reports, pure side (beside the payouts they must agree with): range rules, periods, sums. */
export const MAX_REPORT_DAYS = 366;
export const REPORT_ORDER_TYPES = ['DELIVERY', 'PICK_UP', 'DINE_IN', 'WALK_IN'] as const;
export type ReportOrderType = (typeof REPORT_ORDER_TYPES)[number];
export type ReportGroupBy = 'day' | 'week';

/** The statuses of orders the restaurant received and kept; REJECTED ones count only as refunds. */
export const SOLD_STATUSES = ['PLACED', 'ACCEPTED', 'READY', 'COMPLETED'] as const;

export interface ReportRange {
  from: string;
  to: string;
  groupBy: ReportGroupBy;
  /** UTC instants: the start of `from` and the end of `to` in the store's time zone. */
  start: Date;
  end: Date;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Checks a from/to pair of store-local dates; throws a 400 sentence when it is not a usable range. */
export function parseReportRange(
  input: { from: string; to: string; groupBy: ReportGroupBy },
  timeZone: string,
): ReportRange {
  const read = (text: string, label: string) => {
    const date = DATE.test(text) ? DateTime.fromISO(text, { zone: storeZone(timeZone) }) : null;
    if (!date?.isValid) {
      throw new DomainError('invalid_data', `${label} "${text}" is not a date: use YYYY-MM-DD.`);
    }
    return date;
  };
  const from = read(input.from, 'The start date');
  const to = read(input.to, 'The end date');
  if (to < from) {
    throw new DomainError('invalid_data', 'The end date is before the start date.');
  }
  const days = Math.round(to.diff(from, 'days').days) + 1;
  if (days > MAX_REPORT_DAYS) {
    throw new DomainError(
      'invalid_data',
      `A report covers at most ${MAX_REPORT_DAYS} days; this range has ${days}.`,
    );
  }
  return {
    from: input.from,
    to: input.to,
    groupBy: input.groupBy,
    start: from.toJSDate(),
    end: to.plus({ days: 1 }).toJSDate(),
  };
}

/** The store-local date that starts an instant's period: its day, or the Monday of its week. */
export function periodOf(instant: Date, timeZone: string, groupBy: ReportGroupBy): string {
  const day = DateTime.fromJSDate(instant).setZone(storeZone(timeZone)).startOf('day');
  return (groupBy === 'week' ? day.minus({ days: day.weekday - 1 }) : day).toISODate()!;
}

/** Every period of the range in order, empty ones too (so a chart shows the gaps). */
export function periodsOf(range: ReportRange): string[] {
  const first = DateTime.fromISO(range.from);
  const start = range.groupBy === 'week' ? first.minus({ days: first.weekday - 1 }) : first;
  const last = DateTime.fromISO(range.to);
  const periods: string[] = [];
  for (
    let cursor = start;
    cursor <= last;
    cursor = cursor.plus(range.groupBy === 'week' ? { weeks: 1 } : { days: 1 })
  ) {
    periods.push(cursor.toISODate()!);
  }
  return periods;
}

export interface ReportOrder {
  placedAt: Date;
  orderType: ReportOrderType;
  status: string;
  refundStatus: string | null;
  paymentStatus: string | null;
  subtotalCents: number;
  tipCents: number;
  discountCents: number;
  chargedCents: number;
}

export interface ReportFigures {
  orders: number;
  salesCents: number;
  averageTicketCents: number;
  tipsCents: number;
  discountsCents: number;
  refunds: number;
  refundsCents: number;
}

const emptyFigures = (): ReportFigures => ({
  orders: 0,
  salesCents: 0,
  averageTicketCents: 0,
  tipsCents: 0,
  discountsCents: 0,
  refunds: 0,
  refundsCents: 0,
});

const isSold = (status: string) => (SOLD_STATUSES as readonly string[]).includes(status);
const isRefund = (order: ReportOrder) =>
  order.status === 'REJECTED' &&
  order.paymentStatus === 'CREDIT' &&
  (order.refundStatus === 'VOIDED' || order.refundStatus === 'REFUNDED');

function add(figures: ReportFigures, order: ReportOrder) {
  if (isSold(order.status)) {
    figures.orders += 1;
    figures.salesCents += order.subtotalCents;
    figures.tipsCents += order.tipCents;
    figures.discountsCents += order.discountCents;
  } else if (isRefund(order)) {
    figures.refunds += 1;
    figures.refundsCents += order.chargedCents;
  }
}

const withAverage = (figures: ReportFigures): ReportFigures => ({
  ...figures,
  averageTicketCents: figures.orders === 0 ? 0 : roundHalfUpCents(figures.salesCents / figures.orders),
});

export interface ReportPeriod extends ReportFigures {
  period: string;
  byOrderType: Record<ReportOrderType, ReportFigures>;
}

export interface ReportSums {
  periods: ReportPeriod[];
  byOrderType: Record<ReportOrderType, ReportFigures>;
  totals: ReportFigures;
}

const perType = () =>
  Object.fromEntries(REPORT_ORDER_TYPES.map((type) => [type, emptyFigures()])) as Record<
    ReportOrderType,
    ReportFigures
  >;
const averaged = (table: Record<ReportOrderType, ReportFigures>) =>
  Object.fromEntries(REPORT_ORDER_TYPES.map((type) => [type, withAverage(table[type])])) as Record<
    ReportOrderType,
    ReportFigures
  >;

/** Sums orders per period and order type; sold orders count as sales, rejected refunded card orders as refunds. */
export function sumReport(orders: readonly ReportOrder[], range: ReportRange, timeZone: string): ReportSums {
  const periods = new Map(
    periodsOf(range).map((period) => [period, { all: emptyFigures(), types: perType() }]),
  );
  const types = perType();
  const totals = emptyFigures();
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
    periods: [...periods].map(([period, bucket]) => ({
      period,
      ...withAverage(bucket.all),
      byOrderType: averaged(bucket.types),
    })),
    byOrderType: averaged(types),
    totals: withAverage(totals),
  };
}
