import { expect, test } from '@playwright/test';
import { snap } from './helpers';

/** Every page of issue 17 outside the staff screens, with the heading it opens on. */
const PAGES: [string, string | RegExp][] = [
  ['/driver', 'Become your own boss anytime Anywhere and start making Money.'],
  ['/driver_done', 'Thank you for signing up to be a driver!'],
  ['/help', 'How can we help?'],
  ['/helps', 'How can we help?'],
  ['/helps/customer/', 'Customer Support'],
  ['/helps/merchant/', 'Merchant Support'],
  ['/bill', 'Billing Issues & Help'],
  ['/privacy', 'Privacy Policy'],
  ['/useofterm', 'Terms of Use'],
  ['/pricing', 'Phone-answering service pricing'],
  ['/freeUse', 'Try the phone-answering service free'],
  ['/about', 'About Orderlane'],
  ['/download_app', 'Install Orderlane on your phone'],
  ['/story', 'Why restaurants choose Orderlane'],
  ['/home', 'store page'],
  ['/scratch', 'Scratch to win'],
  ['/autoComplete', 'Address helper'],
];

test.use({ reducedMotion: 'reduce' });

test.describe('information pages', () => {
  for (const [path, heading] of PAGES) {
    // Each is also scanned with axe in accessibility.spec.ts, which covers every page of the route table.
    test(`${path} shows its page`, async ({ page }, testInfo) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText('Coming soon')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      // No empty cart column beside the page on wide screens: the header spans the window.
      const header = page.locator('header').first();
      if ((await header.count()) > 0) {
        const box = await header.boundingBox();
        expect(box?.width).toBe(page.viewportSize()?.width);
      }
      await snap(page, testInfo, path.replace(/\W+/g, '-'));
    });
  }
});

test.describe('redirects and notices', () => {
  test('/bi goes to /bill and /registerRestaurant to /merchant', async ({ page }) => {
    await page.goto('/bi');
    await expect(page).toHaveURL(/\/bill$/);
    await page.goto('/registerRestaurant');
    await expect(page).toHaveURL(/\/merchant$/);
  });

  test('/mobile-notice tells phones to use the app and sends wide screens home', async ({ page }) => {
    await page.goto('/mobile-notice');
    if ((page.viewportSize()?.width ?? 0) > 768) {
      await expect(page).toHaveURL(/\/$/);
    } else {
      await expect(
        page.getByRole('heading', { name: 'This device does not support the web management pages' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Install the app' })).toHaveAttribute(
        'href',
        '/download_app',
      );
    }
  });
});

test.describe('page content', () => {
  test('the pricing table holds every constant', async ({ page }) => {
    await page.goto('/pricing');
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.filter({ hasText: 'Temporary cooperation' })).toContainText(/8%\s*9%/);
    await expect(rows.filter({ hasText: 'Time Interval Cooperation' })).toContainText(/7%\s*8%/);
    await expect(rows.filter({ hasText: 'All Inclusive Cooperation' })).toContainText(/5%\s*6%/);
    await expect(page.getByText('2.5% + $0.30 of the order total')).toBeVisible();
    await expect(page.getByText(/8\.8%, charged by the delivery partner/)).toBeVisible();
    await expect(page.getByText('$100 for merchants who joined before December 31, 2023')).toBeVisible();
    await expect(page.getByText('The first 88 calls are free')).toBeVisible();
  });

  test('the support hub leads customers home and merchants to their FAQ', async ({ page }) => {
    await page.goto('/helps');
    await expect(page.getByRole('link', { name: /Customer Support/ })).toHaveAttribute('href', '/');
    await page.getByRole('link', { name: /Merchant Support/ }).click();
    await expect(page).toHaveURL(/\/helps\/merchant\/$/);
    await page.getByText('When do I get paid?').click();
    await expect(
      page.getByText('Payouts are weekly bank transfers, reconciled every Wednesday.'),
    ).toBeVisible();
    await expect(page.getByText(/Chat and call support run 24\/7/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call (312) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+13125550142',
    );
  });

  test('the legal pages carry their dates, ages and governing law', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByText('Last updated: April 26, 2019')).toBeVisible();
    await expect(page.locator('article section')).toHaveCount(14);
    await expect(page.getByText(/under 18/)).toBeVisible();
    await page.goto('/useofterm');
    await expect(page.getByText('Last updated: April 26, 2019')).toBeVisible();
    await expect(page.getByText(/at least 13 years old/)).toBeVisible();
    await expect(page.getByText(/laws of the State of Kansas/)).toBeVisible();
    await expect(page.getByText(/arbitration in Johnson County, Kansas/)).toBeVisible();
  });

  test('the billing page shows the statement descriptor and the way to Order History', async ({ page }) => {
    await page.goto('/bill');
    await expect(page.getByText('127.0.0.1/BILL')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open Order History' })).toHaveAttribute(
      'href',
      '/order-history',
    );
  });
});

test.describe('information pages in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  const chinesePages: [path: string, heading: string][] = [
    ['/pricing', '电话接单服务价格'],
    ['/helps', '需要什么帮助？'],
    ['/privacy', '隐私政策'],
    ['/bill', '账单问题与帮助'],
    ['/freeUse', '免费试用电话接单服务'],
    ['/story', '餐厅为什么选择 Orderlane'],
  ];
  for (const [path, heading] of chinesePages) {
    test(`${path} is in Chinese`, async ({ page }, testInfo) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await snap(page, testInfo, `zh${path.replace(/\W+/g, '-')}`);
    });
  }
});
