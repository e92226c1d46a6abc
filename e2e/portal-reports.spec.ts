import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { openOwnerStore } from './helpers';

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
}

const tile = (page: Page, label: string) =>
  page
    .locator('dl div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

async function checkReports(page: Page, storeId: number, testInfo: TestInfo) {
  await page
    .getByRole('navigation', { name: 'Portal sections' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await expect(page).toHaveURL(`/portal/stores/${storeId}/reports`);
  await expect(page.getByRole('heading', { name: 'Sales reports' })).toBeVisible();
  // Today's seeded orders: four the restaurant kept (placed, accepted, ready, completed).
  await expect(tile(page, 'Orders')).toHaveText(/^[1-9]\d*$/);
  await expect(tile(page, 'Sales')).toHaveText(/^\$[1-9][\d,]*\.\d\d$/);
  await expect(page.getByRole('img', { name: /Bar chart of sales/ }).locator('canvas')).toBeVisible();
  const byType = page.getByRole('table', { name: 'By order type' });
  await expect(byType.getByRole('rowheader', { name: 'Pick up' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Best sellers' }).getByRole('row')).not.toHaveCount(1);
  await shot(page, testInfo, 'reports');

  await page.getByRole('radio', { name: 'Last 30 days' }).click();
  await page.getByRole('radio', { name: 'Week' }).click();
  await expect(page.getByRole('img', { name: /Bar chart of sales/ })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv.split('\n')[0]).toBe(
    'period,order_type,orders,sales,average_ticket,tips,discounts,refunds,refund_amount',
  );
  expect(csv).toMatch(/^TOTAL,ALL,[1-9]\d*,\d+\.\d\d,/m);
}

async function checkPayouts(page: Page, storeId: number, testInfo: TestInfo) {
  await page
    .getByRole('navigation', { name: 'Portal sections' })
    .getByRole('link', { name: 'Payouts' })
    .click();
  await expect(page).toHaveURL(`/portal/stores/${storeId}/payouts`);
  await expect(page.getByText(/2\.5% \+ \$0\.30 of each settled card charge/)).toBeVisible();
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(12);
  // This week holds today's card orders: card sales above zero, the week still running (never "paid").
  await expect(rows.first()).toContainText('Week in progress');
  await expect(rows.first().locator('td').first()).toHaveText(/^\$[1-9][\d,]*\.\d\d$/);
  // Its statement lists the card charges, and the amount due.
  await rows
    .first()
    .getByRole('button', { name: /^Statement for / })
    .click();
  const transactions = page.getByRole('table', { name: 'Transactions' });
  await expect(transactions.getByText('Card charge').first()).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Totals' }).getByRole('rowheader', { name: 'Amount due' }),
  ).toBeVisible();
  await shot(page, testInfo, 'payouts');
}

test.setTimeout(240_000);

test('an owner reads the sales report, downloads it as CSV and checks the payouts', async ({
  page,
  browser,
}, testInfo) => {
  const storeId = await openOwnerStore(page, { name: /Golden Wok/ });
  await checkReports(page, storeId, testInfo);
  await checkPayouts(page, storeId, testInfo);

  // The same pages at laptop width (the phone project runs every journey; this one looks at both sizes).
  if (testInfo.project.name === 'phone') {
    const wide = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      baseURL: testInfo.project.use.baseURL,
    });
    const laptop = await wide.newPage();
    const wideStoreId = await openOwnerStore(laptop, { name: /Golden Wok/ });
    await checkReports(laptop, wideStoreId, testInfo);
    await checkPayouts(laptop, wideStoreId, testInfo);
    await wide.close();
  }
});
