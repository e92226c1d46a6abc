import { expect, test } from '@playwright/test';
import { snap } from './helpers';

test.describe('/freeUse', () => {
  test('says what is missing, then submits with a spinner and says Submitted', async ({ page }, testInfo) => {
    await page.goto('/freeUse');
    const submit = page.getByRole('button', { name: 'Submit' });
    const message = page.locator('form').getByRole('status');

    await submit.click();
    await expect(message).toHaveText('Please agree to the privacy terms and service terms first.');
    await page.getByRole('checkbox').check();
    await submit.click();
    await expect(message).toHaveText('Mobile phone number or business phone number is not filled in.');
    await page.getByLabel('Cell phone').fill('3125550123');
    await expect(page.getByLabel('Cell phone')).toHaveValue('(312) 555-0123');
    await submit.click();
    await expect(message).toHaveText('Mobile phone number or business phone number is not filled in.');
    await page.getByLabel('Business phone').fill('123');
    await submit.click();
    await expect(message).toContainText('Please enter US phone numbers of 10 digits');
    await page.getByLabel('Business phone').fill('3125550124');

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/secure/api/orderlane/saveContact', async (route) => {
      await held;
      await route.continue();
    });
    await submit.click();
    // While sending, the label gives way to a spinner: find the button by its type.
    const busyButton = page.locator('form button[type="submit"]');
    await expect(busyButton).toBeDisabled();
    await expect(busyButton).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(message).toContainText('Submitted');
    await expect(busyButton).toBeDisabled();
    await snap(page, testInfo, 'free-use-submitted');
  });

  test('a network failure reads Failed to submit', async ({ page }) => {
    await page.route('**/api/secure/api/orderlane/saveContact', (route) => route.abort());
    await page.goto('/freeUse');
    await page.getByLabel('Cell phone').fill('3125550125');
    await page.getByLabel('Business phone').fill('3125550126');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.locator('form').getByRole('status')).toHaveText(
      'Failed to submit. Please try again or contact the administrator',
    );
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  test('is shown in a narrow column on wide screens', async ({ page }) => {
    await page.goto('/freeUse');
    const box = await page.locator('form').boundingBox();
    expect(box?.width).toBeLessThanOrEqual(460);
  });

  test.describe('in Chinese', () => {
    test.use({ locale: 'zh-CN' });
    test('shows the messages in Chinese', async ({ page }) => {
      await page.goto('/freeUse');
      await page.getByRole('button', { name: '提交' }).click();
      await expect(page.locator('form').getByRole('status')).toHaveText('请先同意隐私条款和服务条款。');
    });
  });
});

test.describe('/autoComplete', () => {
  test('answers app messages of 4 characters or more through the React Native bridge', async ({ page }) => {
    await page.addInitScript(() => {
      const sent: string[] = [];
      Object.assign(window, {
        sentToApp: sent,
        ReactNativeWebView: { postMessage: (text: string) => sent.push(text) },
      });
    });
    await page.goto('/autoComplete');
    await expect(page.getByText(/Detected platform: (Android|Web)/)).toBeVisible();
    await page.evaluate(() => window.postMessage('233', '*'));
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { sentToApp: string[] }).sentToApp)).toEqual([]);

    await page.evaluate(() => window.postMessage('60601', '*'));
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sentToApp: string[] }).sentToApp.length))
      .toBe(1);
    const [answer] = await page.evaluate(() => (window as unknown as { sentToApp: string[] }).sentToApp);
    const descriptions = JSON.parse(answer ?? '[]') as string[];
    expect(descriptions.length).toBeGreaterThan(0);
    expect(descriptions[0]).toMatch(/^[^,]+, .+/);
    await expect(page.getByRole('listitem').first()).toHaveText(descriptions[0] ?? '');
  });

  test('lets a person try it in the field', async ({ page }) => {
    await page.goto('/autoComplete');
    await page.getByLabel('Try an address').fill('60601');
    await expect(page.getByRole('listitem').first()).toContainText('Chicago');
  });
});
