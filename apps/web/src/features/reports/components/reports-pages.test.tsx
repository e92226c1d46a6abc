import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import { reportsZhCN } from '../i18n/reports-zh-cn';
import { PayoutsPage } from './payouts-page';
import { addReportsStringsForTests, emptyReport, makePayouts, makeReport } from './reports-test-data';
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

describe('PayoutsPage', () => {
  it('lists the weeks with their figures and status, and states the fee rule', async () => {
    stubApi([
      {
        match: (url) => url.pathname === '/api/portal/stores/7/payouts',
        respond: () => ({ status: 200, data: makePayouts() }),
      },
    ]);
    renderWithProviders(<PayoutsPage storeId={7} />);
    const paidWeek = (await screen.findByRole('rowheader', { name: /2026-10-28 – 2026-11-03/ })).closest(
      'tr',
    )!;
    // Card sales, the platform's credit, refunds, fees, payout, paid in store.
    expect(paidWeek).toHaveTextContent('$45.00$5.00$9.90$2.03$38.07$16.50Paid');
    expect(screen.getByText(/The platform pays them/)).toBeInTheDocument();
    expect(
      screen.getByRole('rowheader', { name: /2026-11-04 – 2026-11-10/ }).closest('tr'),
    ).toHaveTextContent('Pending');
    expect(screen.getByText(/2.5% \+ \$0.30 per card charge/)).toBeInTheDocument();
    expect(screen.getByText(/Wednesday to Tuesday \(America\/Chicago time\)/)).toBeInTheDocument();
    expect(screen.getByText('Last 2 weeks').closest('tr')).toHaveTextContent(
      '$90.00$10.00$19.80$4.06$76.14$33.00',
    );
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
    ]);
    renderWithProviders(<PayoutsPage storeId={7} />);
    expect(await screen.findByText('待打款')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '结算' })).toBeInTheDocument();
    expect(document.body).toHaveTextContent(/每笔刷卡收取 2.5% \+ \$0.30 的手续费/);
    expect(screen.getAllByText('已打款')).toHaveLength(1);
    expect(screen.getByRole('columnheader', { name: '平台补贴' })).toBeInTheDocument();

    renderWithProviders(<SalesReportPage storeId={7} />);
    expect(await screen.findByRole('rowheader', { name: '汉堡' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '最近 30 天' })).toBeInTheDocument();
  });
});
