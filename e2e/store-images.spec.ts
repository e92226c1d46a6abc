import { expect, test } from '@playwright/test';
import { pngImage } from '../apps/server/src/testing/png-image';
import { closeDialogs, openOwnerStore, snap } from './helpers';

/** Orange, yellow and green bands, so the crop and the banner are visible in the screenshots. */
const BANDS = [
  [230, 81, 0],
  [255, 183, 77],
  [46, 125, 50],
] as const;

test('an owner crops and uploads a banner, and diners see it on the store page', async ({
  page,
  browser,
}, testInfo) => {
  // The third store: neither Sunrise Griddle (the diners' journeys) nor store-admin.spec's.
  const storeId = await openOwnerStore(page, { index: 2 });
  expect(storeId).not.toBe(5);
  await page.goto(`/portal/stores/${storeId}/store-settings`);
  const branding = page.getByRole('region', { name: 'Logo and banner' });
  await expect(branding).toBeVisible();
  const banner = branding.getByRole('region', { name: 'Banner' });

  await banner.getByLabel(/Choose a banner|Replace the banner/).setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: pngImage(1800, 900, BANDS),
  });
  await expect(banner.getByLabel('Zoom')).toBeVisible();
  await banner.getByLabel('Zoom').fill('1.2');
  await banner.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'banner-crop');

  await banner.getByRole('button', { name: 'Upload this banner' }).click();
  await expect(banner.getByText('Saved. Your store page shows it now.')).toBeVisible();
  const current = banner.getByRole('img', { name: 'Current banner' });
  await expect(current).toHaveAttribute(
    'src',
    new RegExp(`^/media/uploads/stores/${storeId}/[a-f0-9]{32}\\.(webp|jpg)$`),
  );
  const bannerUrl = (await current.getAttribute('src'))!;
  await expect.poll(() => current.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1500);
  await snap(page, testInfo, 'banner-saved');

  // A diner (a fresh browser context: no owner session) opens the store page.
  const diner = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const dinerPage = await diner.newPage();
  await dinerPage.goto(`/store/${storeId}`);
  await expect(dinerPage.getByRole('heading', { level: 1 })).toBeVisible();
  await closeDialogs(dinerPage);
  const hero = dinerPage.locator(`img[src="${bannerUrl}"]`);
  await expect(hero).toBeVisible();
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1500);
  await snap(dinerPage, testInfo, 'store-page-banner');
  await diner.close();
});
