import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { SUNRISE_GRIDDLE, openOwnerStore } from './helpers';

/** What a page fetched, by kind, raw and gzipped (zlib's default level 6). */
interface Fetched {
  url: string;
  kind: 'script' | 'style';
  rawBytes: number;
  gzipBytes: number;
}

/**
 * A warning only React Router's development build carries (its package exports name that build in every mode, so
 * the production build has to be chosen by an alias in vite.config.ts).
 */
const DEVELOPMENT_BUILD_MARKER = 'You rendered descendant <Routes>';

/**
 * An attribute only the dialog's scroll lock (react-remove-scroll-bar, under Radix Dialog) writes: a script that
 * carries it carries the dialog library, which loads when a dialog first opens (apps/web/vite.config.ts).
 */
const DIALOG_LIBRARY_MARKER = 'data-scroll-locked';

/** V8's compile hint the build puts on the first line of each of the app's chunks (apps/web/vite.config.ts). */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Runs `visit` and answers the gzipped JavaScript and CSS it fetched, with a per-file report attached. */
async function measureLoad(page: Page, testInfo: TestInfo, label: string, visit: () => Promise<void>) {
  const fetched: Fetched[] = [];
  const developmentBuilds: string[] = [];
  const withoutCompileHint: string[] = [];
  const withDialogLibrary: string[] = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if ((type === 'script' || type === 'stylesheet') && response.ok()) {
      const body = await response.body().catch(() => Buffer.alloc(0));
      const { pathname } = new URL(response.url());
      // Each script as the browser decoded it (the server sends the build's brotli or gzip variant).
      if (type === 'script') {
        if (body.includes(DEVELOPMENT_BUILD_MARKER)) {
          developmentBuilds.push(pathname);
        }
        if (body.includes(DIALOG_LIBRARY_MARKER)) {
          withDialogLibrary.push(pathname);
        }
        if (pathname.startsWith('/assets/') && !body.toString('utf8').startsWith(EAGER_COMPILE_HINT)) {
          withoutCompileHint.push(pathname);
        }
      }
      fetched.push({
        url: pathname,
        kind: type === 'script' ? 'script' : 'style',
        rawBytes: body.length,
        gzipBytes: gzipSync(body).length,
      });
    }
  });
  await visit();
  await page.waitForLoadState('networkidle');
  const stylesheetsFetched = fetched.filter((file) => file.kind === 'style').map((file) => file.url);
  // A page drawn by the server carries its styles inline in its first HTML: they count as CSS too.
  const inlineCss = await page.evaluate(() =>
    [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n'),
  );
  if (inlineCss) {
    fetched.push({
      url: '(inline <style>)',
      kind: 'style',
      rawBytes: Buffer.byteLength(inlineCss),
      gzipBytes: gzipSync(inlineCss).length,
    });
  }

  const total = (kind: Fetched['kind']) =>
    fetched.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.gzipBytes, 0);
  const report = fetched
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map(
      (file) =>
        `${file.kind.padEnd(6)} ${String(file.gzipBytes).padStart(7)} gzip ${String(file.rawBytes).padStart(8)} raw  ${file.url}`,
    )
    .join('\n');
  await testInfo.attach(`${label}-assets.txt`, {
    body: `${report}\nscript ${total('script')} B gzip, style ${total('style')} B gzip\n`,
    contentType: 'text/plain',
  });
  console.log(
    `${label}: JS ${(total('script') / 1024).toFixed(1)} KB gzip, CSS ${(total('style') / 1024).toFixed(1)} KB gzip (${fetched.length} files)`,
  );
  expect(fetched.length).toBeGreaterThan(0);
  return {
    script: total('script'),
    style: total('style'),
    report,
    developmentBuilds,
    withoutCompileHint,
    withDialogLibrary,
    stylesheetsFetched,
  };
}

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'one viewport is enough: both load the same bundles');
});

// Budgets of the issue: the store page's first load ships at most 150 KB of JavaScript and 30 KB of CSS, gzip.
test('the store page loads at most 150 KB of JavaScript and 30 KB of CSS, gzipped', async ({
  page,
}, testInfo) => {
  const load = await measureLoad(page, testInfo, 'store page first load', async () => {
    await page.goto(`/store/${SUNRISE_GRIDDLE.slug}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  expect(load.script, `JavaScript over budget:\n${load.report}`).toBeLessThanOrEqual(150 * 1024);
  expect(load.style, `CSS over budget:\n${load.report}`).toBeLessThanOrEqual(30 * 1024);
  expect(load.developmentBuilds, "React Router's development build shipped").toEqual([]);
  expect(load.withoutCompileHint, 'chunks served without the eager compile hint on top').toEqual([]);
  // No dialog is open: the dialog library (~14 KB) is not on the way to the first screen.
  expect(load.withDialogLibrary, 'the dialog library in the first load').toEqual([]);
  // Its styles came inline with the first HTML: the app does not fetch them again.
  expect(load.stylesheetsFetched).toEqual([]);
});

// The portal's own budget: sign-in, the live board and the menu editor (its heaviest screen) in one visit,
// moving through the portal's own links as an owner does.
test('the portal loads at most 200 KB of JavaScript, gzipped, from sign-in to the menu editor', async ({
  page,
}, testInfo) => {
  const load = await measureLoad(page, testInfo, 'portal sign-in, board and menu editor', async () => {
    await openOwnerStore(page);
    await page
      .getByRole('navigation', { name: 'Portal sections' })
      .getByRole('link', { name: 'Edit menu' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Menu editor' })).toBeVisible();
  });
  expect(load.script, `JavaScript over budget:\n${load.report}`).toBeLessThanOrEqual(200 * 1024);
});
