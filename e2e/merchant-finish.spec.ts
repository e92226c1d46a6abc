import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';

const GREEN = 'rgb(29, 122, 62)';
const RED = 'rgb(192, 38, 26)';
const SHOTS = process.env.MERCHANT_SHOTS_DIR;

/** A salesperson's referral as the links carry it: base64 of a JSON object. */
const SALE_REFERRAL = Buffer.from(JSON.stringify({ role: 'SALE', id: 12, name: 'Sam Seller' })).toString(
  'base64',
);

const TEXT = {
  en: {
    join: 'Join Orderlane',
    name: 'Name',
    restaurantName: 'Restaurant Name',
    phone: 'Phone Number',
    zip: 'Zip',
    email: 'Email',
    confirm: 'Confirm',
    fillForm: 'Please fill form.',
    accountTitle: 'Account Registration',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    createUser: 'Create User',
    terms: 'Please read the privacy and service terms before creating users',
    tooShort: 'The password length cannot be less than 6 digits',
    ownerShort: 'Restaurant accounts need a password of at least 8 characters.',
    confirmTitle: 'Confirm your information',
    city: 'City',
    state: 'State',
    taxRate: 'Sales tax rate (%)',
    createStore: 'Create my restaurant',
  },
  zh: {
    join: '加入 Orderlane',
    name: '姓名',
    restaurantName: '餐厅名称',
    phone: '电话号码',
    zip: '邮编',
    email: '邮箱',
    confirm: '确认',
    fillForm: '请填写表格。',
    accountTitle: '账户注册',
    password: '密码',
    confirmPassword: '确认密码',
    createUser: '创建用户',
    terms: '创建用户前请阅读隐私条款和服务条款',
    tooShort: '密码长度不能少于 6 位',
    ownerShort: '餐厅账户的密码至少需要 8 个字符。',
    confirmTitle: '确认您的信息',
    city: '城市',
    state: '州',
    taxRate: '销售税率（%）',
    createStore: '创建我的餐厅',
  },
};

/** WCAG 2.2 AA serious and critical problems on the page as it is now, by rule and first target. */
async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`);
}

/** Screenshot of the step (among the test's files, and in MERCHANT_SHOTS_DIR when set), then an axe scan of our pages. */
async function keep(page: Page, testInfo: TestInfo, name: string, { scan = true } = {}): Promise<void> {
  const file = `${name}-${testInfo.project.name}.png`;
  await page.screenshot({ path: testInfo.outputPath(file), fullPage: true });
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/${file}`, fullPage: true });
  }
  if (scan) {
    expect(await axeProblems(page), name).toEqual([]);
  }
}

const borderOf = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((input) => getComputedStyle(input).borderTopColor);

function uniqueEmail(tag: string, testInfo: TestInfo): string {
  return `owner.${tag}.${testInfo.project.name}.${Date.now()}@tacos.example`;
}

