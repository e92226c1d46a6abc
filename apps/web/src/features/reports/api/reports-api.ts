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

export interface PayoutWeek {
  weekStart: string;
  weekEnd: string;
  payoutDate: string;
  /** HELD: paid in the 7 days after the payout account changed, so it waits until `heldUntil`. */
  status: 'PAID' | 'PENDING' | 'HELD';
  heldUntil?: string | null;
  cardSalesCents: number;
  cardCharges: number;
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

export interface Payouts {
  storeId: number;
  timeZone: string;
  today: string;
  fee: { ratePercent: number; fixedCents: number };
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
