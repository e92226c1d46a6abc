import i18n from 'i18next';
import type {
  Payouts,
  ReportFigures,
  ReportOrderType,
  SalesReport,
  SalesTaxFigures,
  SalesTaxReport,
  Statement,
} from '../api/reports-api';
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
    voidsCents: 0,
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
        status: 'OPEN',
        ...week,
      },
      { weekStart: '2026-10-28', weekEnd: '2026-11-03', payoutDate: '2026-11-04', status: 'DUE', ...week },
    ],
    totals: {
      voidsCents: 0,
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

const taxFigures = (overrides: Partial<SalesTaxFigures> = {}): SalesTaxFigures => ({
  orders: 0,
  taxableSalesCents: 0,
  taxCents: 0,
  refunds: 0,
  refundedTaxableSalesCents: 0,
  refundedTaxCents: 0,
  netTaxableSalesCents: 0,
  netTaxCents: 0,
  ...overrides,
});

/** Two orders on 2026-03-02 (a delivery and a pickup whose charge was voided), none on 03-03. */
export const makeSalesTax = (): SalesTaxReport => {
  const delivery = taxFigures({
    orders: 1,
    taxableSalesCents: 2201,
    taxCents: 226,
    netTaxableSalesCents: 2201,
    netTaxCents: 226,
  });
  const pickup = taxFigures({
    orders: 1,
    taxableSalesCents: 1000,
    taxCents: 103,
    refunds: 1,
    refundedTaxableSalesCents: 1000,
    refundedTaxCents: 103,
  });
  const day = taxFigures({
    orders: 2,
    taxableSalesCents: 3201,
    taxCents: 329,
    refunds: 1,
    refundedTaxableSalesCents: 1000,
    refundedTaxCents: 103,
    netTaxableSalesCents: 2201,
    netTaxCents: 226,
  });
  const byType = { DELIVERY: delivery, PICK_UP: pickup, DINE_IN: taxFigures(), WALK_IN: taxFigures() };
  const none = {
    DELIVERY: taxFigures(),
    PICK_UP: taxFigures(),
    DINE_IN: taxFigures(),
    WALK_IN: taxFigures(),
  };
  return {
    storeId: 7,
    storeName: 'Board Grill',
    timeZone: 'America/Chicago',
    from: '2026-03-02',
    to: '2026-03-03',
    groupBy: 'day',
    periods: [
      { period: '2026-03-02', ...day, byOrderType: byType },
      { period: '2026-03-03', ...taxFigures(), byOrderType: none },
    ],
    byOrderType: byType,
    totals: day,
  };
};

export const salesTaxRoute = {
  match: (url: URL) => url.pathname === '/api/portal/stores/7/sales-tax',
  respond: () => ({ status: 200, data: makeSalesTax() }),
};

/** The statement of the week of 2026-10-28: a charge and its fee, a voided charge, an in-store order with credit. */
export const makeStatement = (): Statement => {
  const row = (
    localTime: string,
    orderId: number,
    orderType: string,
    kind: Statement['transactions'][number]['kind'],
    amountCents: number,
  ) => ({
    at: '2026-10-29T17:00:00.000Z',
    localTime,
    orderId,
    number: `TS-${orderId}`,
    orderType,
    kind,
    amountCents,
    inPayout: kind !== 'IN_STORE',
  });
  return {
    storeId: 7,
    storeName: 'Board Grill',
    timeZone: 'America/Chicago',
    fee: { ratePercent: 2.5, fixedCents: 30, onVoid: 'NONE', onRefund: 'KEPT' },
    week: makePayouts().weeks[1]!,
    transactions: [
      row('2026-10-29 12:00:00', 1041, 'PICK_UP', 'CHARGE', 2200),
      row('2026-10-29 12:00:00', 1041, 'PICK_UP', 'CARD_FEE', -85),
      row('2026-10-30 18:00:00', 1042, 'DELIVERY', 'CHARGE', 1100),
      row('2026-10-30 18:05:00', 1042, 'DELIVERY', 'VOID', -1100),
      row('2026-10-31 19:00:00', 1043, 'DINE_IN', 'IN_STORE', 1650),
      row('2026-10-31 19:00:00', 1043, 'DINE_IN', 'REWARD_CREDIT', 500),
    ],
    totals: {
      chargesCents: 3300,
      voidsCents: 1100,
      refundsCents: 0,
      cardFeesCents: 85,
      rewardCreditCents: 500,
      promoCents: 0,
      inStoreCents: 1650,
      payoutCents: 2615,
    },
  };
};