for (const lang of ['en', 'zh'] as const) {
  const t = TEXT[lang];
  test.describe(`/merchant to /portal (${lang})`, () => {
    test.use({ locale: lang === 'zh' ? 'zh-CN' : 'en-US' });

    test('a restaurant registers, creates its account and store, and lands signed in on the portal', async ({
      page,
    }, testInfo) => {
      // The longest journey: registration, account, store and the portal, each screen checked.
      test.slow();
      const email = uniqueEmail(lang, testInfo);
      const restaurant = `Taco Town ${lang.toUpperCase()} ${testInfo.project.name}`;
      await page.goto(`/merchant?referral=${encodeURIComponent(SALE_REFERRAL)}`);
      await expect(page.getByRole('heading', { name: t.join })).toBeVisible();
      await keep(page, testInfo, `finish-1-landing-${lang}`);

      await page.getByRole('button', { name: t.confirm }).click();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.fillForm);
      await page.getByLabel(t.name, { exact: true }).fill('Ana Diaz');
      await page.getByLabel(t.restaurantName).fill(restaurant);
      await page.getByLabel(t.phone).fill('(312) 555-0142');
      await page.getByLabel(t.zip, { exact: true }).fill('60601');
      await page.getByLabel(t.email, { exact: true }).fill('   ');
      await page.getByRole('button', { name: t.confirm }).click();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.fillForm);
      await page.getByLabel(t.email, { exact: true }).fill(email);
      await keep(page, testInfo, `finish-2-form-filled-${lang}`);
      await page.getByRole('button', { name: t.confirm }).click();

      await expect(page).toHaveURL(/\/merchantFinish\?initData=.+&referral=/);
      await expect(page.getByRole('heading', { name: t.accountTitle })).toBeVisible();
      await expect(page.getByLabel(lang === 'zh' ? '用户名' : 'Username')).toHaveValue(email);
      await page.getByLabel(t.password, { exact: true }).fill('secret-pass');
      await page.getByLabel(t.confirmPassword).fill('secret-pasz');
      await expect.poll(() => borderOf(page, t.confirmPassword)).toBe(RED);
      await page.getByRole('button', { name: t.createUser }).click();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.terms);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: t.createUser }).click();
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
      await keep(page, testInfo, `finish-3-passwords-differ-${lang}`);

      for (const [password, message] of [
        ['abc12', t.tooShort],
        ['abc1234', t.ownerShort],
      ] as const) {
        await page.getByLabel(t.password, { exact: true }).fill(password);
        await page.getByLabel(t.confirmPassword).fill(password);
        await page.getByRole('button', { name: t.createUser }).click();
        await expect(page.getByRole('main').getByRole('alert')).toHaveText(message);
      }
      await page.getByLabel(t.password, { exact: true }).fill('secret-pass');
      await page.getByLabel(t.confirmPassword).fill('secret-pass');
      await expect.poll(() => borderOf(page, t.confirmPassword)).toBe(GREEN);
      await keep(page, testInfo, `finish-4-account-${lang}`);
      await page.getByRole('button', { name: t.createUser }).click();

      await expect(page.getByRole('heading', { name: t.confirmTitle })).toBeVisible({ timeout: 15_000 });
      // A reload keeps the account just created and comes back to this step.
      await page.reload();
      await expect(page.getByRole('heading', { name: t.confirmTitle })).toBeVisible();
      await expect(page.getByLabel(t.city)).toHaveValue('Chicago', { timeout: 15_000 });
      await expect(page.getByLabel(t.state)).toHaveValue('IL');
      await expect(page.getByLabel(t.taxRate)).not.toHaveValue('');
      await page.getByLabel(lang === 'zh' ? '地址' : 'Address').fill('233 S Wacker Dr');
      await page.getByLabel(t.taxRate).fill('10.25');
      await keep(page, testInfo, `finish-5-confirm-${lang}`);
      await page.getByRole('button', { name: t.createStore }).click();

      await expect(page).toHaveURL(/\/portal(\/stores\/\d+)?$/);
      const session = await page.evaluate(() =>
        JSON.parse(window.localStorage.getItem('ownerSession') ?? 'null'),
      );
      expect(session).toMatchObject({ email, stores: [{ name: restaurant, role: 'OWNER' }] });
      // The portal names the new store (its store switcher holds it).
      await expect(page.locator('body')).toContainText(restaurant);
      await keep(page, testInfo, `finish-6-portal-${lang}`, { scan: false });
    });
  });
}

