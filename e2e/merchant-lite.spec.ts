import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { LAPTOP } from './helpers';

const SHOTS = process.env.MERCHANT_SHOTS_DIR;

/** A one-page PDF and a 1 x 1 PNG, made here: the server recognises files by their content. */
const MENU_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const MENU_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const TEXT = {
  en: {
    restaurantName: 'Restaurant Name',
    email: 'Email',
    mobilePhone: 'Mobile Phone',
    address: 'Address',
    seePricing: 'See Pricing',
    shipping: 'Now Shipping Nationwide in 3-5 Business Days',
    nameInvalid: 'Please provide a valid Restaurant Name.',
    emailInvalid: 'Please provide a valid email.',
    phoneInvalid: 'Please provide a valid Mobile Phone.',
    firstName: 'First Name',
    lastName: 'Last Name',
    mobileNumber: 'Mobile Number',
    password: 'Password',
    firstNameInvalid: 'Please provide a valid first name.',
    passwordShort: 'Password must be at least 8 digits!!!',
    createAccount: 'Create account',
    step1: 'Step 1 of 3',
    step2: 'Step 2 of 3',
    step3: 'Step 3 of 3',
    next: 'Next',
    back: 'Back',
    menuSource: 'please enter Website or upload files',
    hours: 'Store hours',
    local: 'Local',
    autoPrinting: 'Auto Printing',
    fax: 'Fax + Phone Confirmation',
    faxNumber: 'Fax number',
    autoPrice: '$0 for 30 days, then $9.15/week',
    fillForm: 'Please fill form.',
    legalBusinessName: 'Legal business name',
    taxId: 'EIN / Tax ID',
    ownerLegalName: 'Owner legal name',
    dateOfBirth: 'Owner date of birth',
    routing: 'Routing Number',
    account: 'Account Number',
    confirmAccount: 'Confirm Account Number',
    routingNine: 'Routing Number must be nine digits',
    routingChecksum: 'This is not a valid US bank routing number. Please check it.',
    accountTwice: 'The account number is incorrectly entered twice',
    checkboxes: 'Please check the necessary options!!!',
    signUpSheet: 'I agree to the marketplace sign-up sheet.',
    merchantTerms: /merchant terms of service/,
    finish: 'Finish',
    success: 'Congratulations on successful registration',
    portal: 'Go to my portal',
  },
  zh: {
    restaurantName: '餐厅名称',
    email: '邮箱',
    mobilePhone: '手机号码',
    address: '地址',
    seePricing: '查看价格',
    shipping: '现已全国发货，3-5 个工作日送达',
    nameInvalid: '请输入有效的餐厅名称。',
    emailInvalid: '请输入有效的邮箱。',
    phoneInvalid: '请输入有效的手机号码。',
    firstName: '名',
    lastName: '姓',
    mobileNumber: '手机号码',
    password: '密码',
    firstNameInvalid: '请输入有效的名字。',
    passwordShort: '密码至少需要 8 位！！！',
    createAccount: '创建账户',
    step1: '第 1 步，共 3 步',
    step2: '第 2 步，共 3 步',
    step3: '第 3 步，共 3 步',
    next: '下一步',
    back: '返回',
    menuSource: '请输入网址或上传文件',
    hours: '营业时间',
    local: '本地餐厅',
    autoPrinting: '自动打印',
    fax: '传真 + 电话确认',
    faxNumber: '传真号码',
    autoPrice: '前 30 天 $0，之后每周 $9.15',
    fillForm: '请填写表格。',
    legalBusinessName: '企业法定名称',
    taxId: 'EIN / 税号',
    ownerLegalName: '业主法定姓名',
    dateOfBirth: '业主出生日期',
    routing: '银行路由号码',
    account: '银行账号',
    confirmAccount: '确认银行账号',
    routingNine: '路由号码必须是九位数字',
    routingChecksum: '这不是有效的美国银行路由号码，请检查。',
    accountTwice: '两次输入的账号不一致',
    checkboxes: '请勾选必选项！！！',
    signUpSheet: '我同意平台注册单。',
    merchantTerms: /服务条款/,
    finish: '完成',
    success: '恭喜您注册成功',
    portal: '进入我的管理后台',
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

const alertIn = (page: Page) => page.getByRole('main').getByRole('alert');

for (const lang of ['en', 'zh'] as const) {
  const t = TEXT[lang];
  test.describe(`Lite onboarding (${lang})`, lang === 'en' ? LAPTOP : {}, () => {
    test.use({ locale: lang === 'zh' ? 'zh-CN' : 'en-US' });

    test('landing, sign-up, menu with a PDF and an image, order protocol, bank details, success, portal', async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const email = `lite.${lang}.${testInfo.project.name}.${Date.now()}@noodles.example`;
      const restaurant = `Noodle Bar ${lang.toUpperCase()} ${testInfo.project.name}`;

      await page.goto('/merchant/lite');
      await expect(page.getByText(t.shipping)).toBeVisible();
      await page.getByRole('button', { name: t.seePricing }).click();
      await expect(page.getByText(t.nameInvalid)).toBeVisible();
      await expect(page.getByText(t.emailInvalid)).toBeVisible();
      await expect(page.getByText(t.phoneInvalid)).toBeVisible();
      await keep(page, testInfo, `lite-1-landing-errors-${lang}`);

      await page.getByLabel(t.restaurantName).fill(restaurant);
      await page.getByLabel(t.email, { exact: true }).fill(email);
      await page.getByLabel(t.mobilePhone).fill('13125550142');
      const address = page.getByRole('combobox', { name: t.address });
      await address.fill('100 N');
      await expect(page.getByRole('listbox')).toHaveCount(0);
      await address.fill('100 N State St, Chicago');
      const option = page.getByRole('option').first();
      await expect(option).toBeVisible();
      await keep(page, testInfo, `lite-2-address-suggestions-${lang}`);
      await option.click();
      await expect(address).toHaveValue(/100 N State St, Chicago, IL \d{5}/);
      await page.getByRole('button', { name: t.seePricing }).click();

      await expect(page).toHaveURL(/\/signup$/);
      await expect(page.getByLabel(t.email, { exact: true })).toHaveValue(email);
      await page.getByLabel(t.password).fill('short');
      await page.getByRole('button', { name: t.createAccount }).click();
      await expect(page.getByText(t.firstNameInvalid)).toBeVisible();
      await page.getByLabel(t.firstName, { exact: true }).fill('Mei');
      await page.getByLabel(t.lastName, { exact: true }).fill('Chen');
      await page.getByRole('button', { name: t.createAccount }).click();
      await expect(alertIn(page)).toHaveText(t.passwordShort);
      await page.getByLabel(t.password).fill('noodles-forever');
      await keep(page, testInfo, `lite-3-signup-${lang}`);
      await page.getByRole('button', { name: t.createAccount }).click();

      await expect(page).toHaveURL(/\/add-menu$/);
      await expect(page.getByText(t.step1)).toBeVisible();
      await page.getByRole('button', { name: t.next }).click();
      await expect(alertIn(page)).toHaveText(t.menuSource);
      await page.locator('input[type=file]').setInputFiles([
        { name: 'menu.pdf', mimeType: 'application/pdf', buffer: MENU_PDF },
        { name: 'storefront.png', mimeType: 'image/png', buffer: MENU_PNG },
      ]);
      await expect(page.getByText('menu.pdf')).toBeVisible();
      await expect(page.getByText('PDF', { exact: true })).toBeVisible();
      await expect(page.getByText('PNG', { exact: true })).toBeVisible();
      await page.getByLabel(t.hours).fill('Mon-Sun 11:00-22:00');
      await page.getByText(t.local, { exact: true }).click();
      await page.getByText('1-5', { exact: true }).click();
      await keep(page, testInfo, `lite-4-menu-${lang}`);
      await page.getByRole('button', { name: t.next }).click();

      await expect(page).toHaveURL(/\/order-protocol$/);
      await expect(page.getByText(t.step2)).toBeVisible();
      // A reload stays on this step, and a link ahead comes back to it: the progress lives on the server.
      await page.reload();
      await expect(page.getByText(t.step2)).toBeVisible();
      await page.goto('/bank-account');
      await expect(page).toHaveURL(/\/order-protocol$/);
      await expect(page.getByRole('radio', { name: new RegExp(t.autoPrinting) })).toBeChecked();
      await expect(page.getByText(t.autoPrice)).toBeVisible();
      await expect(page.getByText('$0', { exact: true })).toHaveCount(2);
      await page.getByRole('radio', { name: new RegExp(t.fax.replace('+', '\\+')) }).check();
      await page.getByRole('button', { name: t.next }).click();
      await expect(page.getByText(t.fillForm)).toBeVisible();
      await page.getByLabel(t.faxNumber).fill('3125550199');
      await keep(page, testInfo, `lite-5-protocol-${lang}`);
      await page.getByRole('button', { name: t.next }).click();

      await expect(page).toHaveURL(/\/bank-account$/);
      await page.getByRole('link', { name: t.back }).click();
      await expect(page).toHaveURL(/\/order-protocol$/);
      await expect(page.getByRole('radio', { name: new RegExp(t.fax.replace('+', '\\+')) })).toBeChecked();
      await expect(page.getByLabel(t.faxNumber)).toHaveValue('3125550199');
      await page.getByRole('button', { name: t.next }).click();

      await expect(page.getByText(t.step3)).toBeVisible();
      const routing = page.getByLabel(t.routing);
      await routing.fill('12345');
      await routing.blur();
      await expect(page.getByText(t.routingNine)).toBeVisible();
      await routing.fill('123456789');
      await routing.blur();
      await expect(page.getByText(t.routingChecksum)).toBeVisible();
      await routing.fill('071000013');
      await routing.blur();
      await expect(page.getByText(t.routingChecksum)).toHaveCount(0);
      await page.getByLabel(t.legalBusinessName).fill(`${restaurant} LLC`);
      await page.getByLabel(t.taxId).fill('12-3456789');
      await page.getByLabel(t.ownerLegalName).fill('Mei Chen');
      await page.getByLabel(t.dateOfBirth).fill('1985-04-12');
      await page.getByLabel(t.account, { exact: true }).fill('000123456789');
      await page.getByLabel(t.confirmAccount).fill('000123456780');
      await page.getByRole('button', { name: t.finish }).click();
      await expect(alertIn(page)).toHaveText(t.accountTwice);
      await page.getByLabel(t.confirmAccount).fill('000123456789');
      await page.getByRole('button', { name: t.finish }).click();
      await expect(alertIn(page)).toHaveText(t.checkboxes);
      await page.getByRole('checkbox', { name: t.signUpSheet }).check();
      await page.getByRole('checkbox', { name: t.merchantTerms }).check();
      await keep(page, testInfo, `lite-6-bank-${lang}`);
      await page.getByRole('button', { name: t.finish }).click();

      await expect(page).toHaveURL(/\/success$/);
      await expect(page.getByRole('heading', { name: t.success })).toBeVisible();
      await keep(page, testInfo, `lite-7-success-${lang}`);

      const session = await page.evaluate(() =>
        JSON.parse(window.localStorage.getItem('ownerSession') ?? 'null'),
      );
      expect(session).toMatchObject({ email, stores: [{ name: restaurant, role: 'OWNER' }] });
      const progress = await page.request.get(`/api/onboarding/progress?storeId=${session.stores[0].id}`, {
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      const { data } = await progress.json();
      expect(data.step).toBe('success');
      expect(data.uploads.map((upload: { contentType: string }) => upload.contentType).sort()).toEqual([
        'application/pdf',
        'image/png',
      ]);
      expect(data.orderProtocol).toMatchObject({
        protocol: 'Fax + Phone Confirmation',
        faxNumber: '3125550199',
      });
      expect(JSON.stringify(data.bankAccount)).not.toContain('123456789');

      await page.getByRole('link', { name: t.portal }).click();
      await expect(page).toHaveURL(/\/portal(\/stores\/\d+)?$/);
      await expect(page.locator('body')).toContainText(restaurant);
      await keep(page, testInfo, `lite-8-portal-${lang}`, { scan: false });
    });
  });
}

test('a Lite step opened without an account goes to the Lite landing', async ({ page }) => {
  await page.goto('/bank-account');
  await expect(page).toHaveURL(/\/merchant\/lite$/);
});
