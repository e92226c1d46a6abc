import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { addPlainItem, cartButton, LAPTOP, openCart, openStore, SUNRISE_GRIDDLE } from './helpers';

// playwright.config.ts runs the server with DATA_DIR=test-results/e2e-data: mail lands in its outbox.
const OUTBOX = process.env.E2E_OUTBOX ?? join(process.cwd(), 'test-results', 'e2e-data', 'outbox');
const GOOD_CARD = '4111 1111 1111 1111';
const DECLINED_CARD = '4000 0000 0000 0002';
const PASSWORD = 'e2e-pass-1234';

interface Diner {
  id: number;
  email: string;
  accessToken: string;
  firstName: string;
  lastName: string;
}

/** Keeps a screenshot of the state among the test's outputs. */
async function keep(page: Page, testInfo: TestInfo, state: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${state}.png`) });
}

let dinerCount = 0;
function newDinerDetails(testInfo: TestInfo) {
  dinerCount += 1;
  const tag = `${testInfo.project.name}-${Date.now()}-${dinerCount}`;
  return {
    email: `e2e-${tag}@orderlane.example`,
    firstName: 'Robin',
    lastName: `Tester${dinerCount}`,
    phoneNumber: `312555${String(1000 + ((Date.now() + dinerCount) % 9000)).slice(0, 4)}`,
  };
}

async function signUpByApi(
  request: APIRequestContext,
  testInfo: TestInfo,
  reference?: string,
): Promise<Diner> {
  const details = newDinerDetails(testInfo);
  const response = await request.post('/api/user/signup', {
    form: { ...details, password: PASSWORD, ...(reference ? { reference } : {}) },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { user } = (await response.json()) as { user: { id: number; accessToken: string } };
  return { ...details, id: user.id, accessToken: user.accessToken };
}

/** A signed-in diner, as the app keeps one after /auth (localStorage `user`). */
async function signInAs(page: Page, diner: Diner): Promise<void> {
  const response = await page.request.post('/api/user/login', {
    form: { email: diner.email, password: PASSWORD },
  });
  const user = (await response.json()) as unknown;
  await page.goto('/auth');
  await page.evaluate((stored) => localStorage.setItem('user', JSON.stringify(stored)), user);
}

async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Cardholder name').fill('Robin Tester');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry').pressSequentially('1230');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('ZIP').fill('60601');
}

const placeOrderButton = (page: Page) => page.getByRole('button', { name: /^Place Order/ });

/** Checkout with one Eggs Benedict from Sunrise Griddle (open 24 hours), totals priced. */
async function checkoutWithOneItem(page: Page): Promise<void> {
  await openStore(page, SUNRISE_GRIDDLE);
  await addPlainItem(page, 'Eggs Benedict');
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Tip amount' })).toBeVisible();
}

async function placeOrder(page: Page): Promise<string> {
  await expect(placeOrderButton(page)).toBeEnabled();
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/orderSuccess\?orderId=\d+&total=/);
  await expect(page.getByRole('heading', { name: 'Congratulations' })).toBeVisible();
  return (await page.getByText(/^TS-\d+$/).textContent()) ?? '';
}

test.describe('checkout', () => {
  test(
    "a cart on screen fetches the checkout page's code before the diner taps Checkout",
    LAPTOP,
    async ({ page, request }, testInfo) => {
      await signInAs(page, await signUpByApi(request, testInfo));
      // The checkout route's own chunk, as Vite names it (checkout-<8 character hash>.js).
      const checkoutCode: string[] = [];
      page.on('request', (sent) => {
        if (/\/assets\/checkout-[\w-]{8}\.js$/.test(new URL(sent.url()).pathname)) {
          checkoutCode.push(sent.url());
        }
      });
      await openStore(page, SUNRISE_GRIDDLE);
      expect(checkoutCode).toEqual([]);
      await addPlainItem(page, 'Eggs Benedict');
      // On a phone the cart opens from the header; from 1292 px it is always on screen.
      const cart = await openCart(page);
      await expect.poll(() => checkoutCode.length).toBe(1);
      await cart.getByRole('button', { name: /Checkout/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      // Fetched once: the route's own load found it.
      expect(checkoutCode).toHaveLength(1);
    },
  );

  test(
    'a new diner signs up from the cart, pays by card and finds the order in history',
    LAPTOP,
    async ({ page }, testInfo) => {
      const diner = newDinerDetails(testInfo);
      await openStore(page, SUNRISE_GRIDDLE);
      await addPlainItem(page, 'Eggs Benedict');
      const cart = await openCart(page);
      await cart.getByRole('button', { name: /Checkout/ }).click();
      await expect(page).toHaveURL(/\/auth\?storeId=5&target=checkout$/);

      await page.getByRole('radio', { name: 'Sign Up' }).click();
      await page.getByLabel('First name').fill(diner.firstName);
      await page.getByLabel('Last name').fill(diner.lastName);
      await page.getByLabel('Email').fill(diner.email);
      await page.getByLabel('Mobile Number').fill(diner.phoneNumber);
      await page.getByLabel('Password').fill(PASSWORD);
      await keep(page, testInfo, 'sign-up');
      await page.getByRole('button', { name: 'Sign Up' }).click();

      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByText('(312) 555-')).toBeVisible();
      await expect(page.getByText('New customer promo')).toBeVisible();
      await expect(page.getByText('Please add a valid payment method').first()).toBeVisible();
      await expect(placeOrderButton(page)).toBeDisabled();
      await keep(page, testInfo, 'checkout-empty-card');

      await fillCard(page, GOOD_CARD);
      await expect(page.getByLabel('Card number')).toHaveAttribute('data-state', 'valid');
      await expect(page.getByText('Visa', { exact: true })).toBeVisible();
      await keep(page, testInfo, 'checkout-ready');
      const orderNumber = await placeOrder(page);
      expect(orderNumber).toMatch(/^TS-\d+$/);
      await expect(page.getByText('Your order is being prepared!')).toBeVisible();
      await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
      await keep(page, testInfo, 'order-success');

      await page.getByRole('link', { name: 'Order History' }).click();
      await expect(page).toHaveURL(/\/order-history$/);
      const row = page.getByRole('button', { name: new RegExp(orderNumber) });
      await expect(row).toContainText('Sunrise Griddle');
      await expect(row).toContainText(/pick up/i);
      await row.click();
      await expect(row).toHaveAttribute('aria-expanded', 'true');
      const detail = page.locator(`#${await row.getAttribute('aria-controls')}`);
      await expect(detail.getByText('Eggs Benedict', { exact: true })).toBeVisible();
      await expect(detail.getByText('New customer promo')).toBeVisible();
      await keep(page, testInfo, 'order-history-detail');
    },
  );

  test('a reopened checkout is drawn from its first response, then taken over by the app', async ({
    page,
    request,
  }, testInfo) => {
    await signInAs(page, await signUpByApi(request, testInfo));
    await openStore(page, SUNRISE_GRIDDLE);
    await addPlainItem(page, 'Eggs Benedict');
    // The app keeps a hint of the cart in a cookie sent with /checkout only: the server draws the first screen.
    const first = await page.goto('/checkout');
    const html = (await first?.text()) ?? '';
    expect(html).toMatch(/<div id="root" inert aria-hidden="true">.*Back to Sunrise Griddle/s);
    expect(html).toContain('711 S Dearborn St, Chicago, IL 60605');
    // The app takes it over: the page answers taps and prices the cart.
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(
      page.getByRole('complementary', { name: 'Order summary' }).getByText('Eggs Benedict'),
    ).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Tip amount' }).getByRole('radio').first().click();
    await expect(
      page.getByRole('radiogroup', { name: 'Tip amount' }).getByRole('radio').first(),
    ).toBeChecked();
    await keep(page, testInfo, 'drawn-checkout-taken-over');

    // An emptied cart takes the hint away: the next checkout is the app's own again.
    await page.evaluate(() => localStorage.removeItem('localCart'));
    await openStore(page, SUNRISE_GRIDDLE);
    expect(await (await page.request.get('/checkout')).text()).toContain('<div id="root"></div>');
  });

  test('a declined card shows its message, keeps the card form and places nothing', async ({
    page,
    request,
  }, testInfo) => {
    await signInAs(page, await signUpByApi(request, testInfo));
    await checkoutWithOneItem(page);
    await fillCard(page, DECLINED_CARD);
    await placeOrderButton(page).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByLabel('Card number')).toHaveValue('4000000000000002');
    // Priced again with a fresh order id, ready for another card.
    await expect(placeOrderButton(page)).toBeEnabled();
    await keep(page, testInfo, 'card-declined');

    await page.goto('/order-history');
    await expect(page.getByText('No order information')).toBeVisible();
    await keep(page, testInfo, 'history-empty');
  });

  test('a card saved on the first order pays for the second', async ({ page, request }, testInfo) => {
    await signInAs(page, await signUpByApi(request, testInfo));
    await checkoutWithOneItem(page);
    await fillCard(page, GOOD_CARD);
    await page.getByRole('checkbox', { name: 'Save this card' }).check();
    const first = await placeOrder(page);

    await checkoutWithOneItem(page);
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.getByText('Visa ****1111')).toBeVisible();
    await expect(payment.getByLabel('Card number')).toHaveCount(0);
    await payment.getByRole('button', { name: 'Change' }).click();
    const methods = page.getByRole('dialog', { name: 'Payment methods' });
    await expect(methods.getByRole('button', { name: 'Credit/Debit Card' })).toBeVisible();
    await expect(methods.getByRole('button', { name: /^Visa \*\*\*\*1111/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await methods.getByRole('button', { name: 'Actions for Visa ****1111' }).click();
    await expect(methods.getByRole('button', { name: 'Set Default' })).toBeVisible();
    await expect(methods.getByRole('button', { name: 'Delete' })).toBeVisible();
    await keep(page, testInfo, 'saved-cards');
    await page.keyboard.press('Escape');
    await expect(methods).toBeHidden();
    // The saved card's profile is charged: no card number is typed. A double click sends once.
    const sends: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/sendOrderV2')) {
        sends.push(sent.url());
      }
    });
    await expect(placeOrderButton(page)).toBeEnabled();
    await placeOrderButton(page).dblclick();
    await expect(page).toHaveURL(/\/orderSuccess\?orderId=\d+&total=/);
    const second = (await page.getByText(/^TS-\d+$/).textContent()) ?? '';
    expect(second).not.toBe(first);
    expect(sends).toHaveLength(1);

    await page.goto('/order-history');
    await expect(page.getByRole('button', { name: new RegExp(`${first}|${second}`) })).toHaveCount(2);
    await keep(page, testInfo, 'history-two-orders');
  });

  test('a referral link opens Sign Up; its $5 stays pending until the e-mail is confirmed and an order paid', async ({
    page,
    request,
  }, testInfo) => {
    const referrer = await signUpByApi(request, testInfo);
    const answer = await request.post('/api/user/referralReference', {
      headers: { authorization: `Bearer ${referrer.accessToken}` },
      form: { userId: referrer.id },
    });
    const { reference } = (await answer.json()) as { reference: string };

    await page.goto(`/auth?reference=${encodeURIComponent(reference)}`);
    await expect(page.getByRole('radio', { name: 'Sign Up' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText(`${referrer.firstName} ${referrer.lastName} invited you`)).toBeVisible();
    await keep(page, testInfo, 'referral-sign-up');
    const diner = newDinerDetails(testInfo);
    await page.getByLabel('First name').fill(diner.firstName);
    await page.getByLabel('Last name').fill(diner.lastName);
    await page.getByLabel('Email').fill(diner.email);
    await page.getByLabel('Mobile Number').fill(diner.phoneNumber);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).not.toHaveURL(/\/auth/);

    await page.goto('/account');
    const credit = page.getByRole('region', { name: 'Credit' });
    await expect(credit).toContainText('$0.00');
    await expect(credit).toContainText('$5.00 pending');
    await expect(page.getByText('Confirm your e-mail address')).toBeVisible();
    await keep(page, testInfo, 'referral-credit-pending');

    // The link mailed at sign-up confirms the address, once.
    const link = await findMailedLink(diner.email, '/verify-email?token=');
    await page.goto(link);
    await expect(page.getByText(`Thank you: ${diner.email} is confirmed.`)).toBeVisible();
    await keep(page, testInfo, 'email-confirmed');
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await expect(page.getByText('Confirm your e-mail address')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Credit' })).toContainText('$5.00 pending');
    await page.goto(link);
    await expect(page.getByRole('alert').filter({ hasText: 'This link is no longer valid' })).toBeVisible();
  });

  test('a forgotten password is reset through the e-mailed link', async ({ page, request }, testInfo) => {
    const diner = await signUpByApi(request, testInfo);
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgotPassword$/);
    await page.getByLabel('Email').fill(diner.email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/forgotPasswordEmailSent$/);
    await keep(page, testInfo, 'reset-email-sent');

    const link = await findResetLink(diner.email);
    await page.goto(link);
    await expect(page.getByLabel('Email')).toHaveValue(diner.email);
    await page.getByLabel('Password', { exact: true }).fill('brand-new-pass-1');
    await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();
    await page.getByLabel('Confirm Password', { exact: true }).fill('brand-new-pass-1');
    await keep(page, testInfo, 'reset-form');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/passwordResetSuccessfully$/);
    await expect(page.getByText('Password has been reset successfully.')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Login' }).click();

    await page.getByLabel('Email').fill(diner.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please make sure you have a right username and password' }),
    ).toBeVisible();
    await page.getByLabel('Password').fill('brand-new-pass-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).not.toHaveURL(/\/auth/);

    // The link works once.
    await page.goto(link);
    await expect(page.getByText('This Password Reset Request is no longer valid.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/auth');
    await keep(page, testInfo, 'reset-link-expired');
  });

  test('a session that ends mid-checkout goes to /auth and back with the cart intact', async ({
    page,
    request,
  }, testInfo) => {
    const diner = await signUpByApi(request, testInfo);
    await signInAs(page, diner);
    await checkoutWithOneItem(page);
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { accessToken?: string }).accessToken,
    );
    await request.post('/api/user/logout', { headers: { authorization: `Bearer ${token}` } });

    // The next call is refused with 403: a new tip's recalculation, or a refetch the page makes first, in which
    // case the page has already left checkout and there is no tip to click.
    await page
      .getByRole('radiogroup', { name: 'Tip amount' })
      .getByRole('radio')
      .first()
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(page).toHaveURL(/\/auth\?storeId=5&target=checkout$/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your session is no longer valid.' }),
    ).toBeVisible();
    await keep(page, testInfo, 'session-expired');

    await page.getByLabel('Email').fill(diner.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(
      page.getByRole('complementary', { name: 'Order summary' }).getByText('Eggs Benedict'),
    ).toBeVisible();
    await keep(page, testInfo, 'back-at-checkout');
  });
});

/** The reset link of the newest mail to `email` in the outbox (quoted-printable decoded). */
async function findResetLink(email: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
    for (const file of files.sort().reverse()) {
      const text = decodeQuotedPrintable(await readFile(join(OUTBOX, file), 'utf8'));
      const match = /https?:\/\/[^\s"<]+(\/resetPassword\?email=[^\s"<&]+&token=[\w-]+)/.exec(text);
      if (match?.[1] && decodeURIComponent(match[1]).includes(email)) {
        return match[1];
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No reset mail for ${email} in ${OUTBOX}`);
}

/** The newest link of a kind (`/verify-email?token=`) in the mails to `email` in the outbox. */
async function findMailedLink(email: string, pathAndQuery: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<]+(${pathAndQuery.replace(/[?]/g, '\\?')}[\\w-]+)`);
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
    for (const file of files.sort().reverse()) {
      const text = decodeQuotedPrintable(await readFile(join(OUTBOX, file), 'utf8'));
      const match = pattern.exec(text);
      if (match?.[1] && new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text)) {
        return match[1];
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail with ${pathAndQuery} for ${email} in ${OUTBOX}`);
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
