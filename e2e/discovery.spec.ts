import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { addPlainItem, openWithoutCode, recordProblems, SUNRISE_GRIDDLE } from './helpers';

// Downtown Chicago (the Loop): Green Bowl Market is the nearest demo store, 0.19 mi away.
const LOOP_POSITION = { latitude: 41.8781, longitude: -87.6298 };
const DEMO_DINER = { email: 'demo@orderlane.example', password: 'orderlane-demo' };
const OLD_ANDROID =
  'Mozilla/5.0 (Linux; Android 8.1.0; Nexus 5X) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0 Mobile Safari/537.36';

// At Sunrise Griddle's door: walk-in orders are taken only from inside the store's radius.
const SUNRISE_POSITION = { latitude: 41.8729, longitude: -87.6291 };
const DEMO_OWNER = { email: 'owner@orderlane.example', password: 'orderlane-owner' };

/** The in-store code of a table QR: base64url of `storeId[?tableNum=N]` (unsigned: enough to look, not to order). */
function inStoreCode(storeId: number, table?: number): string {
  const text = table === undefined ? String(storeId) : `${storeId}?tableNum=${table}`;
  return Buffer.from(text).toString('base64url');
}

/** The code printed on a table (or, with `null`, at the counter), with its signed token, as the portal gives it. */
async function printedTableCode(
  request: APIRequestContext,
  storeId: number,
  table: number | null,
): Promise<string> {
  const login = await request.post('/api/owner/login', { form: DEMO_OWNER });
  expect(login.status()).toBe(200);
  const { data } = (await login.json()) as { data: { accessToken: string } };
  const answer = await request.get(`/api/portal/stores/${storeId}/table-codes?tables=${table ?? 1}`, {
    headers: { authorization: `Bearer ${data.accessToken}` },
  });
  expect(answer.status()).toBe(200);
  const { data: codes } = (await answer.json()) as {
    data: { codes: { tableName: string | null; path: string }[] };
  };
  const code = codes.codes.find((entry) => entry.tableName === (table === null ? null : String(table)));
  return code!.path.replace('/in_store/', '');
}

