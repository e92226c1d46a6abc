import { chromium } from 'playwright-core';

export const DEMO_DINER = { email: 'demo@orderlane.example', password: 'orderlane-demo' };

/** A diner's browser storage at checkout: localStorage, and the cookies the app wrote (its checkout hint). */
export interface CheckoutStorage {
  localStorage: Record<string, string>;
  cookies: { name: string; value: string; path: string }[];
}

/**
 * A diner's browser storage at checkout: the store page's first plain item in the cart and the demo diner
 * signed in, reached through the web app itself (so the storage is whatever the app writes).
 */
export async function prepareCheckoutStorage(
  baseUrl: string,
  executablePath: string,
  args: string[],
  storePath: string,
): Promise<CheckoutStorage> {
  const browser = await chromium.launch({ executablePath, args });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl}${storePath}`);
    await page.getByRole('navigation', { name: 'Menu categories' }).waitFor();
    // Greeting dialogs (Enter Address ...) close with Escape.
    for (let attempt = 0; attempt < 3 && (await page.getByRole('dialog').count()) > 0; attempt += 1) {
      await page.keyboard.press('Escape');
    }
    await page
      .getByRole('button', { name: /^Eggs Benedict/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Eggs Benedict' });
    await dialog.getByRole('button', { name: /Add to cart/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.goto(`${baseUrl}/auth?target=checkout&storeId=5`);
    await page.getByLabel('Email').fill(DEMO_DINER.email);
    await page.getByLabel('Password').fill(DEMO_DINER.password);
    await page
      .getByRole('form')
      .getByRole('button', { name: /Sign In/i })
      .click();
    await page.waitForURL(/\/checkout/, { timeout: 30_000 });
    const localStorage = await page.evaluate(
      () => Object.fromEntries(Object.entries(window.localStorage)) as Record<string, string>,
    );
    const cookies = (await page.context().cookies()).map(({ name, value, path }) => ({ name, value, path }));
    return { localStorage, cookies };
  } finally {
    await browser.close();
  }
}
