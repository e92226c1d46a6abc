import { expect, test } from '@playwright/test';
import {
  addPlainItem,
  cartButton,
  closeCart,
  closeDialogs,
  DOWNTOWN_ADDRESS,
  LAPTOP,
  LOOP_BURGER,
  NEW_YORK_ADDRESS,
  openCart,
  openItem,
  openStore,
  openWithoutCode,
  recordProblems,
  searchAddress,
  snap,
  SUNRISE_GRIDDLE,
} from './helpers';

const DAY_MS = 86_400_000;

test.describe('store page', () => {
  test('redirects a bare id, ?id= and /restaurant.php/{id} to the slug of name and city', async ({
    page,
  }, testInfo) => {
    for (const path of ['/store/5', '/store/anything?id=5', '/restaurant.php/5']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/store/${SUNRISE_GRIDDLE.slug}$`));
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Sunrise Griddle' })).toBeVisible();
    // No made-up rating: the demo store has fewer than 5 real ratings, so the page shows none.
    await expect(page.getByText(/out of 5/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Order time: Today ASAP/ })).toBeVisible();
    await snap(page, testInfo, 'store-page');
  });

  test('the first HTML shows the store and its first dishes before any code has run; then the app takes over', async ({
    browser,
    page,
  }, testInfo) => {
    const { picture, close } = await openWithoutCode(browser, `/store/${SUNRISE_GRIDDLE.slug}`);
    await expect(picture.locator('#root')).toHaveAttribute('inert', '');
    await expect(picture.locator('h1')).toHaveText('Sunrise Griddle');
    await expect(picture.getByText('Eggs Benedict').first()).toBeVisible();
    await expect(picture.getByText(/^\$\d+\.\d{2}$/).first()).toBeVisible();
    await snap(picture, testInfo, 'store-page-before-code');
    await close();

    const problems = recordProblems(page);
    await openStore(page, SUNRISE_GRIDDLE);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden');
    // The app took the drawing over: one page, one heading, and its dishes open.
    await expect(page.locator('h1')).toHaveCount(1);
    await page
      .getByRole('button', { name: /^Eggs Benedict/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Eggs Benedict' });
    await dialog.getByRole('button', { name: /Add to cart/ }).click();
    await expect(dialog).toBeHidden();

    // A returning diner: the drawing shows an empty cart; the app corrects the elements it takes over.
    await page.reload();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    await expect(page.locator('[aria-label="Cart, 0 items"]')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test("the category bar's arrows follow what the bar can scroll", LAPTOP, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the arrows show from 768 px wide');
    const bar = page.getByRole('navigation', { name: 'Menu categories' });
    const left = bar.getByRole('button', { name: 'Scroll categories left' });
    const right = bar.getByRole('button', { name: 'Scroll categories right' });
    // Loop Burger's few categories fit the bar: both arrows are off once the bar has been measured.
    await openStore(page, LOOP_BURGER);
    await expect(left).toBeDisabled();
    await expect(right).toBeDisabled();
    // Sunrise Griddle's run past the bar's right edge.
    await openStore(page, SUNRISE_GRIDDLE);
    await expect(left).toBeDisabled();
    await expect(right).toBeEnabled();
    await right.click();
    await expect(left).toBeEnabled();
    await left.click();
    await expect(left).toBeDisabled();
  });

  test('jumps to a category from the category list', LAPTOP, async ({ page }, testInfo) => {
    await openStore(page, SUNRISE_GRIDDLE);
    await page.getByRole('button', { name: 'All categories' }).click();
    await page
      .getByRole('dialog', { name: 'Jump to a category' })
      .getByRole('button', { name: /Coffee & Drinks/ })
      .click();
    const heading = page.getByRole('heading', { level: 2, name: 'Coffee & Drinks' });
    await expect(heading).toBeInViewport();
    await expect(
      page
        .getByRole('navigation', { name: 'Menu categories' })
        .getByRole('link', { name: 'Coffee & Drinks' }),
    ).toHaveAttribute('aria-current', 'true');
    await snap(page, testInfo, 'category-jump');
  });
});

test.describe('item and cart', () => {
  test(
    'a required option blocks Add until chosen; the cart counts and totals the lines',
    LAPTOP,
    async ({ page }, testInfo) => {
      await openStore(page, SUNRISE_GRIDDLE);
      const dialog = await openItem(page, 'Two Eggs Any Style');
      await dialog.getByRole('button', { name: /Add to cart/ }).click();
      const eggs = dialog.getByRole('group', { name: /How would you like your eggs/ });
      const sides = dialog.getByRole('group', { name: /Choose 2 sides/ });
      await expect(eggs).toHaveAttribute('aria-invalid', 'true');
      await expect(sides).toHaveAttribute('aria-invalid', 'true');
      await snap(page, testInfo, 'required-option-highlighted');

      await eggs.getByRole('radio').first().check();
      await sides
        .getByRole('button', { name: /^Add one/ })
        .first()
        .click();
      await sides
        .getByRole('button', { name: /^Add one/ })
        .first()
        .click();
      await expect(dialog.getByRole('button', { name: /Add to cart/ })).toHaveText(/\$9\.95/);
      await dialog.getByRole('button', { name: /Add to cart/ }).click();
      await expect(dialog).toBeHidden();

      await addPlainItem(page, 'Eggs Benedict');
      await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
      const cart = await openCart(page);
      await expect(cart.getByRole('button', { name: /Checkout/ })).toContainText('2 items');
      await expect(cart.getByText('Subtotal').locator('..')).toContainText('$23.90');
      await snap(page, testInfo, 'cart-two-items');

      await cart.getByRole('button', { name: 'Remove Eggs Benedict' }).click();
      await expect(cart.getByRole('button', { name: /Checkout/ })).toContainText('1 item');
    },
  );

  test('the cart survives a reload and is emptied after 24 hours', async ({ page }, testInfo) => {
    await openStore(page, SUNRISE_GRIDDLE);
    await addPlainItem(page, 'Eggs Benedict');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');

    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    const stored = await page.evaluate(() => ({
      version: localStorage.getItem('version'),
      lastEditTime: Number(localStorage.getItem('lastEditTime')),
    }));
    expect(stored.version).toBe('1.2.0');

    await page.clock.setFixedTime(new Date(stored.lastEditTime + DAY_MS + 60_000));
    await page.reload();
    await closeDialogs(page);
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
    const cart = await openCart(page);
    await expect(cart.getByText('Your cart is empty')).toBeVisible();
    await snap(page, testInfo, 'cart-expired');
  });

  test('ordering from another store warns, then replaces the previous cart', async ({ page }, testInfo) => {
    await openStore(page, SUNRISE_GRIDDLE);
    await addPlainItem(page, 'Eggs Benedict');

    await openStore(page, LOOP_BURGER);
    const warning = page
      .getByRole('main')
      .getByText('You are ordering from another restaurant. The previous cart will be cleared.');
    await expect(warning).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go back to the restaurant page' })).toHaveAttribute(
      'href',
      `/store/${SUNRISE_GRIDDLE.id}`,
    );
    await snap(page, testInfo, 'other-restaurant-warning');

    await addPlainItem(page, 'Chicago-Style Hot Dog');
    await expect(warning).toBeHidden();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    const cart = await openCart(page);
    await expect(cart.getByRole('link', { name: 'Loop Burger Co.' })).toBeVisible();
    await expect(cart.getByText('Eggs Benedict')).toHaveCount(0);
    await closeCart(page);
  });
});

test.describe('delivery and time', () => {
  test('an address in 60601 is in range; one in 10001 is out of range', async ({ page }, testInfo) => {
    await openStore(page, SUNRISE_GRIDDLE);
    await page.getByRole('radio', { name: 'Delivery' }).click();
    let dialog = page.getByRole('dialog', { name: 'Enter Address' });
    await searchAddress(dialog, DOWNTOWN_ADDRESS);
    await expect(dialog.getByText('Delivery available', { exact: true })).toBeVisible();
    await dialog.getByRole('radio', { name: 'Leave it at my door' }).check();
    await dialog.getByLabel('Note for the driver (optional)').fill('Gate #12!');
    await expect(dialog.getByLabel('Note for the driver (optional)')).toHaveValue('Gate 12');
    await snap(page, testInfo, 'address-available');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('radio', { name: 'Delivery' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText('Delivery available', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Change Address' }).click();
    dialog = page.getByRole('dialog', { name: 'Enter Address' });
    await searchAddress(dialog, NEW_YORK_ADDRESS);
    await expect(dialog.getByText("You're out of range", { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await snap(page, testInfo, 'address-out-of-range');
  });

  test('a later slot can be scheduled and shows on the time chip', async ({ page }, testInfo) => {
    await openStore(page, SUNRISE_GRIDDLE);
    await page.getByRole('button', { name: /Order time:/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Select date and time' });
    const days = dialog.getByRole('group', { name: 'Day' }).getByRole('button');
    await expect(days).toHaveCount(5);
    await days.nth(1).click();
    // Choosing a day selects its first slot.
    await expect(dialog.getByRole('radio').first()).toBeChecked();
    await snap(page, testInfo, 'time-dialog');
    await dialog.getByRole('button', { name: 'Update Order Time' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /Order time:/ })).toHaveText(
      /[A-Z][a-z]{2} \d{1,2}(st|nd|rd|th), \d{1,2}:\d{2} (AM|PM)/,
    );
    await snap(page, testInfo, 'time-scheduled');
  });
});
