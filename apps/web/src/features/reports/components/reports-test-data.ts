import i18n from 'i18next';
import type { Payouts, ReportFigures, ReportOrderType, SalesReport } from '../api/reports-api';
import { reportsEn } from '../i18n/reports-en';

export function addReportsStringsForTests(): void {
  i18n.addResourceBundle('en', 'translation', reportsEn, true, true);
}

const figures = (overrides: Partial<ReportFigures> = {}): ReportFigures => ({
  orders: 0,
  salesCents: 0,
  averageTicketCents: 0,
  tipsCents: 0,
  discountsCents: 0,
  refunds: 0,
  refundsCents: 0,
  ...overrides,
});

const types = (pickUp: Partial<ReportFigures>, delivery: Partial<ReportFigures> = {}) =>
  ({
    DELIVERY: figures(delivery),
    PICK_UP: figures(pickUp),
    DINE_IN: figures(),
    WALK_IN: figures(),
  }) satisfies Record<ReportOrderType, ReportFigures>;

export function makeReport(overrides: Partial<SalesReport> = {}): SalesReport {
  const monday = {
    orders: 2,
    salesCents: 3501,
    averageTicketCents: 1751,
    tipsCents: 200,
    discountsCents: 300,
  };
  return {
    storeId: 7,
    timeZone: 'America/Chicago',
    from: '2026-03-02',
    to: '2026-03-03',
    groupBy: 'day',
    periods: [
      { period: '2026-03-02', ...figures(monday), byOrderType: types({ orders: 1, salesCents: 1000 }) },
      { period: '2026-03-03', ...figures({ refunds: 1, refundsCents: 990 }), byOrderType: types({}) },
    ],
    byOrderType: types(
      {
        orders: 1,
        salesCents: 1000,
        averageTicketCents: 1000,
        tipsCents: 200,
        refunds: 1,
        refundsCents: 990,
      },
      { orders: 1, salesCents: 2501, averageTicketCents: 2501, discountsCents: 300 },
    ),
    totals: figures({ ...monday, refunds: 1, refundsCents: 990 }),
    bestSellers: [
      { name: 'Burger', cnName: '汉堡', quantity: 5, salesCents: 5651 },
      { name: 'Fries', cnName: null, quantity: 3, salesCents: 1050 },
    ],
    ...overrides,
  };
}

export const emptyReport = (): SalesReport =>
  makeReport({
    periods: [{ period: '2026-03-02', ...figures(), byOrderType: types({}) }],
    byOrderType: types({}),
    totals: figures(),
    bestSellers: [],
  });

export const makePayouts = (): Payouts => {
  const week = {
    cardCharges: 3,
    cardSalesCents: 4500,
    refundsCents: 990,
    cardFeesCents: 203,
    rewardCreditCents: 400,
    promoCents: 100,
    platformCreditCents: 500,
    payoutCents: 3807,
    cashSalesCents: 1650,
    cashOrders: 1,
  };
  return {
    storeId: 7,
    timeZone: 'America/Chicago',
    today: '2026-11-05',
    fee: { ratePercent: 2.5, fixedCents: 30 },
    weeks: [
      {
        weekStart: '2026-11-04',
        weekEnd: '2026-11-10',
        payoutDate: '2026-11-11',
        status: 'PENDING',
        ...week,
      },
      { weekStart: '2026-10-28', weekEnd: '2026-11-03', payoutDate: '2026-11-04', status: 'PAID', ...week },
    ],
    totals: {
      cardCharges: 6,
      cardSalesCents: 9000,
      refundsCents: 1980,
      cardFeesCents: 406,
      rewardCreditCents: 800,
      promoCents: 200,
      platformCreditCents: 1000,
      payoutCents: 7614,
      cashSalesCents: 3300,
      cashOrders: 2,
    },
  };
};
