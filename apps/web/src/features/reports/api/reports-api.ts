import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';

export const REPORT_ORDER_TYPES = ['DELIVERY', 'PICK_UP', 'DINE_IN', 'WALK_IN'] as const;
export type ReportOrderType = (typeof REPORT_ORDER_TYPES)[number];
export type ReportGroupBy = 'day' | 'week';

export interface ReportFigures {
  orders: number;
  salesCents: number;
  averageTicketCents: number;
  tipsCents: number;
  discountsCents: number;
  refunds: number;
  refundsCents: number;
}

export interface SalesReport {
  storeId: number;
  timeZone: string;
  from: string;
  to: string;
  groupBy: ReportGroupBy;
  periods: (ReportFigures & { period: string; byOrderType: Record<ReportOrderType, ReportFigures> })[];
  byOrderType: Record<ReportOrderType, ReportFigures>;
  totals: ReportFigures;
  bestSellers: { name: string; cnName: string | null; quantity: number; salesCents: number }[];
}

export interface ReportQuery {
  from: string;
  to: string;
  groupBy: ReportGroupBy;
}

/**
 * OPEN: the week still runs; DUE: closed, its statement due on payoutDate; NOTHING_DUE: no money moved in it;
 * HELD: due in the 7 days after the payout account changed, so it waits until `heldUntil`. No bank transfer is
 * made yet, so no week is ever called paid.
 */
export type PayoutStatus = 'OPEN' | 'DUE' | 'NOTHING_DUE' | 'HELD';

export interface PayoutWeek {
  weekStart: string;
  weekEnd: string;
  payoutDate: string;
  status: PayoutStatus;
  heldUntil?: string | null;
  cardSalesCents: number;
  cardCharges: number;
  /** Charges voided before they settled (no card fee on them). */
  voidsCents: number;
  /** Settled charges given back (their card fee is kept). */
  refundsCents: number;
  cardFeesCents: number;
  /** Paid by the platform: reward and referral credit, then first-order promos, diners used at the store. */
  rewardCreditCents: number;
  promoCents: number;
  platformCreditCents: number;
  payoutCents: number;
  cashSalesCents: number;
  cashOrders: number;
}

export interface CardFeeRule {
  ratePercent: number;
  fixedCents: number;
  onVoid?: 'NONE';
  onRefund?: 'KEPT';
}

export interface Payouts {
  storeId: number;
  /** The platform's time zone: weeks are cut in it. */
  timeZone: string;
  today: string;
  fee: CardFeeRule;
  weeks: PayoutWeek[];
  /** While payouts wait after the payout account changed: until when (store-local date in `untilDate`). */
  payoutHold?: { reason: 'BANK_ACCOUNT_CHANGED'; until: string; untilDate: string } | null;
  totals: Omit<PayoutWeek, 'weekStart' | 'weekEnd' | 'payoutDate' | 'status' | 'heldUntil'>;
}

const auth = () => ({ accessToken: getOwnerAccessToken() });
const base = (storeId: number) => `/portal/stores/${storeId}`;

/** GET /portal/stores/{storeId}/reports: sales by period and order type, best sellers (store-local dates). */
export async function getSalesReport(storeId: number, query: ReportQuery, signal?: AbortSignal) {
  const answer = await apiClient.get<{ data: SalesReport }>(`${base(storeId)}/reports`, {
    ...auth(),
    query: { ...query },
    signal,
  });
  return answer.data;
}

export function useSalesReport(storeId: number, query: ReportQuery) {
  return useQuery({
    queryKey: ['portal', 'reports', storeId, query],
    queryFn: ({ signal }) => getSalesReport(storeId, query, signal),
    placeholderData: (previous) => previous,
  });
}

/** The report's two CSV files: its figures by period and order type, and every item sold. */
export type ReportCsv = 'sales' | 'bestSellers';

const csvFiles: Record<ReportCsv, { path: string; name: (storeId: number, query: ReportQuery) => string }> = {
  sales: {
    path: 'reports.csv',
    name: (storeId, query) => `sales-${storeId}-${query.from}-to-${query.to}-by-${query.groupBy}.csv`,
  },
  bestSellers: {
    path: 'best-sellers.csv',
    name: (storeId, query) => `best-sellers-${storeId}-${query.from}-to-${query.to}.csv`,
  },
};

