import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { insertSampleMenu } from '@/modules/menu/menu-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';

// A web build as `npm run build` leaves it: the shell, Vite's manifest, and the server render beside dist.
const webDir = mkdtempSync(path.join(tmpdir(), 'orderlane-web-'));
const distDir = path.join(webDir, 'dist');
mkdirSync(path.join(distDir, '.vite'), { recursive: true });
mkdirSync(path.join(webDir, 'dist-server'));
writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><title>Orderlane</title></head><body><div id="root"></div>' +
    '<script type="module" src="/assets/index-1.js"></script></body></html>',
);
writeFileSync(
  path.join(distDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true },
    'src/app/routes/store/store-route.tsx': { file: 'assets/store-route-1.js', css: ['assets/store-1.css'] },
  }),
);
// Draws what it was given, so the test sees the answers reach it; "$&" checks the markup is not read as a pattern.
writeFileSync(
  path.join(webDir, 'dist-server', 'store-first-screen.js'),
  `export function renderStoreFirstScreen({ pathname, stores, menu }) {
     return '<main data-drawn="' + pathname + '">' + stores[0].name + ' $& ' + menu.length + ' categories</main>';
   }`,
);

describe('a store page with its first screen drawn by the server', async () => {
  const app = await buildTestApp({ WEB_DIST_DIR: distDir });
  const { storeId } = await insertSampleMenu(app.db);
  const [store] = (await app.inject({ method: 'POST', url: `/api/searchRestaurants?id=${storeId}` })).json<
    { name: string }[]
  >();
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));

  const page = async (url: string, acceptLanguage?: string) =>
    app.inject({ method: 'GET', url, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
  const canonical = (await page(`/store/${storeId}`)).body.match(
    /rel="canonical" href="[^"]*?(\/store\/[^"]+)"/,
  )?.[1];

  it("puts the drawing in the app's root and makes the page's CSS a stylesheet the first paint waits for", async () => {
    const response = await page(canonical ?? '', 'en-US,en;q=0.9');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(
      new RegExp(
        `<div id="root" inert aria-hidden="true"><main data-drawn="${canonical}">${store?.name} \\$& \\d+ categories</main></div>`,
      ),
    );
    expect(response.body).toContain('<link rel="stylesheet" crossorigin href="/assets/store-1.css" />');
    expect(response.body).not.toContain('as="style"');
    expect(response.headers.vary).toBe('accept-language, accept-encoding');
  });

  it('leaves the root empty and the CSS a preload for a diner reading Chinese', async () => {
    for (const [url, language] of [
      [canonical ?? '', 'zh-CN,zh;q=0.9'],
      [`${canonical}?lng=zh-CN`, 'en-US'],
    ] as const) {
      const response = await page(url, language);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain(
        '<link rel="preload" as="style" crossorigin href="/assets/store-1.css" />',
      );
      // The answers are still inline: the app draws the page without asking for them.
      expect(response.body).toContain('<script type="application/json" id="store-page-data">');
    }
  });
});
