import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { LAPTOP, openOwnerStore } from './helpers';

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = `${testInfo.project.name}-${name}.png`;
  await page.screenshot({ path: testInfo.outputPath(file), fullPage: true });
}

test(
  'an owner changes the hours and the settings and finds them saved after reload',
  LAPTOP,
  async ({ page }, testInfo) => {
    const storeId = await openOwnerStore(page, { index: testInfo.project.name === 'phone' ? 0 : 1 });
    const closing = testInfo.project.name === 'phone' ? '22:30' : '22:15';

    await page
      .getByRole('navigation', { name: 'Portal sections' })
      .getByRole('link', { name: 'Hours' })
      .click();
    await expect(page).toHaveURL(`/portal/stores/${storeId}/hours`);
    const saturday = page.getByRole('group', { name: 'Saturday' });
    await expect(saturday).toBeVisible();
    if (await saturday.getByRole('checkbox', { name: 'Closed' }).isChecked()) {
      await saturday.getByRole('checkbox', { name: 'Closed' }).click();
      await saturday.getByLabel('Opens').first().fill('11:00');
    }
    await saturday.getByLabel('Closes').last().fill(closing);
    await page.getByLabel('Last orders (minutes before closing)').fill('25');
    await page.getByRole('button', { name: 'Save hours' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();

    // A holiday closed all day, added and listed.
    const holiday = `${new Date().getFullYear() + 1}-12-25`;
    await page.getByLabel('Date', { exact: true }).fill(holiday);
    await page.getByRole('button', { name: 'Add special day' }).click();
    const overrides = page.getByRole('list', { name: 'Holidays and special days' });
    await expect(overrides.getByText(holiday)).toBeVisible();
    await shot(page, testInfo, 'hours');

    await page.reload();
    await expect(page.getByRole('group', { name: 'Saturday' }).getByLabel('Closes').last()).toHaveValue(
      closing,
    );
    await expect(page.getByLabel('Last orders (minutes before closing)')).toHaveValue('25');
    await expect(overrides.getByText(holiday)).toBeVisible();
    await page.getByRole('button', { name: `Remove ${holiday}` }).click();
    await expect(page.getByText('No special days ahead.')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Portal sections' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect(page).toHaveURL(`/portal/stores/${storeId}/store-settings`);
    await expect(page.getByRole('heading', { name: 'Going live' })).toBeVisible();
    const taxRate = page.getByLabel('Tax rate (%)');
    await expect(taxRate).not.toHaveValue('');
    // The form's own rule: a minimum above the maximum is refused before the server is asked.
    const pickUp = page.getByRole('group', { name: 'Pick up' });
    const maxReady = pickUp.getByLabel('Max ready (minutes)');
    const max = await maxReady.inputValue();
    await pickUp.getByLabel('Min ready (minutes)').fill(String(Number(max) + 5));
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(pickUp.getByRole('alert')).toHaveText('The minimum cannot be more than the maximum.');
    await pickUp.getByLabel('Min ready (minutes)').fill('5');
    await taxRate.fill('9.5');
    const tips = page.getByRole('checkbox', { name: 'Diners may add a tip' });
    const hadTips = await tips.isChecked();
    await tips.click();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await shot(page, testInfo, 'settings');

    await page.reload();
    await expect(page.getByLabel('Tax rate (%)')).toHaveValue('9.5');
    await expect(page.getByRole('group', { name: 'Pick up' }).getByLabel('Min ready (minutes)')).toHaveValue(
      '5',
    );
    await expect(page.getByRole('checkbox', { name: 'Diners may add a tip' })).toBeChecked({
      checked: !hadTips,
    });

    // A refusal from the server reads as a sentence near Save.
    await page.getByLabel('ZIP').fill('12');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The settings were not saved:' })).toBeVisible();

    await page.getByRole('button', { name: '中文' }).click();
    await expect(page.getByRole('heading', { name: '店铺设置' })).toBeVisible();
    await shot(page, testInfo, 'settings-zh');
    await page.getByRole('navigation').getByRole('link', { name: '营业时间' }).click();
    await expect(page.getByRole('heading', { name: '营业时间', level: 1 })).toBeVisible();
    await shot(page, testInfo, 'hours-zh');
    await page.getByRole('button', { name: 'English' }).click();
  },
);
