import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import { reportsZhCN } from '../i18n/reports-zh-cn';
import { PayoutsPage } from './payouts-page';
import {
  addReportsStringsForTests,
  emptyReport,
  makePayouts,
  makeReport,
  makeStatement,
  salesTaxRoute,
} from './reports-test-data';
import { SalesReportPage } from './sales-report-page';

// uPlot draws on a canvas, which jsdom has not; the chart's own test is the Playwright screenshot.
vi.mock('./sales-chart', () => ({
  SalesChart: ({ report }: { report: { periods: { period: string }[] } }) => (
    <p>chart of {report.periods.length} periods</p>
  ),
}));

beforeAll(addReportsStringsForTests);
afterEach(() => vi.unstubAllGlobals());

const reportCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/reports'));

describe('SalesReportPage', () => {
  it('shows the figures, then asks again by week and refuses a backwards custom range', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi([
      {
        match: (url) => url.pathname === '/api/portal/stores/7/reports',
        respond: () => ({ status: 200, data: makeReport() }),
      },
      salesTaxRoute,
    ]);
    renderWithProviders(<SalesReportPage storeId={7} />);

    const tile = async (label: string) => (await screen.findByText(label, { selector: 'dt' })).parentElement!;
    expect(await tile('Sales')).toHaveTextContent('$35.01');
    expect(await tile('Average ticket')).toHaveTextContent('$17.51');
    expect(await tile('Refunds')).toHaveTextContent(/\$9\.90\s*1 refund/);
    expect(screen.getByText('chart of 2 periods')).toBeInTheDocument();
    const byType = screen.getByRole('table', { name: 'By order type' });
    expect(within(byType).getByRole('rowheader', { name: 'Delivery' }).closest('tr')).toHaveTextContent(
      '$25.01',
    );
    expect(within(byType).getByText('Total').closest('tr')).toHaveTextContent('2$35.01$17.51$2.00$3.00$9.90');
    const best = screen.getByRole('table', { name: 'Best sellers' });
    expect(within(best).getByRole('rowheader', { name: 'Burger' }).closest('tr')).toHaveTextContent(
      '5$56.51',
    );
    expect(reportCalls(fetchMock)[0]!.searchParams.get('groupBy')).toBe('day');

    await user.click(screen.getByRole('radio', { name: 'Week' }));
    await vi.waitFor(() => expect(reportCalls(fetchMock).at(-1)!.searchParams.get('groupBy')).toBe('week'), {
      timeout: 15_000,
    });

    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2030-01-01');
    expect(screen.getByRole('alert')).toHaveTextContent('The end date is before the start date.');
    expect(reportCalls(fetchMock).some((url) => url.searchParams.get('from') === '2030-01-01')).toBe(false);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('downloads the best sellers as their own CSV for the chosen range', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi([
      {
        match: (url) => url.pathname === '/api/portal/stores/7/reports',
        respond: () => ({ status: 200, data: makeReport() }),
      },
      {
        match: (url) => url.pathname === '/api/portal/stores/7/best-sellers.csv',
        respond: () => ({ status: 200 }),
      },
      salesTaxRoute,
    ]);
    // jsdom has no object URLs; the download only needs one to hand the anchor.
    const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: () => 'blob:best', revokeObjectURL: () => undefined });
    const downloads: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    renderWithProviders(<SalesReportPage storeId={7} />);
    await screen.findByRole('table', { name: 'Best sellers' });

    await user.click(screen.getByRole('button', { name: 'Best sellers CSV' }));
    await vi.waitFor(() => expect(downloads).toHaveLength(1), { timeout: 15_000 });
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname.endsWith('/best-sellers.csv'))!;
    const from = asked.searchParams.get('from');
    const to = asked.searchParams.get('to');
    expect(from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(downloads[0]).toBe(`best-sellers-7-${from}-to-${to}.csv`);
    click.mockRestore();
    Object.assign(URL, objectUrls);
  });

  it('says so when the range has no orders', async () => {
    stubApi([
      {
        match: (url) => url.pathname.endsWith('/reports'),
        respond: () => ({ status: 200, data: emptyReport() }),
      },
    ]);
    renderWithProviders(<SalesReportPage storeId={7} />);
    expect(await screen.findByText('No orders in this range.')).toBeInTheDocument();
    expect(screen.queryByText(/chart of/)).toBeNull();
  });

  it('shows the server sentence and a retry when the report fails', async () => {
    stubApi([
      {
        match: (url) => url.pathname.endsWith('/reports'),
        respond: () => ({ status: 400, message: 'A report covers at most 366 days; this range has 400.' }),
        status: 400,
      },
    ]);
    renderWithProviders(<SalesReportPage storeId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('at most 366 days');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

/** jsdom has no object URLs: a download only needs one to hand its anchor; the file names are collected. */
function catchDownloads() {
  const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => undefined });
  const names: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return {
    names,
    restore: () => {
      click.mockRestore();
      Object.assign(URL, objectUrls);
    },
  };
}

describe('SalesReportPage’s sales tax', () => {
  it('shows the tax collected and given back per day and order type, and downloads it as PDF', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi([
      {
        match: (url) => url.pathname.endsWith('/reports'),
        respond: () => ({ status: 200, data: makeReport() }),
      },
      salesTaxRoute,
      { match: (url) => url.pathname.endsWith('/sales-tax.pdf'), respond: () => ({ status: 200 }) },
    ]);
    const downloads = catchDownloads();
    renderWithProviders(<SalesReportPage storeId={7} />);
    const table = await screen.findByRole('table', { name: 'Sales tax' });
    // Orders, taxable sales, tax collected, tax given back, net taxable sales, net tax.
    expect(within(table).getByRole('rowheader', { name: '2026-03-02' }).closest('tr')).toHaveTextContent(
      '2$32.01$3.29$1.03$22.01$2.26',
    );
    expect(within(table).getByRole('rowheader', { name: 'Pick up' }).closest('tr')).toHaveTextContent(
      '1$10.00$1.03$1.03$0.00$0.00',
    );
    // A day with nothing collected is left out of the table.
    expect(within(table).queryByRole('rowheader', { name: '2026-03-03' })).toBeNull();
    expect(within(table).getByText('Total').closest('tr')).toHaveTextContent('$2.26');
    await user.click(screen.getByRole('button', { name: 'Sales tax PDF' }));
    await vi.waitFor(() => expect(downloads.names).toHaveLength(1), { timeout: 15_000 });
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname.endsWith('/sales-tax.pdf'))!;
    expect(downloads.names[0]).toBe(
      `sales-tax-7-${asked.searchParams.get('from')}-to-${asked.searchParams.get('to')}-by-day.pdf`,
    );
    downloads.restore();
  });
});

