import { expect, test, type Locator, type Page } from '@playwright/test';
import { SUNRISE_GRIDDLE, closeDialogs, isWide, snap } from './helpers';

const DEMO_DINER = { email: 'demo@orderlane.example', password: 'orderlane-demo' };
const CARD = {
  cardholder: 'Keyboard Diner',
  number: '4111111111111111',
  expiry: '1239',
  cvv: '123',
  zip: '60601',
};

const isFocused = (target: Locator) =>
  target
    .evaluate((element) => element === document.activeElement || element.contains(document.activeElement))
    .catch(() => false);

/**
 * Moves focus with Tab (or Shift+Tab) until `target` holds it, as a keyboard user would; fails after `max`
 * presses, which also catches focus traps and controls that Tab never reaches.
 */
async function tabTo(page: Page, target: Locator, { max = 120, backwards = false } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) {
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing');
  throw new Error(`Tab never reached ${target} in ${max} presses; focus is on ${focused}`);
}

async function tabAndType(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

// 000: a diner who uses no mouse orders from the store page to the confirmation, and hears what changed.
test('a keyboard-only diner orders from the store page to /orderSuccess', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto(`/store/${SUNRISE_GRIDDLE.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await closeDialogs(page);

  // The item: Tab to it, Enter opens its dialog, Tab to Add to cart, Enter.
  await tabTo(page, page.getByRole('button', { name: /^Eggs Benedict/ }).first());
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Eggs Benedict' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: /Add to cart/ }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // The cart change is announced through a polite live region.
  await expect(page.getByRole('status').filter({ hasText: /Eggs Benedict added to cart/ })).toBeAttached();
  await snap(page, testInfo, 'keyboard-added');

  // The cart: a fixed panel from 1292 px, else the header button opens it as a sheet.
  let cart: Locator = page.getByRole('complementary');
  if (!isWide(page)) {
    await tabTo(page, page.getByRole('button', { name: /^Cart,/ }), { backwards: true });
    await page.keyboard.press('Enter');
    cart = page.getByRole('dialog', { name: 'Your order' });
    await expect(cart).toBeVisible();
  }
  await tabTo(page, cart.getByRole('button', { name: /Checkout/ }));
  await page.keyboard.press('Enter');

  // Signed out: checkout sends the diner to sign in, then back.
  await expect(page).toHaveURL(/\/auth/);
  await tabAndType(page, page.getByLabel('Email'), DEMO_DINER.email);
  await tabAndType(page, page.getByLabel('Password'), DEMO_DINER.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout/);

  // The card, field by field.
  await tabAndType(page, page.getByLabel('Cardholder name'), CARD.cardholder);
  await tabAndType(page, page.getByLabel('Card number'), CARD.number);
  await tabAndType(page, page.getByLabel('Expiry'), CARD.expiry);
  await tabAndType(page, page.getByLabel('CVV'), CARD.cvv);
  await tabAndType(page, page.getByLabel('ZIP'), CARD.zip);
  const placeOrder = page.getByRole('button', { name: /Place Order/ }).last();
  await expect(placeOrder).toBeEnabled();
  await snap(page, testInfo, 'keyboard-checkout');
  await tabTo(page, placeOrder);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/orderSuccess/, { timeout: 30_000 });
  await expect(page.getByText('Congratulations')).toBeVisible();
  await snap(page, testInfo, 'keyboard-order-success');
});

test('a refused card is announced as an alert, and the keyboard can correct it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`/store/${SUNRISE_GRIDDLE.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await closeDialogs(page);
  await tabTo(page, page.getByRole('button', { name: /^Eggs Benedict/ }).first());
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Eggs Benedict' });
  await tabTo(page, dialog.getByRole('button', { name: /Add to cart/ }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await page.goto('/auth?target=checkout&storeId=5');
  await tabAndType(page, page.getByLabel('Email'), DEMO_DINER.email);
  await tabAndType(page, page.getByLabel('Password'), DEMO_DINER.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout/);

  await tabAndType(page, page.getByLabel('Cardholder name'), CARD.cardholder);
  await tabAndType(page, page.getByLabel('Card number'), '4000000000000002');
  await tabAndType(page, page.getByLabel('Expiry'), CARD.expiry);
  await tabAndType(page, page.getByLabel('CVV'), CARD.cvv);
  await tabAndType(page, page.getByLabel('ZIP'), CARD.zip);
  await tabTo(page, page.getByRole('button', { name: /Place Order/ }).last());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout/);

  // Back to the card number with Shift+Tab, replace it, place the order again.
  const cardNumber = page.getByLabel('Card number');
  await tabTo(page, cardNumber, { backwards: true });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(CARD.number);
  await tabTo(page, page.getByRole('button', { name: /Place Order/ }).last());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orderSuccess/, { timeout: 30_000 });
});
