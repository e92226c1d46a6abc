import {
  DomainError,
  addPayoutFigures,
  formatOrderNumber,
  parseReportRange,
  payoutWeeks,
  payoutWindow,
  statementRows,
  statementTotals,
  storeLocalDate,
  storeLocalNoon,
  sumReport,
  sumSalesTax,
  toStoreLocalTime,
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
  /** Payout weeks are cut in the platform's time zone (config PLATFORM_TIME_ZONE). */
  platformTimeZone?: string;
}

export const DEFAULT_PLATFORM_TIME_ZONE = 'America/Chicago';

export const BEST_SELLER_COUNT = 10;
/** The best-sellers CSV lists every item sold in the range, up to this many. */
export const BEST_SELLER_CSV_LIMIT = 1000;
export const MAX_PAYOUT_WEEKS = 53;

/** Sales reports and weekly card payouts for one store, in its time zone. */
export function createReportsService({
  db,
  clock = () => new Date(),
  platformTimeZone = DEFAULT_PLATFORM_TIME_ZONE,
}: ReportsServiceDeps) {
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
    const storeTimeZone = await timeZoneOf(storeId);
    const timeZone = platformTimeZone;
    const now = clock();
    const through = query.through ? storeLocalNoon(query.through, timeZone) : now;
    const { from, to } = payoutWindow(through, timeZone, query.weeks);
    const orders = await repository.findMoneyOrders(db, storeId, from, to);
    const weeks = payoutWeeks({ orders, timeZone, now, through, weekCount: query.weeks });
    const holdUntil = await payoutHolds.findPayoutHoldUntil(storeId);
    return {
      storeId,
      // Weeks and dates are the platform's; the store's own zone is given for reference.
      timeZone,
      storeTimeZone,
      today: storeLocalDate(now, timeZone),
      fee: CARD_FEE_RULE,
      // A changed payout account holds the weeks paid in the following days (shown with the hold's end).
      ...withPayoutHold(weeks, { holdUntil, timeZone, now }),
      totals: addPayoutFigures(weeks),
    };
  }

  /**
   * The statement of the payout week holding `week` (a date in the platform's time zone): every transaction
   * dated in it (charges, fees and credit of the orders placed in it; voids and refunds given back in it), oldest
   * first, with its totals and the week's state.
   */
  async function statement(storeId: number, query: { week: string }) {
    const [storeTimeZone, storeName] = await Promise.all([
      timeZoneOf(storeId),
      repository.findStoreName(db, storeId),
    ]);
    const timeZone = platformTimeZone;
    const now = clock();
    const through = storeLocalNoon(query.week, timeZone);
    if (through.getTime() > payoutWindow(now, timeZone, 1).to.getTime()) {
      throw new DomainError('invalid_data', `The week of ${query.week} has not started yet.`);
    }
    const { from, to } = payoutWindow(through, timeZone, 1);
    const orders = await repository.findMoneyOrders(db, storeId, from, to);
    const [week] = payoutWeeks({ orders, timeZone, now, through, weekCount: 1 });
    const holdUntil = await payoutHolds.findPayoutHoldUntil(storeId);
    const held = withPayoutHold([week!], { holdUntil, timeZone, now });
    const rows = statementRows(orders, { start: from, end: to });
    return {
      storeId,
      storeName,
      timeZone,
      storeTimeZone,
      fee: CARD_FEE_RULE,
      week: held.weeks[0]!,
      payoutHold: held.payoutHold,
      transactions: rows.map((row) => ({
        at: row.at.toISOString(),
        localTime: toStoreLocalTime(row.at, timeZone),
        orderId: row.orderId,
        number: formatOrderNumber(row.orderId),
        orderType: row.orderType,
        kind: row.kind,
        amountCents: row.amountCents,
        inPayout: row.inPayout,
      })),
      totals: statementTotals(rows),
    };
  }

  /** Sales tax collected per period (store-local days or weeks) and order type, less what was given back. */
  async function salesTax(storeId: number, query: { from: string; to: string; groupBy: ReportGroupBy }) {
    const [timeZone, storeName] = await Promise.all([
      timeZoneOf(storeId),
      repository.findStoreName(db, storeId),
    ]);
    const range = parseReportRange(query, timeZone);
    const orders = await repository.findMoneyOrders(db, storeId, range.start, range.end);
    return {
      storeId,
      storeName,
      timeZone,
      from: range.from,
      to: range.to,
      groupBy: range.groupBy,
      ...sumSalesTax(orders, range, timeZone),
    };
  }

  return { report, bestSellers, payouts, statement, salesTax };
}

export type ReportsService = ReturnType<typeof createReportsService>;