test.describe('merchant landing', () => {
  test('counters reach their figures, the FAQ opens, Sign up goes back to the form', async ({
    page,
  }, testInfo) => {
    await page.goto('/merchant');
    const header = page.getByRole('banner');
    const headerBottom = () => header.evaluate((element) => element.getBoundingClientRect().bottom);
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/portal');
    // Past 100 px scrolling down the header slides away; scrolling up brings it back, white.
    await page.mouse.wheel(0, 600);
    await expect.poll(headerBottom).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -200);
    await expect.poll(headerBottom).toBeGreaterThan(0);
    await expect
      .poll(() => header.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toBe('rgb(255, 255, 255)');
    const counters = page.getByRole('heading', { name: 'Cooperative merchants' });
    await counters.scrollIntoViewIfNeeded();
    const started = Date.now();
    await expect(page.getByTestId('merchant-count')).toHaveText('23,743', { timeout: 5000 });
    await expect(page.getByTestId('savings-count')).toHaveText('$128,268,564');
    // The count runs for 2 s once on screen.
    expect(Date.now() - started).toBeGreaterThan(1500);
    await keep(page, testInfo, 'landing-counters');

    const question = page.getByText('Do I need a contract?');
    await question.click();
    await expect(page.getByText('No. There is no contract and you can stop at any time.')).toBeVisible();

    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  });

  test('under reduced motion the counters show their figures at once', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/merchant');
    const count = page.getByTestId('merchant-count');
    await count.waitFor();
    // The first paint already holds the figure: nothing counts up.
    expect(await count.textContent()).toBe('23,743');
    await context.close();
  });

  test('the video opens in a popup narrower than the window by the offset for its width', async ({
    page,
  }, testInfo) => {
    await page.goto('/merchant');
    await page.getByRole('button', { name: 'Watch the video' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('video')).toHaveAttribute('src', '/videos/merchant-intro.webm');
    const width = page.viewportSize()!.width;
    const offset = width > 1024 ? 300 : width > 768 ? 130 : width > 430 ? 40 : 20;
    const box = await dialog.boundingBox();
    expect(Math.round(box!.width)).toBe(width - offset);
    const video = await page.request.get('/videos/merchant-intro.webm');
    expect(video.headers()['content-type']).toContain('video/webm');
    await keep(page, testInfo, 'landing-video');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('/phone_home stores the e-mail as the e-mail and the ZIP as the ZIP', async ({ page }) => {
    await page.goto('/phone_home');
    await page.getByLabel('Name', { exact: true }).fill('Lee Wong');
    await page.getByLabel('Restaurant Name').fill('Wok Star');
    await page.getByLabel('Phone Number').fill('3125550100');
    await page.getByLabel('Zip', { exact: true }).fill('60601');
    await page.getByLabel('Email', { exact: true }).fill(`lee.${Date.now()}@wok.example`);
    const sent = page.waitForRequest((request) => request.url().includes('/api/sendCustomEmail'));
    await page.getByRole('button', { name: 'Confirm' }).click();
    const body = new URLSearchParams((await sent).postData() ?? '');
    expect(body.get('zip')).toBe('60601');
    expect(body.get('email')).toMatch(/^lee\.\d+@wok\.example$/);
    await expect(page).toHaveURL(/\/merchantFinish\?initData=/);
    const initData = new URL(page.url()).searchParams.get('initData')!;
    const lead = JSON.parse(Buffer.from(initData, 'base64').toString('utf8'));
    expect(lead).toMatchObject({ zip: '60601', email: body.get('email'), store: 'Wok Star' });
  });

  test('the home page leads here, and a bad initData goes back to /merchant with the referral', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Become a Partner' }).first().click();
    await expect(page).toHaveURL(/\/merchant$/);
    await expect(page.getByRole('heading', { name: 'Join Orderlane' })).toBeVisible();

    await page.goto(`/merchant/${encodeURIComponent(SALE_REFERRAL)}`);
    await expect(page.getByText('Referred by Sam Seller')).toBeVisible();
    await page.goto('/merchant/not-a-referral');
    await expect(page.getByRole('heading', { name: 'Join Orderlane' })).toBeVisible();
    await expect(page.getByText(/Referred by/)).toHaveCount(0);

    await page.goto('/merchantFinish?initData=not-base64-json&referral=abc');
    await expect(page).toHaveURL(/\/merchant\?referral=abc$/);
  });
});
