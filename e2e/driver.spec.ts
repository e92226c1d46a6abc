import { expect, test, type Page } from '@playwright/test';
import { snap } from './helpers';

const GREEN = 'rgb(29, 122, 62)';
const RED = 'rgb(192, 38, 26)';

/** A phone and e-mail no other run of this file uses (the two projects share one database). */
function uniqueDriver(tag: string) {
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  return {
    firstName: 'Dana',
    lastName: 'Driver',
    zip: '60601',
    telephone: `(312) ${digits.slice(0, 3)}-${digits.slice(3)}`,
    email: `dana.${tag}.${digits}@example.com`,
    password: 'long enough',
  };
}

async function fillForm(page: Page, driver: ReturnType<typeof uniqueDriver>) {
  await page.getByLabel('First Name').fill(driver.firstName);
  await page.getByLabel('Last Name').fill(driver.lastName);
  await page.getByLabel('Zip').fill(driver.zip);
  await page.getByLabel('Telephone').fill(driver.telephone);
  await page.getByLabel('Email').fill(driver.email);
  await page.getByLabel('Password').fill(driver.password);
}

const borderOf = (page: Page, label: string) =>
  page.getByLabel(label).evaluate((input) => getComputedStyle(input).borderTopColor);

test.describe('/driver', () => {
  test('shows the recruitment page and Join In brings the form into view', async ({ page }, testInfo) => {
    await page.goto('/driver');
    await expect(
      page.getByRole('heading', { name: 'Become your own boss anytime Anywhere and start making Money.' }),
    ).toBeVisible();
    for (const heading of ['Requirements', 'How to sign up', 'Benefits', 'Frequently asked questions']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.getByText('18 or older')).toBeVisible();
    const questions = page.locator('details summary');
    await expect(questions).toHaveCount(6);
    await questions.first().click();
    await expect(page.getByText(/aged 18 to 56/)).toBeVisible();

    await page.getByRole('button', { name: 'Join In' }).click();
    await expect(page.getByLabel('First Name')).toBeFocused();
    await expect(page.getByLabel('First Name')).toBeInViewport();
    await snap(page, testInfo, 'driver-form');
  });

  test('Next sends nothing until the rules hold; borders turn green or red', async ({ page }) => {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/signupDriver')) {
        calls += 1;
      }
    });
    await page.goto('/driver');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('First Name')).toBeFocused();
    expect(await borderOf(page, 'Zip')).toBe(RED);

    await page.getByLabel('Zip').fill('6060');
    await page.getByLabel('Telephone').fill('123-456-7890');
    await page.getByLabel('Email').fill('dana-at-example');
    await page.getByLabel('Zip').blur();
    await expect(page.getByText('Enter 5 digits')).toBeVisible();
    expect(await borderOf(page, 'Telephone')).toBe(RED);

    await page.getByLabel('Zip').fill('60601');
    await page.getByLabel('Telephone').fill('1 (312) 555-0199');
    await page.getByLabel('Email').fill('dana@example.com');
    await page.getByLabel('First Name').fill('Dana');
    await page.getByLabel('Last Name').fill('Driver');
    await page.getByLabel('Last Name').blur();
    expect(await borderOf(page, 'Zip')).toBe(GREEN);
    expect(await borderOf(page, 'Telephone')).toBe(GREEN);
    expect(await borderOf(page, 'Email')).toBe(GREEN);
    // The password is still empty: Next still sends nothing.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Password')).toBeFocused();
    expect(calls).toBe(0);
  });

  test('a short password shows the 8-character rule and sends nothing', async ({ page }, testInfo) => {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/signupDriver')) {
        calls += 1;
      }
    });
    await page.goto('/driver');
    await fillForm(page, { ...uniqueDriver(`${testInfo.project.name}-short`), password: 'short' });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription('At least 8 characters');
    expect(await borderOf(page, 'Password')).toBe(RED);
    expect(calls).toBe(0);
  });

  test('shows the answer’s status under Sign Up Failed, in red', async ({ page }, testInfo) => {
    const driver = uniqueDriver(`${testInfo.project.name}-failed`);
    await page.goto('/driver');
    await fillForm(page, driver);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/driver_done$/);
    // The same phone again: the server refuses it with its own status.
    await page.goto('/driver');
    await fillForm(page, { ...driver, email: `again.${driver.email}` });
    await page.getByRole('button', { name: 'Next' }).click();
    const message = page.locator('form').getByRole('status').filter({ hasText: 'Sign Up Failed' });
    await expect(message).toContainText('Driver exists with same phone number');
    expect(await message.locator('div').evaluate((box) => getComputedStyle(box).color)).toBe(RED);
    await snap(page, testInfo, 'driver-failed');
  });

  test('signs a driver up, then refuses the same phone and the same e-mail', async ({ page }, testInfo) => {
    const driver = uniqueDriver(`${testInfo.project.name}-ok`);
    await page.goto('/driver');
    await fillForm(page, driver);
    await page.getByRole('button', { name: 'Next' }).click();
    const status = page.locator('form').getByRole('status').filter({ hasText: 'Sign Up Success' });
    await expect(status).toContainText('Sign up successfully');
    expect(await status.locator('div').evaluate((box) => getComputedStyle(box).color)).toBe(GREEN);
    await expect(page).toHaveURL(/\/driver_done$/);
    await expect(
      page.getByRole('heading', { name: 'Thank you for signing up to be a driver!' }),
    ).toBeVisible();
    await expect(page.getByText('You will be notify when it is available in your area.')).toBeVisible();
    await snap(page, testInfo, 'driver-done');
    await page.getByRole('link', { name: 'Back Home' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/driver');
    await fillForm(page, { ...driver, email: `other.${driver.email}` });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.locator('form').getByRole('status')).toContainText(
      'Driver exists with same phone number',
    );

    await page.getByLabel('Telephone').fill('(312) 555-0177');
    await page.getByLabel('Email').fill(driver.email);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.locator('form').getByRole('status')).toContainText(
      /Driver exists with same (email|phone number)/,
    );
  });

  test('an unknown status reads Please try again', async ({ page }, testInfo) => {
    await page.route('**/api/signupDriver', (route) =>
      route.fulfill({ status: 400, json: { status: ['SOMETHING_NEW'], message: 'Something new' } }),
    );
    await page.goto('/driver');
    await fillForm(page, uniqueDriver(`${testInfo.project.name}-other`));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.locator('form').getByRole('status')).toContainText('Sign Up Failed');
    await expect(page.locator('form').getByRole('status')).toContainText('Please try again');
  });
});

