import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { pageRoutePatterns } from '../packages/domain/src/routes/page-routes';
import { SUNRISE_GRIDDLE, closeDialogs, openItem, openStore } from './helpers';

/** WCAG 2.2 AA, as axe-core tags it. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const DEMO_DINER = { email: 'demo@orderlane.example', password: 'orderlane-demo' };

/** A concrete path for every pattern of the route table, with the demo data's ids. */
const EXAMPLES: Record<string, string> = {
  '/store/:id': `/store/${SUNRISE_GRIDDLE.slug}`,
  '/restaurant.php/:id': '/restaurant.php/5',
  // base64 of '5?tableNum=3': store 5, table 3
  '/in_store/:id': '/in_store/NT90YWJsZU51bT0z',
  '/phone-order/:phone': '/phone-order/3125550142',
  '/portal/stores/:storeId': '/portal/stores/5',
};
/**
 * Patterns that render the same page as another one, or only redirect to it: scanning them again finds nothing
 * new and costs a browser minute on a two-core machine. Signed out, every store page of the portal shows the
 * portal's sign-in form, scanned once at `/portal/stores/:storeId`.
 */
const SAME_PAGE_AS: Record<string, string> = {
  '/init3': '/',
  '/restaurant.php/:id': '/store/:id',
  '/bi': '/bill',
  '/registerRestaurant': '/merchant',
  '/merchant/:referral': '/merchant',
  '/phone_home/:referral': '/phone_home',
  '/merchantFinish/:initData': '/merchantFinish',
  '/helps': '/help',
  '/merchant/table-codes/:id': '/portal/stores/:storeId',
  '/portal/stores/:storeId/menu': '/portal/stores/:storeId',
  '/portal/stores/:storeId/staff': '/portal/stores/:storeId',
  '/portal/stores/:storeId/store-settings': '/portal/stores/:storeId',
  '/portal/stores/:storeId/setup': '/portal/stores/:storeId',
  '/portal/stores/:storeId/hours': '/portal/stores/:storeId',
  '/portal/stores/:storeId/reports': '/portal/stores/:storeId',
  '/portal/stores/:storeId/payouts': '/portal/stores/:storeId',
  '/portal/stores/:storeId/ratings': '/portal/stores/:storeId',
  '/portal/stores/:storeId/menu-editor': '/portal/stores/:storeId',
  '/portal/stores/:storeId/table-codes': '/portal/stores/:storeId',
  '/portal/stores/:storeId/tickets/:orderId': '/portal/stores/:storeId',
};
const SIGNED_IN_ROUTES = ['/account', '/order-history', '/changePassword', '/checkout'];

const examplePath = (pattern: string) => EXAMPLES[pattern] ?? pattern;

async function signIn(page: Page) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(DEMO_DINER.email);
  await page.getByLabel('Password').fill(DEMO_DINER.password);
  await page
    .getByRole('form')
    .getByRole('button', { name: /Sign In/i })
    .click();
  await expect(page).not.toHaveURL(/\/auth/);
}

/** Serious and critical violations on the page as it is now, one line per rule with its first targets. */
async function seriousViolations(page: Page, testInfo: TestInfo, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  await testInfo.attach(`axe-${label}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  return serious.map(
    (violation) =>
      `${violation.impact} ${violation.id} (${violation.help}) x${violation.nodes.length}: ${violation.nodes
        .slice(0, 3)
        .map(
          (node) =>
            `${node.target.join(' ')} ${node.html.slice(0, 90)} ${(node.failureSummary ?? '').split('\n').slice(1).join(' ').slice(0, 160)}`,
        )
        .join(' | ')}`,
  );
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Lazy routes render after their chunk; give the first paint of content a moment.
  await page.waitForTimeout(300);
}

// Scan settled pages: colours measured mid-animation (a dialog fading in) are not what anyone reads.
test.use({ reducedMotion: 'reduce' });
// Each scan stands alone (signed out, or its own sign-in), so the shards of scripts/run-e2e.sh may split them.
test.describe.configure({ mode: 'parallel' });
test.describe('axe: every page of the route table, signed out', () => {
  test('every pattern the scans skip renders a page that is scanned', () => {
    for (const [pattern, samePage] of Object.entries(SAME_PAGE_AS)) {
      expect(pageRoutePatterns, pattern).toContain(pattern);
      expect(pageRoutePatterns, samePage).toContain(samePage);
      expect(SAME_PAGE_AS[samePage], samePage).toBeUndefined();
    }
  });

  for (const pattern of pageRoutePatterns.filter((route) => !(route in SAME_PAGE_AS))) {
    test(`${examplePath(pattern)} has no serious or critical WCAG 2.2 AA violation`, async ({
      page,
    }, testInfo) => {
      await page.goto(examplePath(pattern));
      await settle(page);
      expect(await seriousViolations(page, testInfo, 'page')).toEqual([]);
    });
  }

  test('the 404 page has no serious or critical WCAG 2.2 AA violation', async ({ page }, testInfo) => {
    await page.goto('/no-such-page');
    await settle(page);
    expect(await seriousViolations(page, testInfo, '404')).toEqual([]);
  });
});

test.describe('axe: the diner pages, signed in', () => {
  for (const path of SIGNED_IN_ROUTES) {
    test(`${path} (signed in) has no serious or critical WCAG 2.2 AA violation`, async ({
      page,
    }, testInfo) => {
      if (path === '/checkout') {
        await openStore(page, SUNRISE_GRIDDLE);
        const dialog = await openItem(page, 'Eggs Benedict');
        await dialog.getByRole('button', { name: /Add to cart/ }).click();
      }
      await signIn(page);
      await page.goto(path);
      await settle(page);
      await expect(page).toHaveURL(new RegExp(path));
      expect(await seriousViolations(page, testInfo, 'signed-in')).toEqual([]);
    });
  }
});

test.describe('axe: the store page with a dialog open', () => {
  test('item dialog', async ({ page }, testInfo) => {
    await openStore(page, SUNRISE_GRIDDLE);
    await openItem(page, 'Two Eggs Any Style');
    expect(await seriousViolations(page, testInfo, 'item-dialog')).toEqual([]);
  });

  test('select date and time dialog', async ({ page }, testInfo) => {
    await openStore(page, SUNRISE_GRIDDLE);
    await page.getByRole('button', { name: /Order time:/ }).click();
    await expect(page.getByRole('dialog', { name: 'Select date and time' })).toBeVisible();
    expect(await seriousViolations(page, testInfo, 'time-dialog')).toEqual([]);
  });

  test('enter address dialog', async ({ page }, testInfo) => {
    await openStore(page, SUNRISE_GRIDDLE);
    await page.getByRole('radio', { name: 'Delivery' }).click();
    await expect(page.getByRole('dialog', { name: 'Enter Address' })).toBeVisible();
    expect(await seriousViolations(page, testInfo, 'address-dialog')).toEqual([]);
    await closeDialogs(page);
  });
});
