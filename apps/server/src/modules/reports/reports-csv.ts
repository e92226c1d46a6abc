import { REPORT_ORDER_TYPES, type ReportFigures, type ReportOrderType } from '@orderlane/domain';
import { stringifyGuardedCsv } from '@/lib/csv-formula-guard.js';
import type { ReportsService } from './reports-service.js';

type Report = Awaited<ReturnType<ReportsService['report']>>;
type BestSellers = Awaited<ReturnType<ReportsService['bestSellers']>>;

export const REPORT_CSV_COLUMNS = [
  'period',
  'order_type',
  'orders',
  'sales',
  'average_ticket',
  'tips',
  'discounts',
  'refunds',
  'refund_amount',
] as const;

export const BEST_SELLERS_CSV_COLUMNS = ['rank', 'item', 'item_zh', 'quantity', 'sales'] as const;

const dollars = (cents: number) => (cents / 100).toFixed(2);

const row = (period: string, orderType: ReportOrderType | 'ALL', figures: ReportFigures) => [
  period,
  orderType,
  String(figures.orders),
  dollars(figures.salesCents),
  dollars(figures.averageTicketCents),
  dollars(figures.tipsCents),
  dollars(figures.discountsCents),
  String(figures.refunds),
  dollars(figures.refundsCents),
];

const active = (figures: ReportFigures) => figures.orders > 0 || figures.refunds > 0;

/**
 * One row per period (order type ALL, every period of the range, empty ones too), one per order type that had
 * orders or refunds in it, then the range's totals with period TOTAL. Amounts in dollars with two decimals;
 * quoting and escaping by csv-stringify.
 */
export function reportCsv(report: Report): string {
  const rows: string[][] = [];
  for (const period of report.periods) {
    rows.push(row(period.period, 'ALL', period));
    for (const type of REPORT_ORDER_TYPES) {
      if (active(period.byOrderType[type])) {
        rows.push(row(period.period, type, period.byOrderType[type]));
      }
    }
  }
  rows.push(row('TOTAL', 'ALL', report.totals));
  for (const type of REPORT_ORDER_TYPES) {
    if (active(report.byOrderType[type])) {
      rows.push(row('TOTAL', type, report.byOrderType[type]));
    }
  }
  return stringifyGuardedCsv(rows, REPORT_CSV_COLUMNS);
}

/** Every item sold in the range, most sold first (ties by sales): rank, names, quantity and sales in dollars. */
export function bestSellersCsv(report: BestSellers): string {
  const rows = report.items.map((item, index) => [
    String(index + 1),
    item.name,
    item.cnName ?? '',
    String(item.quantity),
    dollars(item.salesCents),
  ]);
  // Item names are the owner's text: a name like =HYPERLINK(...) must not run in the reader's spreadsheet.
  return stringifyGuardedCsv(rows, BEST_SELLERS_CSV_COLUMNS);
}