/** GET /portal/stores/{storeId}/reports.csv or best-sellers.csv, handed to the browser as a download. */
export async function downloadReportCsv(storeId: number, query: ReportQuery, file: ReportCsv): Promise<void> {
  const { path, name } = csvFiles[file];
  const blob = await apiClient.getBlob(`${base(storeId)}/${path}`, { ...auth(), query: { ...query } });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name(storeId, query);
  anchor.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** GET /portal/stores/{storeId}/payouts: the last twelve Wednesday-to-Tuesday weeks, newest first. */
export async function getPayouts(storeId: number, signal?: AbortSignal) {
  return (await apiClient.get<{ data: Payouts }>(`${base(storeId)}/payouts`, { ...auth(), signal })).data;
}

export function usePayouts(storeId: number) {
  return useQuery({
    queryKey: ['portal', 'payouts', storeId],
    queryFn: ({ signal }) => getPayouts(storeId, signal),
  });
}

export const STATEMENT_KINDS = [
  'CHARGE',
  'VOID',
  'REFUND',
  'CARD_FEE',
  'REWARD_CREDIT',
  'PROMO',
  'IN_STORE',
] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

export interface StatementTransaction {
  at: string;
  /** 'YYYY-MM-DD HH:mm:ss' in the platform's time zone. */
  localTime: string;
  orderId: number;
  number: string;
  orderType: string;
  kind: StatementKind;
  /** Signed, from the store's side. */
  amountCents: number;
  /** False for an in-store order: shown, never paid out. */
  inPayout: boolean;
}

export interface Statement {
  storeId: number;
  storeName: string;
  timeZone: string;
  fee: CardFeeRule;
  week: PayoutWeek;
  transactions: StatementTransaction[];
  totals: {
    chargesCents: number;
    voidsCents: number;
    refundsCents: number;
    cardFeesCents: number;
    rewardCreditCents: number;
    promoCents: number;
    inStoreCents: number;
    payoutCents: number;
  };
}

/** GET /portal/stores/{storeId}/statement?week=: every transaction of a payout week, with its totals. */
export async function getStatement(storeId: number, week: string, signal?: AbortSignal) {
  return (
    await apiClient.get<{ data: Statement }>(`${base(storeId)}/statement`, {
      ...auth(),
      query: { week },
      signal,
    })
  ).data;
}

export function useStatement(storeId: number, week: string | null) {
  return useQuery({
    queryKey: ['portal', 'statement', storeId, week],
    queryFn: ({ signal }) => getStatement(storeId, week!, signal),
    enabled: week !== null,
  });
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

export interface SalesTaxReport {
  storeId: number;
  storeName: string;
  timeZone: string;
  from: string;
  to: string;
  groupBy: ReportGroupBy;
  periods: (SalesTaxFigures & { period: string; byOrderType: Record<ReportOrderType, SalesTaxFigures> })[];
  byOrderType: Record<ReportOrderType, SalesTaxFigures>;
  totals: SalesTaxFigures;
}

/** GET /portal/stores/{storeId}/sales-tax: tax collected and given back per period and order type. */
export async function getSalesTax(storeId: number, query: ReportQuery, signal?: AbortSignal) {
  return (
    await apiClient.get<{ data: SalesTaxReport }>(`${base(storeId)}/sales-tax`, {
      ...auth(),
      query: { ...query },
      signal,
    })
  ).data;
}

export function useSalesTax(storeId: number, query: ReportQuery) {
  return useQuery({
    queryKey: ['portal', 'sales-tax', storeId, query],
    queryFn: ({ signal }) => getSalesTax(storeId, query, signal),
    placeholderData: (previous) => previous,
  });
}

async function downloadFile(path: string, query: Record<string, string>, name: string) {
  const blob = await apiClient.getBlob(path, { ...auth(), query });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type DownloadType = 'csv' | 'pdf';

/** GET /portal/stores/{storeId}/statement.csv|pdf?week=, handed to the browser as a download. */
export function downloadStatement(storeId: number, week: PayoutWeek, type: DownloadType): Promise<void> {
  return downloadFile(
    `${base(storeId)}/statement.${type}`,
    { week: week.weekStart },
    `statement-${storeId}-${week.weekStart}-to-${week.weekEnd}.${type}`,
  );
}

/** GET /portal/stores/{storeId}/sales-tax.csv|pdf, handed to the browser as a download. */
export function downloadSalesTax(storeId: number, query: ReportQuery, type: DownloadType): Promise<void> {
  return downloadFile(
    `${base(storeId)}/sales-tax.${type}`,
    { ...query },
    `sales-tax-${storeId}-${query.from}-to-${query.to}-by-${query.groupBy}.${type}`,
  );
}
