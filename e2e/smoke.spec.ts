import { expect, test } from '@playwright/test';
import { LAPTOP } from './helpers';

test('the server answers its health check and serves the app shell', LAPTOP, async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);

  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Orderlane/);
});

test('an unknown path is served with HTTP 404', LAPTOP, async ({ request }) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
});
