import { expect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';

/** Demo stores (seeded): Sunrise Griddle is open 24 hours and delivers with its own drivers. */
export const SUNRISE_GRIDDLE = { id: 5, slug: 'sunrise-griddle-chicago-5' };
export const LOOP_BURGER = { id: 2, slug: 'loop-burger-co-chicago-2' };

export const DOWNTOWN_ADDRESS = '233 S Wacker Dr, Chicago, IL 60601';
export const NEW_YORK_ADDRESS = '350 5th Ave, New York, NY 10001';

/** Keeps a screenshot of the current state among the test's artifacts (a file in its output folder). */
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

/**
 * Opens `path` on a phone with JavaScript off: the page as its first HTML draws it, before any code has run.
 * `close` ends the context.
 */
export async function openWithoutCode(
  browser: Browser,
  path: string,
): Promise<{ picture: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const picture = await context.newPage();
  await picture.goto(path);
  return { picture, close: () => context.close() };
}

/** Collects the page's uncaught errors and console errors from now on; a journey expects the list to stay empty. */
export function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') {
      problems.push(message.text());
    }
  });
  return problems;
}

export const DEMO_OWNER = { email: 'owner@orderlane.example', password: 'orderlane-owner' };

/**
 * Signs the demo owner in at /portal and opens one of its stores: the first, or the one chosen in the store
 * switcher by position or name (journeys that change a store each take their own, as shards run side by side).
 */
export async function openOwnerStore(
  page: Page,
  choose?: { index: number } | { name: RegExp },
): Promise<number> {
  await page.goto('/portal');
  await page.getByLabel('E-mail').fill(DEMO_OWNER.email);
  await page.getByLabel('Password').fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/portal\/stores\/\d+$/);
  const switcher = page.getByLabel('Store');
  if (choose && 'index' in choose) {
    await switcher.selectOption({ index: choose.index });
  } else if (choose) {
    const names = await switcher.locator('option').allTextContents();
    await switcher.selectOption({
      label: names.find((name) => choose.name.test(name)) ?? String(choose.name),
    });
  }
  const storeId = Number(await switcher.inputValue());
  await expect(page).toHaveURL(new RegExp(`/portal/stores/${storeId}$`));
  return storeId;
}

/**
 * Tags the journeys the laptop project repeats: those whose layout differs on a wide screen (the store page's
 * side cart, checkout, the portal at the counter, onboarding). Every journey runs on the phone.
 */
export const LAPTOP = { tag: '@laptop' };

export const isWide = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1292;

/** Opens a store page and closes whatever dialog greets the diner (Enter Address, store unavailable). */
export async function openStore(page: Page, store: { slug: string }): Promise<void> {
  await page.goto(`/store/${store.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();
  await closeDialogs(page);
}

export async function closeDialogs(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const dialog = page.getByRole('dialog');
    // Dialogs load on demand: give one a moment to appear before deciding there is none.
    const isOpen = await dialog
      .first()
      .waitFor({ state: 'visible', timeout: 1500 })
      .then(() => true)
      .catch(() => false);
    if (!isOpen) {
      return;
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
}

export function menuItem(page: Page, name: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^${name}`) }).first();
}

/** Opens an item, waits for its availability check and returns the dialog. */
export async function openItem(page: Page, name: string): Promise<Locator> {
  await menuItem(page, name).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByRole('button', { name: /Add to cart|Item Not Available/ })).toBeVisible();
  return dialog;
}

/** Adds an item that has no required options. */
export async function addPlainItem(page: Page, name: string): Promise<void> {
  const dialog = await openItem(page, name);
  await dialog.getByRole('button', { name: /Add to cart/ }).click();
  await expect(dialog).toBeHidden();
}

export const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart,/ });

/** The cart panel: always shown from 1292 px, a drawer from the header button below. */
export async function openCart(page: Page): Promise<Locator> {
  if (isWide(page)) {
    return page.getByRole('complementary');
  }
  // The header hides while scrolling down; scrolling up a little brings it back, as on a phone.
  await page.evaluate(() => window.scrollBy(0, -60));
  await cartButton(page).click();
  const sheet = page.getByRole('dialog', { name: 'Your order' });
  await expect(sheet).toBeVisible();
  return sheet;
}

export async function closeCart(page: Page): Promise<void> {
  if (!isWide(page)) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Your order' })).toBeHidden();
  }
}

/** Sets a delivery address through the Enter Address dialog (opened by the Delivery toggle). */
export async function searchAddress(dialog: Locator, text: string): Promise<void> {
  await dialog.getByRole('combobox').fill(text);
  const zip = text.slice(-5);
  await dialog.getByRole('option').filter({ hasText: zip }).first().click();
}