test.describe('/driver in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('shows the page and the statuses in Chinese', async ({ page }, testInfo) => {
    await page.goto('/driver');
    await expect(page.getByRole('heading', { name: '随时随地做自己的老板，开始赚钱。' })).toBeVisible();
    await page.getByLabel('名', { exact: true }).fill('Dana');
    await page.getByLabel('姓', { exact: true }).fill('Driver');
    await page.getByLabel('邮编').fill('60601');
    const phone = uniqueDriver(`${testInfo.project.name}-zh`).telephone;
    await page.getByLabel('电话').fill(phone);
    await page.getByLabel('邮箱').fill(`zh.${testInfo.project.name}.${Date.now()}@example.com`);
    await page.getByLabel('密码').fill('short');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByLabel('密码')).toHaveAccessibleDescription('至少 8 个字符');
    await page.getByLabel('密码').fill('long enough');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page).toHaveURL(/\/driver_done$/);
    // The same phone again: the server's status, in Chinese.
    await page.goto('/driver');
    await page.getByLabel('名', { exact: true }).fill('Dana');
    await page.getByLabel('姓', { exact: true }).fill('Driver');
    await page.getByLabel('邮编').fill('60601');
    await page.getByLabel('电话').fill(phone);
    await page.getByLabel('邮箱').fill(`again.zh.${testInfo.project.name}.${Date.now()}@example.com`);
    await page.getByLabel('密码').fill('long enough');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.locator('form').getByRole('status')).toContainText('注册失败');
    await snap(page, testInfo, 'driver-zh');
  });
});
