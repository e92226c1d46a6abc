import { afterAll, describe, expect, it } from 'vitest';
import { insertSampleMenu } from '@/modules/menu/menu-fixtures.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { makeFakeWebBuild } from './fake-web-build.js';

const web = makeFakeWebBuild();
afterAll(web.remove);

describe("the checkout's first HTML", async () => {
  const app = await buildTestApp({ WEB_DIST_DIR: web.distDir });
  const { storeId } = await insertSampleMenu(app.db);
  const [store] = (await app.inject({ method: 'POST', url: `/api/searchRestaurants?id=${storeId}` })).json<
    { name: string }[]
  >();
  const checkout = (cookie: string | null, acceptLanguage = 'en-US,en;q=0.9', url = '/checkout') =>
    app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': acceptLanguage, ...(cookie === null ? {} : { cookie }) },
    });

  it("draws a signed-in diner's checkout from the hint cookie, with the store's answer inline", async () => {
    const response = await checkout(
      `theme=dark; orderlane_checkout=${storeId}.DELIVERY.2026-11-27%2019%3A30%3A00`,
    );
    expect(response.statusCode).toBe(200);
    const { body } = response;
    expect(body).toContain(
      `<div id="root" inert aria-hidden="true"><main data-drawn="/checkout">${store?.name} DELIVERY 2026-11-27 19:30:00</main>`,
    );
    // The very answer searchRestaurants gives, where the app's loader takes it from (store-page-data.ts).
    const data = /<script type="application\/json" id="store-page-data">(.*?)<\/script>/.exec(body)?.[1];
    expect(JSON.parse(data ?? 'null')).toMatchObject({ storeId, stores: [{ id: storeId }], menu: null });
    // Its styles inline, the route and its strings loaded after the first paint.
    expect(body).toContain('<style>.shell{color:red}\n.index{color:red}\n.rules{color:red}</style>');
    expect(body).toContain(
      'data-app-entry="/assets/index-1.js" data-preload="/assets/checkout-1.js /assets/rules-1.js /assets/account-en-1.js"',
    );
    expect(body).toContain('<title>Orderlane</title>');
    expect(response.headers.vary).toBe('accept-language, cookie, accept-encoding');
  });

  it('hints its modules only, for a diner without a hint, reading Chinese, or whose hint names no store', async () => {
    for (const [cookie, language] of [
      [null, 'en-US'],
      ['orderlane_checkout=', 'en-US'],
      ['orderlane_checkout=5.DINE_IN', 'en-US'],
      ['orderlane_checkout=%E0%A4%A', 'en-US'],
      ['orderlane_checkout=999999.PICK_UP', 'en-US'],
      [`orderlane_checkout=${storeId}.PICK_UP`, 'zh-CN,zh;q=0.9'],
    ] as const) {
      const response = await checkout(cookie, language);
      expect(response.statusCode).toBe(200);
      const { body } = response;
      expect(body).toContain('<div id="root"></div>');
      expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/checkout-1.js" />');
      expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/rules-1.js" />');
      expect(body).toContain('<link rel="preload" as="style" crossorigin href="/assets/rules-1.css" />');
      expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/account-en-1.js" />');
      // The entry's own chunks are named by the shell already.
      expect(body).not.toContain('href="/assets/framework-1.js" />');
      expect(body).not.toContain('id="store-page-data"');
      expect(response.headers.vary).toBe('accept-language, cookie, accept-encoding');
    }
  });

  it('draws once per store, hint and minute, and again once the store changes', async () => {
    const cookie = `orderlane_checkout=${storeId}.PICK_UP`;
    const first = await checkout(cookie);
    expect(first.body).toContain(`>${store?.name} PICK_UP null</main>`);
    expect((await checkout(cookie)).body).toBe(first.body);
    // As another process would: write, then publish (this process's copies are not told directly).
    await app.db.execute(`update stores set name = 'Renamed Elsewhere' where id = ${storeId}`);
    await app.events.publish({ type: 'store', storeId });
    await expect
      .poll(async () => (await checkout(cookie)).body, { timeout: 10_000 })
      .toContain('>Renamed Elsewhere PICK_UP null</main>');
  });
});
