import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { SUNRISE_GRIDDLE } from './helpers';

const BUDGET = { scriptBytes: 150 * 1024, styleBytes: 30 * 1024 };

/** What the store page fetched on its first load, by kind, raw and gzipped (zlib's default level 6). */
interface Fetched {
  url: string;
  kind: 'script' | 'style';
  rawBytes: number;
  gzipBytes: number;
}

// Budgets of the issue: the store page's first load ships at most 150 KB of JavaScript and 30 KB of CSS, gzip.
test('the store page loads at most 150 KB of JavaScript and 30 KB of CSS, gzipped', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'one viewport is enough: both load the same bundles');
  const fetched: Fetched[] = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if ((type === 'script' || type === 'stylesheet') && response.ok()) {
      const body = await response.body().catch(() => Buffer.alloc(0));
      fetched.push({
        url: new URL(response.url()).pathname,
        kind: type === 'script' ? 'script' : 'style',
        rawBytes: body.length,
        gzipBytes: gzipSync(body).length,
      });
    }
  });
  await page.goto(`/store/${SUNRISE_GRIDDLE.slug}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const total = (kind: Fetched['kind']) =>
    fetched.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.gzipBytes, 0);
  const report = fetched
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map(
      (file) =>
        `${file.kind.padEnd(6)} ${String(file.gzipBytes).padStart(7)} gzip ${String(file.rawBytes).padStart(8)} raw  ${file.url}`,
    )
    .join('\n');
  await testInfo.attach('first-load-assets.txt', {
    body: `${report}\nscript ${total('script')} B gzip, style ${total('style')} B gzip\n`,
    contentType: 'text/plain',
  });
  console.log(
    `store page first load: JS ${(total('script') / 1024).toFixed(1)} KB gzip, CSS ${(total('style') / 1024).toFixed(1)} KB gzip (${fetched.length} files)`,
  );

  expect(fetched.length).toBeGreaterThan(0);
  expect(total('script'), `JavaScript over budget:\n${report}`).toBeLessThanOrEqual(BUDGET.scriptBytes);
  expect(total('style'), `CSS over budget:\n${report}`).toBeLessThanOrEqual(BUDGET.styleBytes);
});
