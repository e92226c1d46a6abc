import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { pngImage } from '../apps/server/src/testing/png-image';
import { startEmptyServer, type EmptyServer } from './empty-server';
import { closeDialogs, openCart, searchAddress, snap } from './helpers';

/**
 * A restaurant that did not exist a minute ago, on a server with an empty database (no demo store, owner or
 * diner): the owner joins through /merchant and /merchantFinish, makes the store ready in the portal alone and
 * goes live; a new diner on a phone orders pickup and delivery by card; the board accepts and completes them and
 * refunds one line; an invited staff member takes a phone order; and the week's statement and sales-tax report
 * add up to the cent with what the diner was charged and given back.
 */

const OWNER_PASSWORD = 'first-light-2026';
const DINER_PASSWORD = 'diner-pass-2026';
const STAFF_PASSWORD = 'kitchen-pass-2026';
const STORE_NAME = 'First Light Tacos';
const STORE_PHONE = '3125550188';
const DOWNTOWN_ADDRESS = '233 S Wacker Dr, Chicago, IL 60601';
/** Orange and green bands: a picture an owner might take, big enough for the item crop. */
const BANDS = [
  [230, 81, 0],
  [46, 125, 50],
] as const;

let server: EmptyServer;

test.beforeAll(async () => {
  server = await startEmptyServer('week');
});
test.afterAll(async () => {
  await server?.stop();
});

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The first link matching `pattern` in a mail to `email` (the outbox keeps each mail as an .eml file). */
async function mailedLink(email: string, pattern: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 80; attempt += 1) {
    const files = (await readdir(server.outbox).catch(() => [] as string[])).filter((file) =>
      file.endsWith('.eml'),
    );
    for (const file of files.sort().reverse()) {
      const text = decodeQuotedPrintable(await readFile(join(server.outbox, file), 'utf8'));
      const match = pattern.exec(text);
      if (match?.[1] && new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'im').test(text)) {
        return match[1];
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${email} with ${pattern} in ${server.outbox}`);
}

async function newPhonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

const sections = (page: Page) => page.getByRole('navigation', { name: 'Portal sections' });

/** /merchant → /merchantFinish → the portal, signed in as the new owner; answers the new store's id. */
async function ownerJoins(page: Page, email: string): Promise<number> {
  await page.goto('/merchant');
  await page.getByLabel('Name', { exact: true }).fill('Ana Diaz');
  await page.getByLabel('Restaurant Name').fill(STORE_NAME);
  await page.getByLabel('Phone Number').fill(STORE_PHONE);
  await page.getByLabel('Zip', { exact: true }).fill('60601');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/merchantFinish/);
  await page.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
  await page.getByLabel('Confirm Password').fill(OWNER_PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your information' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByLabel('City')).toHaveValue('Chicago', { timeout: 15_000 });
  await page.getByLabel('Address').fill('233 S Wacker Dr');
  await page.getByLabel('Sales tax rate (%)').fill('10.25');
  await page.getByRole('button', { name: 'Create my restaurant' }).click();
  await expect(page).toHaveURL(/\/portal\/stores\/\d+$/, { timeout: 20_000 });
  return Number(/\/portal\/stores\/(\d+)$/.exec(page.url())![1]);
}

/** Settings: delivery switched on, with the store's own drivers, within 5 miles for $3.00. */
async function offerDelivery(page: Page): Promise<void> {
  const delivery = page.getByRole('group', { name: 'Delivery' });
  await delivery.getByRole('checkbox', { name: 'Offered' }).check();
  await page.getByLabel('Delivery radius (miles)').fill('5');
  await page.getByLabel('Delivery fee ($)').fill('3.00');
  await page.getByRole('checkbox', { name: 'We deliver with our own drivers' }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(/Saved/).first()).toBeVisible();
}

async function saveOrderProtocolAndBank(page: Page): Promise<void> {
  const protocol = page.locator('#order-protocol');
  await protocol.getByText('Email + Phone Confirmation', { exact: true }).click();
  await protocol.getByLabel('E-mail for orders').fill('kitchen@firstlight.example');
  await protocol.getByLabel('Store phone').fill(STORE_PHONE);
  await protocol.getByRole('button', { name: 'Save' }).click();
  await expect(protocol.getByText('Saved. It counts toward going live now.')).toBeVisible();

  const bank = page.locator('#bank-account');
  await bank.getByLabel('Legal business name').fill('First Light Tacos LLC');
  await bank.getByLabel('EIN / Tax ID').fill('12-3456789');
  await bank.getByLabel('Owner legal name').fill('Ana Diaz');
  await bank.getByLabel('Owner date of birth').fill('1980-04-12');
  await bank.getByLabel('Routing Number').fill('021000021');
  await bank.getByLabel('Account Number', { exact: true }).fill('000123456789');
  await bank.getByLabel('Confirm Account Number').fill('000123456789');
  await bank.getByRole('checkbox').nth(0).check();
  await bank.getByRole('checkbox').nth(1).check();
  await bank.getByRole('button', { name: 'Save' }).click();
  await expect(bank.getByText('Saved. It counts toward going live now.')).toBeVisible();
}

/** Hours: open every day around the clock (a window ending at its start runs past midnight). */
async function openAroundTheClock(page: Page): Promise<void> {
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    const group = page.getByRole('group', { name: day });
    await group.getByRole('checkbox', { name: 'Closed' }).uncheck();
    await group.getByLabel('Opens').first().fill('00:00');
    await group.getByLabel('Closes').last().fill('00:00');
  }
  await page.getByLabel('Last orders (minutes before closing)').fill('0');
  await page.getByRole('button', { name: 'Save hours' }).click();
  await expect(page.getByText(/Saved/).first()).toBeVisible();
}

/** Menu editor: one category, a taco with a required salsa choice and a picture, and a drink. */
async function buildMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add category' }).click();
  const category = page.getByRole('form', { name: 'New category' });
  await category.getByLabel('Category name').fill('Tacos');
  await category.getByRole('button', { name: 'Save category' }).click();
  await expect(page.getByRole('list', { name: 'Items in Tacos' })).toBeAttached();

  for (const [name, price] of [
    ['Al Pastor Taco', '4.50'],
    ['Horchata', '3.25'],
  ] as const) {
    await page.getByRole('button', { name: 'Add item' }).first().click();
    const form = page.getByRole('form', { name: 'New item in Tacos' });
    await form.getByLabel('Item name').fill(name);
    await form.getByLabel('Price ($)', { exact: true }).fill(price);
    if (name === 'Al Pastor Taco') {
      await form.getByRole('button', { name: 'Add option group' }).click();
      const group = form.getByRole('group').last();
      await group.getByLabel('Group name').fill('Salsa');
      await expect(group.getByLabel('Diners')).toHaveValue('required');
      await group.getByLabel('Option name').fill('Verde');
      await group.getByRole('button', { name: 'Add option' }).click();
      await group.getByLabel('Option name').last().fill('Roja');
      await group.getByLabel('Extra price ($)').last().fill('0.50');
    }
    await form.getByRole('button', { name: 'Save item' }).click();
    await expect(page.getByRole('list', { name: 'Items in Tacos' })).toContainText(name);
  }

  await page.getByRole('button', { name: 'Edit Al Pastor Taco' }).click();
  const edit = page.getByRole('form', { name: 'Edit Al Pastor Taco' });
  await edit.getByLabel(/Choose a picture|Replace the picture/).setInputFiles({
    name: 'taco.png',
    mimeType: 'image/png',
    buffer: pngImage(1200, 900, BANDS),
  });
  await edit.getByRole('button', { name: 'Upload this picture' }).click();
  await expect(edit.getByText('Saved. Your store page shows it now.')).toBeVisible();
}

async function fillCard(page: Page): Promise<void> {
  await page.getByLabel('Cardholder name').fill('Robin Diner');
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry').pressSequentially('1230');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('ZIP').fill('60601');
}

/** Places the checkout's order; answers its id and the total the success page names, in cents. */
async function placeOrder(page: Page): Promise<{ orderId: number; totalCents: number }> {
  const place = page.getByRole('button', { name: /^Place Order/ });
  await expect(place).toBeEnabled();
  await place.click();
  await expect(page).toHaveURL(/\/orderSuccess\?orderId=\d+&total=/, { timeout: 30_000 });
  const url = new URL(page.url());
  return {
    orderId: Number(url.searchParams.get('orderId')),
    totalCents: Math.round(Number(url.searchParams.get('total')) * 100),
  };
}

async function addTaco(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /^Al Pastor Taco/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Al Pastor Taco' });
  const add = dialog.getByRole('button', { name: /Add to cart/ });
  await dialog.getByRole('group', { name: /Salsa/ }).getByRole('radio', { name: /Roja/ }).check();
  await expect(add).toHaveText(/\$5\.00/);
  await add.click();
  await expect(dialog).toBeHidden();
}

async function addHorchata(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /^Horchata/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Horchata' });
  await dialog.getByRole('button', { name: /Add to cart/ }).click();
  await expect(dialog).toBeHidden();
}

async function toCheckout(page: Page): Promise<void> {
  await (await openCart(page)).getByRole('button', { name: /Checkout/ }).click();
}

async function acceptReadyComplete(board: Page, orderId: number): Promise<void> {
  const showColumn = async (name: string) => board.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  await showColumn('New');
  await board.getByRole('button', { name: `Accept TS-${orderId}` }).click();
  const accept = board.getByRole('dialog', { name: `Accept TS-${orderId}` });
  await accept.getByRole('button', { name: /^Accept · ready in/ }).click();
  await expect(accept).toBeHidden();
  await showColumn('In progress');
  await board.getByRole('button', { name: `Ready: TS-${orderId}` }).click();
  await showColumn('Ready');
  await board.getByRole('button', { name: `Complete TS-${orderId}` }).click();
  await showColumn('Done today');
  await expect(board.getByText(`TS-${orderId}`).first()).toBeVisible();
}

test('a restaurant made a minute ago goes live, takes a week of orders and its statement adds up', async ({
  browser,
}, testInfo: TestInfo) => {
  // The longest journey: four people in their own browsers on a server of its own.
  test.setTimeout(600_000);
  const owner = await newPhonePage(browser);
  const ownerEmail = `ana.${Date.now()}@firstlight.example`;

  // 1. The owner joins; the new store is not live and the board says so.
  const storeId = await ownerJoins(owner, ownerEmail);
  await expect(owner.getByRole('status').filter({ hasText: 'Not live' })).toBeVisible();
  await expect(owner.getByText('Diners cannot order from this store yet.')).toBeVisible();
  await snap(owner, testInfo, 'week-01-board-not-live');
  await owner.getByRole('link', { name: 'See what going live still needs' }).click();
  const checklist = owner.getByRole('region', { name: 'Going live' });
  await expect(checklist).toBeVisible();
  // Pickup is on from the start; the other order types are there to switch on.
  const offered = (type: string) =>
    owner.getByRole('group', { name: type }).getByRole('checkbox', { name: 'Offered' });
  await expect(offered('Pick up')).toBeChecked();
  await expect(offered('Delivery')).not.toBeChecked();
  await expect(checklist.getByRole('link', { name: 'Choose order types' })).toHaveCount(0);
  await snap(owner, testInfo, 'week-02-checklist');
  await offerDelivery(owner);

  // 2. Each missing item leads to the page that fixes it.
  await checklist.getByRole('link', { name: 'Choose how orders reach you' }).click();
  await expect(owner).toHaveURL(new RegExp(`/portal/stores/${storeId}/setup#order-protocol$`));
  await saveOrderProtocolAndBank(owner);
  await sections(owner).getByRole('link', { name: 'Hours' }).click();
  await openAroundTheClock(owner);
  await sections(owner).getByRole('link', { name: 'Edit menu' }).click();
  await buildMenu(owner);
  await snap(owner, testInfo, 'week-03-menu');

  await sections(owner).getByRole('link', { name: 'Settings' }).click();
  await expect(owner.getByText('Everything is ready to go live.')).toBeVisible();
  await owner.getByRole('button', { name: 'Go live' }).click();
  await expect(owner.getByText('Your store is live: diners can order.')).toBeVisible();
  await sections(owner).getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(owner.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
  await expect(owner.getByText('Diners cannot order from this store yet.')).toHaveCount(0);
  await snap(owner, testInfo, 'week-04-board-live');

  // 3. A new diner on a phone finds the store, signs up from the cart and pays for a pickup order by card.
  const diner = await newPhonePage(browser);
  const dinerEmail = `robin.${Date.now()}@diner.example`;
  await diner.goto(`/store/${storeId}`);
  await expect(diner.getByRole('heading', { level: 1, name: STORE_NAME })).toBeVisible();
  await closeDialogs(diner);
  await expect(diner.locator('img[src^="/media/"]').first()).toBeVisible();
  await addTaco(diner);
  await addHorchata(diner);
  await snap(diner, testInfo, 'week-05-store-page');
  await toCheckout(diner);
  await expect(diner).toHaveURL(/\/auth\?/);
  await diner.getByRole('radio', { name: 'Sign Up' }).click();
  await diner.getByLabel('First name').fill('Robin');
  await diner.getByLabel('Last name').fill('Diner');
  await diner.getByLabel('Email').fill(dinerEmail);
  await diner.getByLabel('Mobile Number').fill('3125550142');
  await diner.getByLabel('Password').fill(DINER_PASSWORD);
  await diner.getByRole('button', { name: 'Sign Up' }).click();
  await expect(diner).toHaveURL(/\/checkout$/);
  await fillCard(diner);
  await snap(diner, testInfo, 'week-06-checkout');
  const pickup = await placeOrder(diner);
  await expect(diner.getByRole('link', { name: /Track/ })).toBeVisible();
  await snap(diner, testInfo, 'week-07-success');

  // 4. The same diner orders a delivery downtown.
  await diner.goto(`/store/${storeId}`);
  await closeDialogs(diner);
  await diner.getByRole('radio', { name: 'Delivery' }).click();
  const addressDialog = diner.getByRole('dialog', { name: 'Enter Address' });
  await searchAddress(addressDialog, DOWNTOWN_ADDRESS);
  await expect(addressDialog.getByText('Delivery available', { exact: true })).toBeVisible();
  await addressDialog.getByLabel('Note for the driver (optional)').fill('Ring twice');
  await addressDialog.getByRole('button', { name: 'Save' }).click();
  await expect(addressDialog).toBeHidden();
  await addTaco(diner);
  await addTaco(diner);
  await toCheckout(diner);
  await expect(diner).toHaveURL(/\/checkout$/);
  await fillCard(diner);
  const delivery = await placeOrder(diner);

  // 5. The board takes both orders through to Complete; the delivery card carries the drop-off note.
  await owner.bringToFront();
  await expect(owner.getByText('Ring twice')).toBeVisible({ timeout: 15_000 });
  await snap(owner, testInfo, 'week-08-board-orders');
  await acceptReadyComplete(owner, pickup.orderId);
  await acceptReadyComplete(owner, delivery.orderId);

  // 6. The owner finds the pickup order and refunds its Horchata.
  await sections(owner).getByRole('link', { name: 'Find orders' }).click();
  await owner.getByLabel('Order number, phone or name').fill(`TS-${pickup.orderId}`);
  await owner.getByRole('button', { name: 'Search' }).click();
  await owner.getByRole('button', { name: `Details of TS-${pickup.orderId}` }).click();
  await owner.getByRole('button', { name: 'Refund', exact: true }).click();
  const refund = owner.getByRole('dialog', { name: `Refund TS-${pickup.orderId}` });
  await refund.getByRole('radio', { name: 'Items' }).check();
  await refund.getByRole('checkbox', { name: /Horchata/ }).check();
  await refund.getByLabel('Reason (the diner sees it)').fill('Out of horchata');
  await snap(owner, testInfo, 'week-09-refund');
  await refund.getByRole('button', { name: /^Refund \$/ }).click();
  await expect(owner.getByText(new RegExp(`refunded on TS-${pickup.orderId}`))).toBeVisible();

  // The diner is told on the tracking page.
  await diner.goto(`/track-order?orderId=${pickup.orderId}`);
  await expect(diner.getByText(/refunded · Out of horchata/)).toBeVisible({ timeout: 15_000 });
  await snap(diner, testInfo, 'week-10-tracking-refund');

  // 7. An invited cook signs up and takes a phone order for pickup, paid in store.
  await sections(owner).getByRole('link', { name: 'Staff' }).click();
  const cookEmail = `casey.${Date.now()}@firstlight.example`;
  await owner.getByLabel('E-mail').fill(cookEmail);
  await owner.getByLabel('Role').selectOption('STAFF');
  await owner.getByRole('button', { name: 'Send invitation' }).click();
  const cook = await newPhonePage(browser);
  await cook.goto(await mailedLink(cookEmail, /https?:\/\/[^\s"<]+(\/portal\/invitation#token=[\w-]+)/));
  await cook.getByRole('button', { name: 'Create an account instead' }).click();
  await cook.getByLabel('Your name').fill('Casey Cook');
  await cook.getByLabel('Choose a password').fill(STAFF_PASSWORD);
  await cook.getByRole('button', { name: 'Create account' }).click();
  await cook.getByRole('button', { name: /^Accept and join / }).click();
  await expect(cook).toHaveURL(new RegExp(`/portal/stores/${storeId}$`));
  await cook.goto(`/phone-order/call?phone=${STORE_PHONE}`);
  await expect(cook.getByRole('heading', { level: 1, name: STORE_NAME })).toBeVisible();
  await cook.getByRole('button', { name: 'Pick Up' }).click();
  await cook.getByLabel('Phone').fill('3125550123');
  await cook.getByLabel('First name').fill('Cal');
  await cook.getByLabel('Last name').fill('Caller');
  await cook.getByRole('button', { name: 'Next' }).click();
  await expect(cook).toHaveURL(/\/store\//);
  await closeDialogs(cook);
  await addHorchata(cook);
  await toCheckout(cook);
  await expect(cook.getByRole('heading', { level: 1, name: 'Phone order checkout' })).toBeVisible();
  await expect(cook.getByRole('list', { name: 'Items' }).getByText('Horchata')).toBeVisible();
  await snap(cook, testInfo, 'week-11-phone-checkout');
  await cook.getByRole('radio', { name: 'Pay in store' }).check();
  await cook.getByRole('button', { name: /Place phone order \$/ }).click();
  const phoneOrderText = cook.getByText(/TS-\d+/).first();
  await expect(phoneOrderText).toBeVisible({ timeout: 30_000 });
  const phoneOrderId = Number(/TS-(\d+)/.exec((await phoneOrderText.textContent()) ?? '')![1]);

  // 8. The week's statement and sales-tax report, as the owner downloads them, reconcile to the cent.
  const token = await owner.evaluate(
    () => (JSON.parse(localStorage.getItem('ownerSession') ?? '{}') as { accessToken?: string }).accessToken,
  );
  const headers = { authorization: `Bearer ${token}` };
  // The store's own day (Chicago), which the reports count in.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  const statementAnswer = await owner.request.get(`/api/portal/stores/${storeId}/statement?week=${today}`, {
    headers,
  });
  expect(statementAnswer.ok(), await statementAnswer.text()).toBe(true);
  const { data: statement } = (await statementAnswer.json()) as {
    data: {
      totals: {
        chargesCents: number;
        voidsCents: number;
        refundsCents: number;
        cardFeesCents: number;
        rewardCreditCents: number;
        promoCents: number;
        payoutCents: number;
      };
      transactions: { orderId: number; kind: string; amountCents: number }[];
    };
  };
  const detail = async (orderId: number) => {
    const answer = await owner.request.get(`/api/portal/orders/${orderId}/detail`, { headers });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()).data as {
      refunds: { amount: number; status: string }[];
      totals: { tax: number };
    };
  };
  const pickupDetail = await detail(pickup.orderId);
  const refundedCents = Math.round(
    pickupDetail.refunds.reduce((sum, refund) => sum + refund.amount, 0) * 100,
  );
  expect(refundedCents).toBeGreaterThan(0);
  const chargedCents = pickup.totalCents + delivery.totalCents;
  const feeOf = (cents: number) => Math.round(cents * 0.025) + 30;
  expect(statement.totals.chargesCents).toBe(chargedCents);
  expect(statement.totals.refundsCents).toBe(refundedCents);
  expect(statement.totals.voidsCents).toBe(0);
  expect(statement.totals.cardFeesCents).toBe(feeOf(pickup.totalCents) + feeOf(delivery.totalCents));
  expect(statement.totals.payoutCents).toBe(
    chargedCents -
      refundedCents -
      statement.totals.cardFeesCents +
      statement.totals.rewardCreditCents +
      statement.totals.promoCents,
  );
  expect(statement.transactions.filter((row) => row.kind === 'IN_STORE')).toHaveLength(1);

  const taxAnswer = await owner.request.get(
    `/api/portal/stores/${storeId}/sales-tax?from=${today}&to=${today}`,
    { headers },
  );
  expect(taxAnswer.ok(), await taxAnswer.text()).toBe(true);
  const tax = (await taxAnswer.json()).data as {
    totals: { orders: number; taxCents: number; refundedTaxCents: number; netTaxCents: number };
  };
  const deliveryDetail = await detail(delivery.orderId);
  const phoneDetail = await detail(phoneOrderId);
  const taxOf = (order: { totals: { tax: number } }) => Math.round(order.totals.tax * 100);
  expect(tax.totals.orders).toBe(3);
  expect(tax.totals.taxCents).toBe(taxOf(pickupDetail) + taxOf(deliveryDetail) + taxOf(phoneDetail));
  expect(tax.totals.refundedTaxCents).toBeGreaterThan(0);
  expect(tax.totals.netTaxCents).toBe(tax.totals.taxCents - tax.totals.refundedTaxCents);

  await sections(owner).getByRole('link', { name: 'Payouts' }).click();
  await expect(owner).toHaveURL(new RegExp(`/portal/stores/${storeId}/payouts$`));
  await expect(owner.getByRole('heading', { level: 1 })).toBeVisible();
  await snap(owner, testInfo, 'week-12-payouts');
  await sections(owner).getByRole('link', { name: 'Reports' }).click();
  await expect(owner).toHaveURL(new RegExp(`/portal/stores/${storeId}/reports$`));
  await expect(owner.getByRole('heading', { level: 1 })).toBeVisible();
  await snap(owner, testInfo, 'week-13-reports');
});

/** A one-page PDF, made here: the server recognises menu files by their content. */
const MENU_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a restaurant that joins through the Lite steps goes live from the portal and takes its first order', async ({
  browser,
}, testInfo: TestInfo) => {
  test.setTimeout(400_000);
  const owner = await newPhonePage(browser);
  const email = `mei.${Date.now()}@noodles.example`;

  await owner.goto('/merchant/lite');
  await owner.getByLabel('Restaurant Name').fill('Noodle Light');
  await owner.getByLabel('Email', { exact: true }).fill(email);
  await owner.getByLabel('Mobile Phone').fill('13125550177');
  const address = owner.getByRole('combobox', { name: 'Address' });
  await address.fill('100 N State St, Chicago');
  await owner.getByRole('option').first().click();
  await expect(address).toHaveValue(/100 N State St, Chicago, IL \d{5}/);
  await owner.getByRole('button', { name: 'See Pricing' }).click();

  await expect(owner).toHaveURL(/\/signup$/);
  await owner.getByLabel('First Name', { exact: true }).fill('Mei');
  await owner.getByLabel('Last Name', { exact: true }).fill('Chen');
  await owner.getByLabel('Password').fill(OWNER_PASSWORD);
  await owner.getByRole('button', { name: 'Create account' }).click();

  await expect(owner).toHaveURL(/\/add-menu$/);
  await owner
    .locator('input[type=file]')
    .setInputFiles([{ name: 'menu.pdf', mimeType: 'application/pdf', buffer: MENU_PDF }]);
  await expect(owner.getByText('menu.pdf')).toBeVisible();
  await owner.getByLabel('Store hours').fill('Mon-Sun 11:00-22:00');
  await owner.getByText('Local', { exact: true }).click();
  await owner.getByText('1-5', { exact: true }).click();
  await owner.getByRole('button', { name: 'Next' }).click();

  await expect(owner).toHaveURL(/\/order-protocol$/);
  await owner.getByRole('radio', { name: /Fax \+ Phone Confirmation/ }).check();
  await owner.getByLabel('Fax number').fill('3125550199');
  await owner.getByRole('button', { name: 'Next' }).click();

  await expect(owner).toHaveURL(/\/bank-account$/);
  await owner.getByLabel('Legal business name').fill('Noodle Light LLC');
  await owner.getByLabel('EIN / Tax ID').fill('12-3456789');
  await owner.getByLabel('Owner legal name').fill('Mei Chen');
  await owner.getByLabel('Owner date of birth').fill('1985-04-12');
  await owner.getByLabel('Routing Number').fill('071000013');
  await owner.getByLabel('Account Number', { exact: true }).fill('000123456789');
  await owner.getByLabel('Confirm Account Number').fill('000123456789');
  await owner.getByRole('checkbox', { name: 'I agree to the marketplace sign-up sheet.' }).check();
  await owner.getByRole('checkbox', { name: /merchant terms of service/ }).check();
  await owner.getByRole('button', { name: 'Finish' }).click();
  await expect(owner).toHaveURL(/\/success$/);
  await owner.getByRole('link', { name: 'Go to my portal' }).click();
  await expect(owner).toHaveURL(/\/portal\/stores\/\d+$/);
  const storeId = Number(/\/portal\/stores\/(\d+)$/.exec(owner.url())![1]);

  // Not live; the order protocol and the bank are done, the menu file sent is there for the owner.
  await expect(owner.getByRole('status').filter({ hasText: 'Not live' })).toBeVisible();
  await sections(owner).getByRole('link', { name: 'Setup' }).click();
  await expect(owner.getByText('menu.pdf')).toBeVisible();
  await snap(owner, testInfo, 'lite-01-setup-files');
  await sections(owner).getByRole('link', { name: 'Hours' }).click();
  await openAroundTheClock(owner);
  await sections(owner).getByRole('link', { name: 'Edit menu' }).click();
  await buildMenu(owner);
  await sections(owner).getByRole('link', { name: 'Settings' }).click();
  await expect(owner.getByText('Everything is ready to go live.')).toBeVisible();
  await owner.getByRole('button', { name: 'Go live' }).click();
  await expect(owner.getByText('Your store is live: diners can order.')).toBeVisible();
  await sections(owner).getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(owner.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();

  // A diner signs up from the cart and pays; the board accepts and completes it.
  const diner = await newPhonePage(browser);
  await diner.goto(`/store/${storeId}`);
  await expect(diner.getByRole('heading', { level: 1, name: 'Noodle Light' })).toBeVisible();
  await closeDialogs(diner);
  await addTaco(diner);
  await toCheckout(diner);
  await diner.getByRole('radio', { name: 'Sign Up' }).click();
  await diner.getByLabel('First name').fill('Lee');
  await diner.getByLabel('Last name').fill('Diner');
  await diner.getByLabel('Email').fill(`lee.${Date.now()}@diner.example`);
  await diner.getByLabel('Mobile Number').fill('3125550143');
  await diner.getByLabel('Password').fill(DINER_PASSWORD);
  await diner.getByRole('button', { name: 'Sign Up' }).click();
  await expect(diner).toHaveURL(/\/checkout$/);
  await fillCard(diner);
  const order = await placeOrder(diner);
  await owner.bringToFront();
  await acceptReadyComplete(owner, order.orderId);
  await snap(owner, testInfo, 'lite-02-board-done');
});
