import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addPlainItem, closeDialogs, openCart, snap } from './helpers';

const OWNER = { email: 'owner@orderlane.example', password: 'orderlane-owner' };
/** Sunrise Griddle (open 24 hours) answers on this line. */
const SUNRISE_LINE = '3125550155';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function signInOnTheSpot(page: Page) {
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test.use({ reducedMotion: 'reduce' });

test.describe('phone-order staff screens', () => {
  test('are refused when signed out: the portal sign-in stands in, and no customer data is asked', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/staff/')) {
        calls.push(request.url());
      }
    });
    await page.goto(`/phone-order/${SUNRISE_LINE}`);
    await expect(page.getByRole('heading', { name: 'Sign in to your restaurant' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pick Up' })).toHaveCount(0);
    await page.goto('/customerInfo?restaurantInfoId=5&orderType=PICK_UP');
    await expect(page.getByRole('heading', { name: 'Sign in to your restaurant' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveCount(0);
    expect(calls).toEqual([]);
    expect((await page.request.get(`/api/staff/stores/5/customers?phoneNumber=3125550199`)).status()).toBe(
      403,
    );
  });

  test('take a phone order from the greeting to the portal board', async ({ page }, testInfo) => {
    await page.goto(`/phone-order/call?phone=${SUNRISE_LINE}`);
    await signInOnTheSpot(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Sunrise Griddle' })).toBeVisible();
    await expect(page.getByText('Incoming call to (312) 555-0155')).toBeVisible();
    await expect(page.getByText(/Thank you for calling Sunrise Griddle!/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-greeting');

    await page.getByRole('button', { name: 'Pick Up' }).click();
    await expect(page).toHaveURL(/\/customerInfo\?restaurantInfoId=5&orderType=PICK_UP$/);
    await page.getByLabel('Phone').fill('3125550123');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByText(/No past customer with this number|past customers? found/)).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await page.getByLabel('First name').fill('Cal');
    await page.getByLabel('Last name').fill(`Caller ${testInfo.project.name}`);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-customer');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/\/store\/sunrise-griddle/);
    await closeDialogs(page);
    await addPlainItem(page, 'Eggs Benedict');
    // The cart's Checkout leads the staff member (no diner account) to the phone-order checkout, not a sign-in.
    await (await openCart(page)).getByRole('button', { name: /Checkout/ }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Phone order checkout' })).toBeVisible();
    await expect(page.getByText(`Cal Caller ${testInfo.project.name} · (312) 555-0123`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Items' }).getByText('Eggs Benedict')).toBeVisible();
    const place = page.getByRole('button', { name: /Place phone order \$/ });
    await expect(place).toBeDisabled();
    await page.getByLabel('Cardholder name').fill('Cal Caller');
    await page.getByLabel('Card number').fill('4111111111111111');
    await page.getByLabel('Expiry').fill('12/34');
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('ZIP').fill('60601');
    await expect(page.getByText('Save this card')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-checkout');
    await place.click();
    const placed = page.getByRole('heading', { name: /Phone order TS-\d+ placed/ });
    await expect(placed).toBeVisible();
    const orderNumber = /TS-\d+/.exec((await placed.textContent()) ?? '')?.[0] ?? '';
    await snap(page, testInfo, 'staff-placed');

    await page.getByRole('link', { name: 'Open the order board' }).click();
    await expect(page).toHaveURL(/\/portal\/stores\/5$/);
    await expect(page.getByText(orderNumber).first()).toBeVisible();
    await snap(page, testInfo, 'staff-board');
  });

  test('an order paid in store, for delivery', async ({ page }, testInfo) => {
    await page.goto(`/phone-order/${SUNRISE_LINE}`);
    await signInOnTheSpot(page);
    await page.getByRole('button', { name: 'Delivery' }).click();
    await page.getByLabel('Phone').fill('3125550124');
    await page.getByLabel('First name').fill('Dee');
    await page.getByLabel('Last name').fill(`Livery ${testInfo.project.name}`);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Address is required')).toBeVisible();
    await page.getByLabel('Address', { exact: true }).fill('233 S Wacker Dr');
    await page.getByLabel('City').fill('Chicago');
    await page.getByLabel('State').fill('IL');
    await page.getByLabel('ZIP').fill('60606');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/store\/sunrise-griddle/);
    await closeDialogs(page);
    await addPlainItem(page, 'Eggs Benedict');
    await (await openCart(page)).getByRole('button', { name: /Checkout/ }).click();
    await expect(page.getByText('233 S Wacker Dr, Chicago, IL, 60606')).toBeVisible();
    await page.getByLabel('Pay in store').check();
    await page.getByRole('button', { name: /Place phone order \$/ }).click();
    await expect(page.getByRole('heading', { name: /Phone order TS-\d+ placed/ })).toBeVisible();
  });

  test('finds a past customer of the store by phone', async ({ page }) => {
    await page.goto(`/phone-order/${SUNRISE_LINE}`);
    await signInOnTheSpot(page);
    await page.getByRole('button', { name: 'Pick Up' }).click();
    // The previous tests placed orders for (312) 555-0123 at this store.
    await page.getByLabel('Phone').fill('(312) 555-0123');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByText(/past customers? found/)).toBeVisible();
    await page
      .getByRole('button', { name: /^Use Cal Caller/ })
      .first()
      .click();
    await expect(page.getByLabel('First name')).toHaveValue('Cal');
  });

  test('an account that does not hold the store is turned away', async ({ page }) => {
    await page.goto(`/phone-order/${SUNRISE_LINE}`);
    await signInOnTheSpot(page);
    await expect(page.getByRole('button', { name: 'Pick Up' })).toBeVisible();
    // The demo owner holds every demo store: pretend the session lost this one.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => /owner/i.test(name)) ?? '';
      const session = JSON.parse(localStorage.getItem(key) ?? '{}') as { stores?: { id: number }[] };
      session.stores = (session.stores ?? []).filter((store) => store.id !== 5);
      localStorage.setItem(key, JSON.stringify(session));
    });
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Your account does not work at Sunrise Griddle.' }),
    ).toBeVisible();
  });
});

test.describe('phone-order staff screens in Chinese', () => {
  test.use({ locale: 'zh-CN' });
  test('greet in Chinese for an account that reads Chinese', async ({ page }, testInfo) => {
    await page.goto(`/phone-order/${SUNRISE_LINE}`);
    await expect(page.getByRole('heading', { name: '登录您的餐厅' })).toBeVisible();
    await page.getByLabel(/邮箱|E-mail/).fill(OWNER.email);
    await page.getByLabel(/密码|Password/).fill(OWNER.password);
    await page.getByRole('button', { name: /登录|Sign in/ }).click();
    await expect(page.getByRole('button', { name: /Pick Up|自取/ })).toBeVisible();
    // The portal follows the account's language; the demo owner reads English, so switch it to Chinese.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => /owner/i.test(name)) ?? '';
      const session = JSON.parse(localStorage.getItem(key) ?? '{}') as { preferredLanguage?: string };
      session.preferredLanguage = 'CN';
      localStorage.setItem(key, JSON.stringify(session));
    });
    await page.reload();
    await expect(page.getByRole('button', { name: '自取' })).toBeVisible();
    await expect(page.getByText(/感谢致电Sunrise Griddle/)).toBeVisible();
    await snap(page, testInfo, 'staff-zh');
  });
});