/** Keeps a screenshot among the test's files and in the report. */
async function keep(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

const storeCards = (page: Page) =>
  page.getByRole('list', { name: 'Restaurants near you' }).getByRole('listitem');

async function openStoreList(page: Page): Promise<void> {
  await page.goto('/storeslist');
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurants near you' })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+$/)).toBeVisible();
}

let newDiners = 0;

/**
 * A diner of their own for an in-store journey: each diner may have only 2 unpaid in-store orders at a store,
 * and the journeys run once per screen size against one server.
 */
async function signUpInStoreDiner(request: APIRequestContext): Promise<{ email: string; password: string }> {
  newDiners += 1;
  const diner = {
    email: `in-store-${Date.now()}-${newDiners}@example.com`,
    password: 'table-for-two',
  };
  const answer = await request.post('/api/user/signup', {
    form: {
      ...diner,
      firstName: 'Tara',
      lastName: 'Table',
      phoneNumber: `312555${String(1000 + ((Date.now() + newDiners) % 9000)).slice(0, 4)}`,
    },
  });
  expect(answer.status()).toBe(200);
  return diner;
}

async function signInThroughApi(
  page: Page,
  request: APIRequestContext,
  diner: { email: string; password: string } = DEMO_DINER,
): Promise<void> {
  const answer = await request.post('/api/user/login', { form: diner });
  expect(answer.status()).toBe(200);
  const user: unknown = await answer.json();
  await page.addInitScript((stored) => window.localStorage.setItem('user', JSON.stringify(stored)), user);
}

/** The header hides while scrolling down; back at the top it shows the cart button again. */
async function openCartPanel(page: Page) {
  if ((page.viewportSize()?.width ?? 0) >= 1292) {
    return page.getByRole('complementary');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: /^Cart,/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Your order' });
  await expect(sheet).toBeVisible();
  return sheet;
}

test.describe('home', () => {
  test('shows the hero, six local stores and the promo sections', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/0% Commission for All Online Orders/);
    await expect(
      page.getByRole('heading', { level: 1, name: '0% Commission for All Online Orders' }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Local Stores' }).getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');
    await expect(page.getByRole('link', { name: 'Become a Partner' }).first()).toHaveAttribute(
      'href',
      '/merchant',
    );
    // The promo sign-up shows to guests.
    await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    const footer = page.getByRole('navigation', { name: 'Footer' });
    for (const href of ['/about', '/driver', '/account', '/order-history', '/help', '/merchant']) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached();
    }
    await keep(page, testInfo, 'home');

    await page.getByRole('link', { name: 'Start Ordering' }).first().click();
    await expect(page).toHaveURL(/\/storeslist$/);
  });

  test('the first HTML shows the hero and the local stores before any code has run', async ({
    browser,
  }, testInfo) => {
    const { picture, close } = await openWithoutCode(browser, '/');
    await expect(picture.locator('#root')).toHaveAttribute('inert', '');
    await expect(picture.locator('h1')).toHaveText('0% Commission for All Online Orders');
    await expect(picture.locator('#root a[href^="/store/"]')).toHaveCount(6);
    await keep(picture, testInfo, 'home-before-code');
    await close();
  });

  test('hides the promo sign-up from a signed-in diner', async ({ page, request }) => {
    await signInThroughApi(page, request);
    await page.goto('/init3');
    await expect(
      page.getByRole('heading', { level: 1, name: '0% Commission for All Online Orders' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Up to 25% off your first order' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
  });
});

test.describe('store list', () => {
  test('shows 6 stores, then 6 more; filters by name and category', async ({ page }, testInfo) => {
    await openStoreList(page);
    await expect(storeCards(page)).toHaveCount(6);
    await expect(page.getByText('Showing 6 of 8')).toBeVisible();
    await keep(page, testInfo, 'store-list-first-page');

    await page.getByRole('button', { name: 'Show More' }).click();
    await expect(storeCards(page)).toHaveCount(8);
    await expect(page.getByRole('button', { name: 'Show More' })).toHaveCount(0);

    await page.getByLabel('Search restaurants').fill('wOK');
    await expect(storeCards(page)).toHaveCount(1);
    await expect(storeCards(page).first()).toContainText('Golden Wok Kitchen');

    await page.getByLabel('Search restaurants').fill('');
    await page.getByRole('button', { name: 'Desserts' }).click();
    await expect(page.getByRole('button', { name: 'Desserts' })).toHaveAttribute('aria-pressed', 'true');
    await expect(storeCards(page)).toHaveCount(1);
    await expect(storeCards(page).first()).toContainText('Sugar & Spoon Dessert Bar');

    await page.getByRole('button', { name: 'Sandwiches' }).click();
    await expect(storeCards(page)).toHaveCount(4);
    await keep(page, testInfo, 'store-list-category');

    await page.getByLabel('Search restaurants').fill('no such restaurant');
    await expect(page.getByText('No stores found')).toBeVisible();
    await keep(page, testInfo, 'store-list-empty');
  });

  test('Delivery lists only stores with a driver option; Pickup lists them all', async ({
    page,
  }, testInfo) => {
    await openStoreList(page);
    const pickup = page.getByRole('radio', { name: 'Pickup' });
    await expect(pickup).toHaveAttribute('aria-checked', 'true');

    await page.getByRole('radio', { name: 'Delivery' }).click();
    await expect(page.getByText('Showing 6 of 7')).toBeVisible();
    await page.getByRole('button', { name: 'Show More' }).click();
    await expect(storeCards(page)).toHaveCount(7);
    await expect(storeCards(page).filter({ hasText: 'Sugar & Spoon Dessert Bar' })).toHaveCount(0);
    await keep(page, testInfo, 'store-list-delivery');

    await pickup.click();
    await expect(page.getByText('Showing 6 of 8')).toBeVisible();
  });

  test('an address from the picker reloads the list near it', async ({ page }, testInfo) => {
    await openStoreList(page);
    await page.getByRole('button', { name: /Enter an address/ }).click();
    const picker = page.getByRole('dialog', { name: 'Find restaurants near' });
    const located = page.waitForRequest((request) =>
      request.url().includes('/api/locateRestaurants?address='),
    );
    await picker.getByRole('combobox').fill('233 S Wacker Dr, Chicago, IL 60601');
    await picker.getByRole('option').first().click();
    await located;
    await expect(picker).toBeHidden();
    await expect(page.getByRole('button', { name: /233 S Wacker Dr/ })).toBeVisible();
    await expect(storeCards(page).first()).toContainText('Loop Burger Co.');
    await expect(storeCards(page).first()).toContainText('0.40 mi');
    await keep(page, testInfo, 'store-list-address');
  });

  test("without location permission the list is the default area's, carried by the first HTML", async ({
    page,
  }, testInfo) => {
    const located: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/locateRestaurants')) {
        located.push(new URL(request.url()).search);
      }
    });
    await openStoreList(page);
    await expect(page.getByRole('button', { name: 'Use my location' })).toBeVisible();
    await expect(storeCards(page)).toHaveCount(6);
    await expect(storeCards(page).first()).not.toContainText(' mi');
    // The answer came with the page; no position was asked for, so nothing was sent with coordinates.
    expect(located.filter((search) => search !== '')).toEqual([]);
    await keep(page, testInfo, 'store-list-no-location');
  });

  test('the first HTML shows the list before any code has run; then the app takes over', async ({
    browser,
    page,
  }, testInfo) => {
    const { picture, close } = await openWithoutCode(browser, '/storeslist');
    await expect(picture.locator('#root')).toHaveAttribute('inert', '');
    await expect(picture.locator('h1')).toHaveText('Restaurants near you');
    await expect(picture.getByText('Showing 6 of 8')).toBeVisible();
    await expect(picture.locator('#root a[href^="/store/"]')).toHaveCount(6);
    await keep(picture, testInfo, 'store-list-before-code');
    await close();

    const problems = recordProblems(page);
    await openStoreList(page);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden');
    // One page, one heading, one list: the app took the drawn elements over and its controls work.
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('list', { name: 'Restaurants near you' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Show More' }).click();
    await expect(storeCards(page)).toHaveCount(8);
    await storeCards(page).filter({ hasText: 'Golden Wok Kitchen' }).getByRole('link').click();
    // A delivery store asks a diner without an order type for an address first: its dialog may already cover
    // the page (hiding it from assistive technology), with the store page behind it.
    await expect(page).toHaveURL(/\/store\/golden-wok-kitchen-/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Golden Wok Kitchen', includeHidden: true }),
    ).toBeAttached();
    expect(problems).toEqual([]);
  });
});

test.describe('store list with location granted', () => {
  test.use({ permissions: ['geolocation'], geolocation: LOOP_POSITION });

  test('uses the position: nearest stores first with their distance', async ({ page }, testInfo) => {
    const located = page.waitForRequest((request) => request.url().includes('/api/locateRestaurants?'));
    await openStoreList(page);
    const query = new URL((await located).url()).searchParams;
    expect(Number(query.get('latitude'))).toBeCloseTo(LOOP_POSITION.latitude, 3);
    expect(Number(query.get('longitude'))).toBeCloseTo(LOOP_POSITION.longitude, 3);
    await expect(page.getByRole('button', { name: /Your current location/ })).toBeVisible();
    await expect(storeCards(page).first()).toContainText('Green Bowl Market');
    await expect(storeCards(page).first()).toContainText('0.19 mi');
    await keep(page, testInfo, 'store-list-located');
  });
});

test.describe('in-store ordering', () => {
  test.use({ permissions: ['geolocation'], geolocation: SUNRISE_POSITION });

  test('a table code goes from the location check to a placed dine-in order', async ({
    page,
    request,
  }, testInfo) => {
    const tableCode = await printedTableCode(request, SUNRISE_GRIDDLE.id, 12);
    await page.goto(`/in_store/${tableCode}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sunrise Griddle' })).toBeVisible();
    await expect(page.getByText('Table #12')).toBeVisible();
    await expect(page.getByText('VALIDATION SUCCESS')).toBeVisible();
    await keep(page, testInfo, 'in-store-validated');

    await page.getByRole('button', { name: 'Start Order' }).click();
    const prompt = page.getByRole('dialog', { name: 'Do you want to start with a drink?' });
    await expect(prompt).toBeVisible();
    await keep(page, testInfo, 'in-store-drink-prompt');
    await prompt.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Coffee & Drinks' })).toBeInViewport();
    await keep(page, testInfo, 'in-store-drinks');

    const header = page.getByRole('region', { name: 'Ordering in the restaurant' });
    await expect(header).toContainText('Dine In');
    await expect(header).toContainText('Table #12');
    await addPlainItem(page, 'Eggs Benedict');

    // Signed out: Place Order leads to sign-in and back to this table.
    let cart = await openCartPanel(page);
    await cart.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/auth\?/);
    expect(new URL(page.url()).searchParams.get('target')).toBe(`in_store/${tableCode}`);
    const diner = await signUpInStoreDiner(request);
    await page.getByLabel('Email').fill(diner.email);
    await page.getByLabel('Password').fill(diner.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await expect(page).toHaveURL(/\/in_store\//);

    // Back with the table's order in the cart: straight to the menu once the check passes.
    await expect(page.getByRole('region', { name: 'Ordering in the restaurant' })).toContainText('Table #12');
    cart = await openCartPanel(page);
    await expect(cart).toContainText('Eggs Benedict');
    await keep(page, testInfo, 'in-store-cart');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/sendOrderV2'));
    await cart.getByRole('button', { name: 'Place Order' }).click();
    const form = new URLSearchParams((await sent).postData() ?? '');
    expect(form.get('paymentstatus')).toBe('CASH');
    const order = JSON.parse(decodeURIComponent(form.get('order') ?? '')) as Record<string, unknown>;
    expect(order).toMatchObject({ orderType: 'DINE_IN', tableName: '12', orderPaymentMethod: 'IN_STORE' });
    expect(order.tableToken).toMatch(/^\d{8}\.[\w-]{22}$/);

    await expect(page).toHaveURL(/\/orderSuccess\?orderId=\d+/);
    await expect(page.getByText('Congratulations')).toBeVisible();
    await keep(page, testInfo, 'in-store-placed');
  });

  test('the counter code offers to-go or waiting for a table', async ({ page, request }, testInfo) => {
    await signInThroughApi(page, request, await signUpInStoreDiner(request));
    // The counter's printed code: its signed token is what lets a walk-in order be paid in store.
    const code = await printedTableCode(request, SUNRISE_GRIDDLE.id, null);
    await page.goto(`/in_store/${code}`);
    await expect(page.getByText('VALIDATION SUCCESS')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Order' })).toHaveCount(0);
    await keep(page, testInfo, 'in-store-no-table');

    // Wait For Table: the order can be built, and placed once the table's code is scanned.
    await page.getByRole('button', { name: 'Wait For Table' }).click();
    await page
      .getByRole('dialog', { name: 'Do you want to start with a drink?' })
      .getByRole('button', { name: 'No' })
      .click();
    const header = page.getByRole('region', { name: 'Ordering in the restaurant' });
    await expect(header).toContainText('Waiting');
    await addPlainItem(page, 'Eggs Benedict');
    let cart = await openCartPanel(page);
    await expect(cart.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    if ((page.viewportSize()?.width ?? 0) < 1292) {
      await page.keyboard.press('Escape');
    }
    await expect(header).toContainText('scan the QR code on your table');
    await page.goto(`/in_store/${await printedTableCode(request, SUNRISE_GRIDDLE.id, 7)}`);
    await page.getByRole('button', { name: 'Start Order' }).click();
    await page
      .getByRole('dialog', { name: 'Do you want to start with a drink?' })
      .getByRole('button', { name: 'No' })
      .click();
    await expect(header).toContainText('Table #7');
    cart = await openCartPanel(page);
    await expect(cart.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    if ((page.viewportSize()?.width ?? 0) < 1292) {
      await page.keyboard.press('Escape');
    }

    // Order To-Go: a walk-in order, paid in store.
    await page.goto(`/in_store/${code}`);
    await page.getByRole('button', { name: 'Order To-Go' }).click();
    await page
      .getByRole('dialog', { name: 'Do you want to start with a drink?' })
      .getByRole('button', { name: 'No' })
      .click();
    await expect(page.getByRole('region', { name: 'Ordering in the restaurant' })).toContainText('Walk In');
    await addPlainItem(page, 'Eggs Benedict');
    cart = await openCartPanel(page);
    await keep(page, testInfo, 'in-store-walk-in-cart');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/sendOrderV2'));
    await cart.getByRole('button', { name: /Checkout|Place Order/ }).click();
    const order = JSON.parse(
      decodeURIComponent(new URLSearchParams((await sent).postData() ?? '').get('order') ?? ''),
    ) as Record<string, unknown>;
    expect(order).toMatchObject({ orderType: 'WALK_IN', orderPaymentMethod: 'IN_STORE' });
    expect(order.counterToken).toMatch(/^\d{8}\.[\w-]{22}$/);
    expect(order.devicePosition).toEqual(SUNRISE_POSITION);
    await expect(page).toHaveURL(/\/orderSuccess\?orderId=\d+/);
    await keep(page, testInfo, 'in-store-walk-in-placed');
  });
});

test.describe('in-store ordering without location permission', () => {
  test('fails the check and offers Verify Again or Order Online', async ({ page }, testInfo) => {
    await page.goto(`/in_store/${inStoreCode(SUNRISE_GRIDDLE.id, 3)}`);
    await expect(page.getByText('FAIL', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Please allow the location permission and make sure near the store'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verify Again' })).toBeVisible();
    await keep(page, testInfo, 'in-store-denied');

    await page.getByRole('link', { name: 'Order Online' }).click();
    await expect(page).toHaveURL(new RegExp(`/store/${SUNRISE_GRIDDLE.slug}`));
  });

  test('an unreadable code says so', async ({ page }) => {
    await page.goto('/in_store/not-a-code');
    await expect(page.getByRole('heading', { name: 'This code does not work' })).toBeVisible();
  });
});

test.describe('zh-CN', () => {
  test.use({ locale: 'zh-CN', permissions: ['geolocation'], geolocation: LOOP_POSITION });

  test('labels switch to Chinese on the home, list, in-store and store pages', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: '所有在线订单 0 佣金' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '附近餐厅' })).toBeVisible();
    await expect(page.getByRole('link', { name: '开始点餐' }).first()).toBeVisible();

    await page.goto('/storeslist');
    await expect(page.getByRole('heading', { level: 1, name: '附近餐厅' })).toBeVisible();
    for (const label of ['全部', '快餐', '汉堡', '甜品', '中餐', '早餐', '披萨']) {
      await expect(page.getByRole('button', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('radio', { name: '外送' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '自取' })).toBeVisible();
    await expect(page.getByRole('button', { name: '显示更多' })).toBeVisible();
    await keep(page, testInfo, 'zh-store-list');

    await page.goto(`/in_store/${inStoreCode(SUNRISE_GRIDDLE.id, 5)}`);
    await expect(page.getByText('验证成功')).toBeVisible();
    await page.getByRole('button', { name: '开始点餐' }).click();
    await expect(page.getByRole('dialog', { name: '先来一杯饮品吗？' })).toBeVisible();
    await page.getByRole('button', { name: '不用了' }).click();
    await expect(page.getByRole('region', { name: '到店点餐' })).toContainText('堂食');
    await expect(page.getByRole('region', { name: '到店点餐' })).toContainText('5 号桌');
    // Item and category Chinese names; zh-CN diners see the plain price.
    await expect(page.getByRole('heading', { level: 2, name: '蛋类与欧姆蛋' })).toBeVisible();
    await keep(page, testInfo, 'zh-in-store-menu');
  });
});

test.describe('404', () => {
  test('a path outside the route table is served with 404 and the animated page', async ({
    page,
  }, testInfo) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Opps! Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    await keep(page, testInfo, 'not-found');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('old platforms', () => {
  test.use({ userAgent: OLD_ANDROID });

  test('Android below 9 sees a one-time warning', async ({ page }, testInfo) => {
    await page.goto('/storeslist');
    const warning = page.getByRole('alert').filter({ hasText: 'Your device is out of date.' });
    await expect(warning).toBeVisible();
    await keep(page, testInfo, 'old-platform-warning');
    await warning.getByRole('button', { name: 'Dismiss the warning' }).click();
    await expect(warning).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Restaurants near you' })).toBeVisible();
    await expect(page.getByText('Your device is out of date.')).toHaveCount(0);
  });
});
