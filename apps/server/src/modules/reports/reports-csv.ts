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

type Statement = Awaited<ReturnType<ReportsService['statement']>>;
type SalesTax = Awaited<ReturnType<ReportsService['salesTax']>>;

export const STATEMENT_CSV_COLUMNS = [
  'time',
  'order',
  'order_type',
  'transaction',
  'amount',
  'in_payout',
] as const;

/** The transaction names the statement's CSV and PDF print. */
export const STATEMENT_KIND_NAMES: Record<Statement['transactions'][number]['kind'], string> = {
  CHARGE: 'Card charge',
  VOID: 'Void (no card fee)',
  REFUND: 'Refund',
  CARD_FEE: 'Card fee',
  REWARD_CREDIT: 'Reward credit paid by the platform',
  PROMO: 'First-order promo paid by the platform',
  IN_STORE: 'Paid in store (not paid out)',
};

/** The totals rows of a statement, in the order the CSV and the PDF print them. */
export function statementTotalRows(statement: Statement): [string, number][] {
  const { totals } = statement;
  return [
    ['Card charges', totals.chargesCents],
    ['Voids', -totals.voidsCents],
    ['Refunds', -totals.refundsCents],
    ['Card fees', -totals.cardFeesCents],
    ['Reward credit paid by the platform', totals.rewardCreditCents],
    ['Promos paid by the platform', totals.promoCents],
    ['Amount due', totals.payoutCents],
    ['Paid in store (not paid out)', totals.inStoreCents],
  ];
}

/**
 * A week's statement: one row per transaction (platform-local time, order number, order type, what it is, the
 * signed amount, whether it counts in the payout), then one TOTAL row per figure.
 */
export function statementCsv(statement: Statement): string {
  const rows = statement.transactions.map((row) => [
    row.localTime,
    row.number,
    row.orderType,
    STATEMENT_KIND_NAMES[row.kind],
    dollars(row.amountCents),
    row.inPayout ? 'yes' : 'no',
  ]);
  for (const [label, cents] of statementTotalRows(statement)) {
    rows.push(['TOTAL', '', '', label, dollars(cents), label.startsWith('Paid in store') ? 'no' : 'yes']);
  }
  return stringifyGuardedCsv(rows, STATEMENT_CSV_COLUMNS);
}

export const SALES_TAX_CSV_COLUMNS = [
  'period',
  'order_type',
  'orders',
  'taxable_sales',
  'tax_collected',
  'refunds',
  'refunded_taxable_sales',
  'refunded_tax',
  'net_taxable_sales',
  'net_tax',
] as const;

type TaxFigures = SalesTax['totals'];

const taxRow = (period: string, orderType: ReportOrderType | 'ALL', figures: TaxFigures) => [
  period,
  orderType,
  String(figures.orders),
  dollars(figures.taxableSalesCents),
  dollars(figures.taxCents),
  String(figures.refunds),
  dollars(figures.refundedTaxableSalesCents),
  dollars(figures.refundedTaxCents),
  dollars(figures.netTaxableSalesCents),
  dollars(figures.netTaxCents),
];

/** The sales-tax report: every period (ALL, then each order type that had orders), then the range's TOTAL rows. */
export function salesTaxCsv(report: SalesTax): string {
  const rows: string[][] = [];
  for (const period of report.periods) {
    rows.push(taxRow(period.period, 'ALL', period));
    for (const type of REPORT_ORDER_TYPES) {
      if (period.byOrderType[type].orders > 0) {
        rows.push(taxRow(period.period, type, period.byOrderType[type]));
      }
    }
  }
  rows.push(taxRow('TOTAL', 'ALL', report.totals));
  for (const type of REPORT_ORDER_TYPES) {
    if (report.byOrderType[type].orders > 0) {
      rows.push(taxRow('TOTAL', type, report.byOrderType[type]));
    }
  }
  return stringifyGuardedCsv(rows, SALES_TAX_CSV_COLUMNS);
}