describe('PayoutsPage', () => {
  it('lists the weeks with their figures and what they are, never "paid", and states the fee rule', async () => {
    stubApi([
      {
        match: (url) => url.pathname === '/api/portal/stores/7/payouts',
        respond: () => ({ status: 200, data: makePayouts() }),
      },
    ]);
    renderWithProviders(<PayoutsPage storeId={7} />);
    const closedWeek = (await screen.findByRole('rowheader', { name: /2026-10-28 – 2026-11-03/ })).closest(
      'tr',
    )!;
    // Card sales, the platform's credit, voids, refunds, fees, amount due, paid in store, status.
    expect(closedWeek).toHaveTextContent('$45.00$5.00$0.00$9.90$2.03$38.07$16.50Due 2026-11-04');
    expect(screen.getByText(/The platform pays them/)).toBeInTheDocument();
    expect(
      screen.getByRole('rowheader', { name: /2026-11-04 – 2026-11-10/ }).closest('tr'),
    ).toHaveTextContent('Week in progress');
    // "Paid in store" names the in-store figure; no week is called paid.
    expect(document.body.textContent).not.toMatch(/\bPaid\b(?! in store)/);
    expect(screen.getByText(/No bank transfer is sent from here yet/)).toBeInTheDocument();
    expect(screen.getByText(/2.5% \+ \$0.30 of each settled card charge/)).toBeInTheDocument();
    expect(
      screen.getByText(
        /A voided charge has no fee; a refunded charge is taken back and its fee is not returned/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Wednesday to Tuesday \(America\/Chicago time\)/)).toBeInTheDocument();
    expect(screen.getByText('Last 2 weeks').closest('tr')).toHaveTextContent(
      '$90.00$10.00$0.00$19.80$4.06$76.14$33.00',
    );
  });

  it('opens a week’s statement: every transaction, the totals, and its CSV and PDF', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi([
      {
        match: (url) => url.pathname.endsWith('/payouts'),
        respond: () => ({ status: 200, data: makePayouts() }),
      },
      {
        match: (url) => url.pathname.endsWith('/statement'),
        respond: () => ({ status: 200, data: makeStatement() }),
      },
      { match: (url) => url.pathname.endsWith('/statement.csv'), respond: () => ({ status: 200 }) },
    ]);
    const downloads = catchDownloads();
    renderWithProviders(<PayoutsPage storeId={7} />);
    await user.click(await screen.findByRole('button', { name: 'Statement for 2026-10-28 – 2026-11-03' }));
    expect(await screen.findByRole('heading', { name: 'Statement 2026-10-28 – 2026-11-03' })).toHaveFocus();
    const transactions = await screen.findByRole('table', { name: 'Transactions' });
    const rows = within(transactions).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '2026-10-29 12:00TS-1041Pick upCard charge$22.00',
      '2026-10-29 12:00TS-1041Pick upCard fee-$0.85',
      '2026-10-30 18:00TS-1042DeliveryCard charge$11.00',
      '2026-10-30 18:05TS-1042DeliveryVoid (no card fee)-$11.00',
      '2026-10-31 19:00TS-1043Dine inPaid in storenot paid out$16.50',
      '2026-10-31 19:00TS-1043Dine inReward credit, paid by the platform$5.00',
    ]);
    const totals = screen.getByRole('table', { name: 'Totals' });
    expect(within(totals).getByRole('rowheader', { name: 'Amount due' }).closest('tr')).toHaveTextContent(
      '$26.15',
    );
    expect(within(totals).getByRole('rowheader', { name: 'Voids' }).closest('tr')).toHaveTextContent(
      '-$11.00',
    );
    expect(
      fetchMock.mock.calls.map(([input]) => String(input)).find((url) => url.includes('/statement?')),
    ).toMatch(/week=2026-10-28/);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(downloads.names).toEqual(['statement-7-2026-10-28-to-2026-11-03.csv']), {
      timeout: 15_000,
    });
    downloads.restore();
    await user.click(screen.getByRole('button', { name: 'Close statement' }));
    expect(screen.queryByRole('table', { name: 'Transactions' })).toBeNull();
  });
});

