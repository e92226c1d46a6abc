import { afterAll, describe, expect, it } from 'vitest';
import { insertSampleMenu } from '@/modules/menu/menu-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { makeFakeWebBuild } from './fake-web-build.js';

/** A link to a built asset that the browser would fetch: any but the disabled ones naming inlined stylesheets. */
const FETCHED_ASSET_LINK =
  /<link rel="(stylesheet|modulepreload|preload)"[^>]*href="\/assets\/[^"]*"(?! disabled>)/;

const web = makeFakeWebBuild();
const distDir = web.distDir;

afterAll(web.remove);

describe('a store page with its first screen drawn by the server', async () => {
  const app = await buildTestApp({ WEB_DIST_DIR: distDir });
  const { storeId } = await insertSampleMenu(app.db);
  const [store] = (await app.inject({ method: 'POST', url: `/api/searchRestaurants?id=${storeId}` })).json<
    { name: string }[]
  >();

  const page = async (url: string, acceptLanguage?: string) =>
    app.inject({ method: 'GET', url, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
  const canonical = (await page(`/store/${storeId}`)).body.match(
    /rel="canonical" href="[^"]*?(\/store\/[^"]+)"/,
  )?.[1];

  it("puts the drawing in the app's root, its styles inline, and loads the app after the first paint", async () => {
    const response = await page(canonical ?? '', 'en-US,en;q=0.9');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      `<div id="root" inert aria-hidden="true"><main data-drawn="${canonical}">${store?.name} $& `,
    );
    // The cascade's order: the shell's stylesheets as index.html links them, then the page's, dependencies first.
    expect(response.body).toContain(
      '<style>.shell{color:red}\n.index{color:red}\n.rules{color:red}\n.store{color:red}</style>',
    );
    expect(response.body).toContain(
      '<script type="module" src="/app-after-first-screen.js" data-app-entry="/assets/index-1.js" data-preload="/assets/store-route-1.js /assets/rules-1.js"></script>',
    );
    // Nothing the first paint would wait for, and no code fetched before it; the inlined stylesheets are named by
    // disabled links only, which are never fetched.
    expect(response.body).not.toMatch(FETCHED_ASSET_LINK);
    expect(response.body).toContain('<link rel="stylesheet" href="/assets/index-1.css" disabled>');
    expect(response.body).not.toContain('src="/assets/index-1.js"');
    expect(response.headers.vary).toBe('accept-language, accept-encoding');
  });

  it('draws a page once while its answers hold, not once per diner', async () => {
    const drawings = () => (globalThis as { orderlaneTestDrawings?: number }).orderlaneTestDrawings ?? 0;
    const before = drawings();
    for (let diner = 0; diner < 3; diner += 1) {
      expect((await page(canonical ?? '', 'en-US')).body).toContain('data-drawn=');
    }
    // One at most: the first of them may fall in a new minute, whose page is drawn again.
    expect(drawings() - before).toBeLessThanOrEqual(1);
  });

  it('leaves the root empty and the page as the app draws it for a diner reading Chinese', async () => {
    for (const [url, language] of [
      [canonical ?? '', 'zh-CN,zh;q=0.9'],
      [`${canonical}?lng=zh-CN`, 'en-US'],
    ] as const) {
      const response = await page(url, language);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      // The shell as built, and the page's chunks fetched at once.
      expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
      expect(response.body).toContain('<link rel="stylesheet" crossorigin href="/assets/shell-1.css">');
      expect(response.body).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/store-route-1.js" />',
      );
      expect(response.body).not.toContain('<style>');
      // The answers are still inline: the app draws the page without asking for them.
      expect(response.body).toContain('<script type="application/json" id="store-page-data">');
    }
  });
});

describe('the store list drawn by the server', async () => {
  const app = await buildTestApp({ WEB_DIST_DIR: distDir });
  await insertSampleMenu(app.db);
  const listed = (await app.inject({ method: 'POST', url: '/api/locateRestaurants' })).json<
    { name: string }[]
  >();
  const list = async (url: string, acceptLanguage: string) =>
    app.inject({ method: 'GET', url, headers: { 'accept-language': acceptLanguage } });

  it("draws the default area's stores for a diner reading English, styles inline, the app loaded after", async () => {
    expect(listed.length).toBeGreaterThan(0);
    for (const url of ['/storeslist', '/storeslist/']) {
      const response = await list(url, 'en-US,en;q=0.9');
      expect(response.statusCode).toBe(200);
      const { body } = response;
      expect(body).toContain(
        `<div id="root" inert aria-hidden="true"><main data-drawn="/storeslist">${listed.map((store) => store.name).join(', ')}</main>`,
      );
      expect(body).toContain(
        '<style>.shell{color:red}\n.index{color:red}\n.rules{color:red}\n.storeslist{color:red}</style>',
      );
      // The route, its dependencies and its strings, started once the drawing is on screen.
      expect(body).toContain(
        '<script type="module" src="/app-after-first-screen.js" data-app-entry="/assets/index-1.js" data-preload="/assets/storeslist-1.js /assets/rules-1.js /assets/discovery-en-1.js"></script>',
      );
      expect(body).not.toMatch(FETCHED_ASSET_LINK);
      expect(body).toContain('<script type="application/json" id="store-list-data">');
      // The list's title is the app's own (it sets it once it runs).
      expect(body).toContain('<title>Orderlane</title>');
      expect(response.headers.vary).toBe('accept-language, accept-encoding');
    }
  });

  it('fetches the route, its dependencies and its strings beside the entry for a diner reading Chinese; the answer stays inline', async () => {
    const response = await list('/storeslist', 'zh-CN,zh;q=0.9');
    expect(response.statusCode).toBe(200);
    const { body } = response;
    expect(body).toContain('<title>Orderlane</title>');
    expect(body).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    for (const file of ['storeslist-1.js', 'rules-1.js', 'discovery-en-1.js']) {
      expect(
        body.match(new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${file}" />`, 'g')),
      ).toHaveLength(1);
    }
    expect(body).toContain('<link rel="preload" as="style" crossorigin href="/assets/storeslist-1.css" />');
    // The entry's own chunks are the shell's already.
    expect(body).not.toContain('href="/assets/framework-1.js" />');
    expect(body).toContain('<div id="root"></div>');
    expect(body).toContain('<script type="application/json" id="store-list-data">');
    expect(response.headers.vary).toBe('accept-language, accept-encoding');
  });
});

describe('the home pages drawn by the server', async () => {
  const app = await buildTestApp({ WEB_DIST_DIR: distDir });
  await insertSampleMenu(app.db);
  const listed = (await app.inject({ method: 'POST', url: '/api/locateRestaurants' })).json<
    { name: string }[]
  >();

  it("draws the home page with the default area's stores for a diner reading English", async () => {
    for (const url of ['/', '/init3']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(
        `<div id="root" inert aria-hidden="true"><main data-drawn="${url}">${listed.map((store) => store.name).join(', ')}</main>`,
      );
      expect(response.body).toContain(
        '<style>.shell{color:red}\n.index{color:red}\n.home{color:red}</style>',
      );
      expect(response.body).toContain(
        'data-app-entry="/assets/index-1.js" data-preload="/assets/home-1.js /assets/discovery-en-1.js"',
      );
      expect(response.body).toContain('<script type="application/json" id="store-list-data">');
    }
  });

  it('leaves it as the app draws it for a diner reading Chinese, with no hints (they were measured to hurt)', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'zh-CN' } });
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('modulepreload" crossorigin href="/assets/home-1.js"');
    expect(response.body).toContain('<script type="application/json" id="store-list-data">');
    expect(response.headers.vary).toBe('accept-language, accept-encoding');
  });
});

describe('pages the server hints or leaves as built', async () => {
  const app = await buildTestApp({ WEB_DIST_DIR: distDir });

  it('leaves the other pages as built', async () => {
    const shell = (await app.inject({ method: 'GET', url: '/account' })).body;
    expect(shell).not.toContain('modulepreload" crossorigin href="/assets/storeslist-1.js"');
    expect(shell).not.toContain('checkout-1.js');
  });
});
