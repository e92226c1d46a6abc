import { expect, test } from '@playwright/test';
import { openOwnerStore } from './helpers';

test('an owner sets the kitchen capacity and make times and finds them saved after reload', async ({
  page,
}, testInfo) => {
  const storeId = await openOwnerStore(page);
  await page.goto(`/portal/stores/${storeId}/store-settings`);
  const section = page.getByRole('region', { name: 'Kitchen capacity' });
  await expect(section).toBeVisible();
  const limit = section.getByLabel('Limit per 15-minute slot (make-time minutes)');
  await limit.fill('2.5');
  await section.getByRole('button', { name: 'Save kitchen capacity' }).click();
  await expect(
    section.getByText('Enter a whole number of minutes from 0 to 10000, or leave it empty.'),
  ).toBeVisible();
  await limit.fill('90');
  await section.getByLabel('Default make time per item (minutes)').fill('6');
  const firstCategory = section.getByRole('group').first();
  await firstCategory.getByRole('textbox').first().fill('8');
  await firstCategory.locator('summary').click();
  await firstCategory.getByRole('textbox').nth(1).fill('12');
  await section.getByRole('button', { name: 'Save kitchen capacity' }).click();
  await expect(section.getByText('Saved.')).toBeVisible();
  await expect(section.getByText('Up to 90 make-time minutes of orders every 15 minutes.')).toBeVisible();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await section.scrollIntoViewIfNeeded();
    const file = `kitchen-capacity-${width}.png`;
    await section.screenshot({ path: testInfo.outputPath(file) });
  }

  await page.reload();
  const again = page.getByRole('region', { name: 'Kitchen capacity' });
  await expect(again.getByLabel('Limit per 15-minute slot (make-time minutes)')).toHaveValue('90');
  await expect(again.getByLabel('Default make time per item (minutes)')).toHaveValue('6');
  await expect(again.getByRole('group').first().getByRole('textbox').first()).toHaveValue('8');

  // Back to unlimited, so the demo store's other journeys are not throttled.
  await again.getByLabel('Limit per 15-minute slot (make-time minutes)').fill('');
  await again.getByRole('button', { name: 'Save kitchen capacity' }).click();
  await expect(again.getByText('No limit: orders are never held back.')).toBeVisible();
});