describe('in Chinese', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('reads the payouts and the report in zh-CN', async () => {
    i18n.addResourceBundle('zh-CN', 'translation', reportsZhCN, true, true);
    await i18n.changeLanguage('zh-CN');
    stubApi([
      {
        match: (url) => url.pathname.endsWith('/payouts'),
        respond: () => ({ status: 200, data: makePayouts() }),
      },
      {
        match: (url) => url.pathname.endsWith('/reports'),
        respond: () => ({ status: 200, data: makeReport() }),
      },
      salesTaxRoute,
    ]);
    renderWithProviders(<PayoutsPage storeId={7} />);
    expect(await screen.findByText('本周进行中')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '结算' })).toBeInTheDocument();
    expect(document.body).toHaveTextContent(/每笔已结算的刷卡交易收取 2.5% \+ \$0.30 的手续费/);
    expect(screen.getAllByText('2026-11-04 到期')).toHaveLength(1);
    expect(screen.queryByText('已打款')).toBeNull();
    expect(screen.getByRole('columnheader', { name: '平台补贴' })).toBeInTheDocument();

    renderWithProviders(<SalesReportPage storeId={7} />);
    expect(await screen.findByRole('rowheader', { name: '汉堡' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '最近 30 天' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: '销售税' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '净税款' })).toBeInTheDocument();
  });
});
