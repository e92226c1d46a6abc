import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { addPlainItem, LAPTOP, openStore, snap, SUNRISE_GRIDDLE } from './helpers';

const OWNER = { email: 'owner@orderlane.example', password: 'orderlane-owner' };
const PASSWORD = 'e2e-pass-1234';
const GOOD_CARD = '4111 1111 1111 1111';

/** A new diner, signed up through the API and signed in as the app keeps one (localStorage `user`). */
async function signedInDiner(page: Page, testInfo: TestInfo): Promise<void> {
  const tag = `${testInfo.project.name}-${Date.now()}-${Math.floor(Math.random() * 1000)}`;
  const details = {
    email: `portal-${tag}@orderlane.example`,
    firstName: 'Robin',
    lastName: 'Portal',
    phoneNumber: `312555${String(1000 + (Date.now() % 9000))}`,
  };
  const signUp = await page.request.post('/api/user/signup', { form: { ...details, password: PASSWORD } });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const login = await page.request.post('/api/user/login', {
    form: { email: details.email, password: PASSWORD },
  });
  const user = (await login.json()) as unknown;
  await page.goto('/auth');
  await page.evaluate((stored) => localStorage.setItem('user', JSON.stringify(stored)), user);
}

/** One Eggs Benedict from Sunrise Griddle (open 24 hours), picked up ASAP, paid by card; answers the order id. */
async function placeCardOrder(page: Page): Promise<number> {
  await openStore(page, SUNRISE_GRIDDLE);
  await addPlainItem(page, 'Eggs Benedict');
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByLabel('Cardholder name').fill('Robin Portal');
  await page.getByLabel('Card number').fill(GOOD_CARD);
  await page.getByLabel('Expiry').pressSequentially('1230');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('ZIP').fill('60601');
  const place = page.getByRole('button', { name: /^Place Order/ });
  await expect(place).toBeEnabled();
  await place.click();
  await expect(page).toHaveURL(/\/orderSuccess\?orderId=\d+&total=/, { timeout: 15_000 });
  return Number(new URL(page.url()).searchParams.get('orderId'));
}

/** The demo owner signed in on /portal through the form, on Sunrise Griddle's board with the stream live. */
async function openBoard(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    viewport: testInfo.project.use.viewport ?? { width: 1366, height: 900 },
    baseURL: testInfo.project.use.baseURL,
  });
  const page = await context.newPage();
  await page.goto('/portal');
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/portal\/stores\/\d+$/);
  await page.getByLabel('Store').selectOption({ label: 'Sunrise Griddle' });
  await expect(page).toHaveURL(/\/portal\/stores\/5$/);
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  return page;
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

/** On a phone the board shows one column at a time: open the tab that holds the card. */
async function showColumn(page: Page, column: 'New' | 'In progress' | 'Ready' | 'Done today'): Promise<void> {
  if (isPhone(page)) {
    await page.getByRole('tab', { name: new RegExp(`^${column}`) }).click();
  }
}

const card = (page: Page, orderId: number) =>
  page.getByRole('article', { name: new RegExp(`^TS-${orderId},`) });

