import {
  DomainError,
  addPayoutFigures,
  parseReportRange,
  payoutWeeks,
  payoutWindow,
  storeLocalDate,
  storeLocalNoon,
  sumReport,
  CARD_FEE_RULE,
  type ReportGroupBy,
} from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import { createPayoutHoldService } from '@/modules/onboarding/payout-hold-service.js';
import { withPayoutHold } from './payout-hold.js';
import * as repository from './reports-repository.js';

export interface ReportsServiceDeps {
  db: Db;
  clock?: () => Date;
}

export const BEST_SELLER_COUNT = 10;
/** The best-sellers CSV lists every item sold in the range, up to this many. */
export const BEST_SELLER_CSV_LIMIT = 1000;
export const MAX_PAYOUT_WEEKS = 53;

/** Sales reports and weekly card payouts for one store, in its time zone. */
export function createReportsService({ db, clock = () => new Date() }: ReportsServiceDeps) {
  const payoutHolds = createPayoutHoldService({ db });
  async function timeZoneOf(storeId: number) {
    const timeZone = await repository.findStoreTimeZone(db, storeId);
    if (!timeZone) {
      throw new DomainError('not_found', `Store ${storeId} does not exist.`);
    }
    return timeZone;
  }

  async function report(storeId: number, query: { from: string; to: string; groupBy: ReportGroupBy }) {
    const timeZone = await timeZoneOf(storeId);
    const range = parseReportRange(query, timeZone);
    const [orders, bestSellers] = await Promise.all([
      repository.findReceivedOrders(db, storeId, range.start, range.end),
      repository.findBestSellers(db, storeId, range.start, range.end, BEST_SELLER_COUNT),
    ]);
    return {
      storeId,
      timeZone,
      from: range.from,
      to: range.to,
      groupBy: range.groupBy,
      ...sumReport(orders, range, timeZone),
      bestSellers,
    };
  }

  /** Every item sold in the range, most sold first, for the best-sellers CSV. */
  async function bestSellers(storeId: number, query: { from: string; to: string; groupBy: ReportGroupBy }) {
    const timeZone = await timeZoneOf(storeId);
    const range = parseReportRange(query, timeZone);
    const items = await repository.findBestSellers(
      db,
      storeId,
      range.start,
      range.end,
      BEST_SELLER_CSV_LIMIT,
    );
    return { storeId, from: range.from, to: range.to, items };
  }

  async function payouts(storeId: number, query: { weeks: number; through?: string | undefined }) {
    const timeZone = await timeZoneOf(storeId);
    const now = clock();
    const through = query.through ? storeLocalNoon(query.through, timeZone) : now;
    const { from, to } = payoutWindow(through, timeZone, query.weeks);
    const orders = await repository.findReceivedOrders(db, storeId, from, to);
    const weeks = payoutWeeks({ orders, timeZone, now, through, weekCount: query.weeks });
    const holdUntil = await payoutHolds.findPayoutHoldUntil(storeId);
    return {
      storeId,
      timeZone,
      today: storeLocalDate(now, timeZone),
      fee: CARD_FEE_RULE,
      // A changed payout account holds the weeks paid in the following days (shown with the hold's end).
      ...withPayoutHold(weeks, { holdUntil, timeZone, now }),
      totals: addPayoutFigures(weeks),
    };
  }

  return { report, bestSellers, payouts };
}

export type ReportsService = ReturnType<typeof createReportsService>;
