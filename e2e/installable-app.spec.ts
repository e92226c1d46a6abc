import { expect, test } from '@playwright/test';
import { snap, SUNRISE_GRIDDLE } from './helpers';

// The storefront as an installable app (apps/web/pwa): manifest, service worker, offline page.
test.describe('installable storefront', () => {
  test('the store page names its manifest, registers the worker, and offline shows the offline page', async ({
    page,
    context,
  }, testInfo) => {
    await page.goto(`/store/${SUNRISE_GRIDDLE.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sunrise Griddle' })).toBeVisible();

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');
    const manifest = await page.request.get(manifestHref!);
    expect(manifest.headers()['content-type']).toBe('application/manifest+json');
    expect(await manifest.json()).toMatchObject({
      name: 'Orderlane',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      icons: expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    });

    // Registered after the page's load, then in control of the page (clients.claim).
    const workerUrl = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    );
    expect(workerUrl).toMatch(/\/sw\.js$/);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // What the worker stored: the build's files only, never an /api/ answer or a page.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
      }
      return urls;
    });
    expect(cached).toContain('/offline.html');
    expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((path) => path.startsWith('/api/') || path.startsWith('/store/'))).toEqual([]);

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await snap(page, testInfo, 'offline-page');
      // Any page of the site, not only the one the diner had open.
      await page.goto('/track-order');
      await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('/download_app reads as the install page, with the steps for both phones', async ({
    page,
  }, testInfo) => {
    await page.goto('/download_app');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Install Orderlane on your phone' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'iPhone and iPad (Safari)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Android (Chrome)' })).toBeVisible();
    await expect(page.getByText(/on the way|coming soon/i)).toHaveCount(0);
    await snap(page, testInfo, 'download-app');
  });
});