test.describe('portal order board', () => {
  test(
    'a diner’s order reaches the live board within 2 s, is accepted for 20 minutes and the diner watches it',
    LAPTOP,
    async ({ page: diner, browser }, testInfo) => {
      const board = await openBoard(browser, testInfo);
      await signedInDiner(diner, testInfo);

      // The board is never reloaded: the card arrives over the event stream. The wait is generous because a busy
      // machine is slow, not because the stream polls.
      const loads = countLoads(board);
      const orderId = await placeCardOrder(diner);
      await showColumn(board, 'New');
      await expect(card(board, orderId)).toBeVisible({ timeout: 15_000 });
      expect(loads()).toBe(0);
      await expect(board).toHaveTitle(/^\(\d+\) New orders? · Sunrise Griddle$/);
      await expect(card(board, orderId)).toContainText('Eggs Benedict');
      await expect(card(board, orderId)).toContainText('Paid by card');
      await snap(board, testInfo, 'board-new-order');

      await diner.goto(`/track-order?orderId=${orderId}`);
      const timeline = diner.getByRole('list', { name: `Progress of order TS-${orderId}` });
      await expect(timeline.locator('[aria-current="step"]')).toContainText('Order placed');
      let navigations = 0;
      diner.on('framenavigated', (frame) => {
        if (frame === diner.mainFrame()) {
          navigations += 1;
        }
      });

      await card(board, orderId)
        .getByRole('button', { name: `Accept TS-${orderId}` })
        .click();
      const accept = board.getByRole('dialog', { name: `Accept TS-${orderId}` });
      await accept.getByRole('radio', { name: '20 min' }).check();
      await snap(board, testInfo, 'accept-dialog');
      await accept.getByRole('button', { name: 'Accept · ready in 20 min' }).click();
      await expect(accept).toBeHidden();
      await showColumn(board, 'In progress');
      await expect(card(board, orderId)).toHaveAttribute('data-status', 'ACCEPTED');
      await expect(card(board, orderId)).toContainText('Ready by');

      // The tracking page follows by itself, within a few seconds.
      await expect(timeline.locator('[aria-current="step"]')).toContainText('Accepted by the restaurant', {
        timeout: 10_000,
      });
      await expect(timeline).toContainText('Ready around');
      await snap(diner, testInfo, 'track-accepted');

      await card(board, orderId)
        .getByRole('button', { name: `Ready: TS-${orderId}` })
        .click();
      await showColumn(board, 'Ready');
      await expect(card(board, orderId)).toHaveAttribute('data-status', 'READY');
      await expect(timeline.locator('[aria-current="step"]')).toContainText('Ready', { timeout: 10_000 });
      await card(board, orderId)
        .getByRole('button', { name: `Complete TS-${orderId}` })
        .click();
      await showColumn(board, 'Done today');
      await expect(card(board, orderId)).toHaveAttribute('data-status', 'COMPLETED');
      await expect(timeline.getByText('Completed')).toBeVisible({ timeout: 10_000 });
      expect(navigations).toBe(0);
      await snap(diner, testInfo, 'track-completed');

      await diner.goto('/order-history');
      const row = diner.getByRole('button', { name: new RegExp(`TS-${orderId}`) });
      await expect(row).toContainText('Completed');
      await row.click();
      await expect(diner.getByRole('link', { name: 'Track this order' })).toHaveAttribute(
        'href',
        `/track-order?orderId=${orderId}`,
      );
      await snap(board, testInfo, 'board-done');
      await board.context().close();
    },
  );

  test(
    'a rejected card order is given back once, even when two tabs reject it at once',
    LAPTOP,
    async ({ page: diner, browser }, testInfo) => {
      const board = await openBoard(browser, testInfo);
      await signedInDiner(diner, testInfo);
      const orderId = await placeCardOrder(diner);
      await showColumn(board, 'New');
      await expect(card(board, orderId)).toBeVisible({ timeout: 15_000 });

      await card(board, orderId)
        .getByRole('button', { name: `Reject TS-${orderId}` })
        .click();
      const reject = board.getByRole('dialog', { name: `Reject TS-${orderId}?` });
      await expect(reject).toContainText('Rejecting gives it back to the card, once.');
      await reject.getByRole('radio', { name: 'Too busy right now' }).check();
      await snap(board, testInfo, 'reject-dialog');

      // A second tab of the same account rejects the same order at the same moment.
      const token = await board.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('ownerSession') ?? '{}') as { accessToken?: string }).accessToken,
      );
      const [other] = await Promise.all([
        board.request.post(`/api/portal/orders/${orderId}/reject`, {
          headers: { authorization: `Bearer ${token}` },
          form: { reason: 'TOO_BUSY' },
        }),
        reject.getByRole('button', { name: 'Reject order' }).click(),
      ]);
      await showColumn(board, 'Done today');
      await expect(card(board, orderId)).toHaveAttribute('data-status', 'REJECTED');
      await expect(card(board, orderId)).toContainText(/card charge voided|refunded to the card/);

      const answer = await board.request.get(`/api/portal/orders/${orderId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const { data } = (await answer.json()) as {
        data: { refundStatus: string; history: { status: string }[] };
      };
      expect(['VOIDED', 'REFUNDED']).toContain(data.refundStatus);
      // One rejection happened; the other request was refused.
      expect(data.history.filter((entry) => entry.status === 'REJECTED')).toHaveLength(1);
      expect([200, 409]).toContain(other.status());
      await snap(board, testInfo, 'board-rejected');

      await diner.goto(`/track-order?orderId=${orderId}`);
      await expect(diner.getByText('Rejected by the restaurant')).toBeVisible();
      await expect(
        diner.getByText(/Your card payment of \$\d+\.\d\d was (cancelled|refunded)/),
      ).toBeVisible();
      await snap(diner, testInfo, 'track-rejected');
      await board.context().close();
    },
  );
});

/** Counts the page's full loads from now on: a live board shows new orders without one. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}
