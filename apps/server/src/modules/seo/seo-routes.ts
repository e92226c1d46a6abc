import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isDomainError, parseStoreIdParam, storePath } from '@orderlane/domain';
import { createMenuServiceOnDb } from '@/modules/menu/menu-service.js';
import { createStoresServiceOnDb } from '@/modules/stores/stores-service.js';
import { createFirstScreenAssets } from './first-screen-assets.js';
import { createRouteChunkHints } from './route-chunk-hints.js';
import { buildStorePageData } from './store-page-data.js';
import { buildStorePageHead } from './store-page-head.js';
import { createFirstScreenDrawer, loadStoreFirstScreen, readsEnglish } from './store-first-screen.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Head tags for a page path the server can describe (store pages), and the markup of its first screen when
     * the server can draw it (`rootHtml`, for the app's root element); null for the other paths.
     */
    renderPageHead: (
      pathname: string,
      query: URLSearchParams,
      acceptLanguage?: string,
    ) => Promise<{ html: string; found: boolean; rootHtml?: string } | null>;
  }
}

const storePagePattern = /^\/(?:store|restaurant\.php)\/([^/]+)\/?$/;
// The web app's store page module (its key in the web build's manifest).
const STORE_ROUTE_SOURCE = 'src/app/routes/store/store-route.tsx';

/** Search-engine pages: store heads in the first HTML, the sitemap of active stores, robots.txt. */
export const seoRoutes = fp(
  async (app: FastifyInstance) => {
    const storesService = createStoresServiceOnDb(app.db, app.geocoder);
    const menuService = createMenuServiceOnDb(app.db, storesService);
    const routeChunkHints = createRouteChunkHints(app.config.webDistDir);
    const firstScreenAssets = createFirstScreenAssets(app.config.webDistDir);
    const { publicUrl, brandName } = app.config;
    const drawFirstScreen = createFirstScreenDrawer(
      await loadStoreFirstScreen(app.config.webDistDir),
      (error, pathname) => app.log.error({ err: error, pathname }, 'store page first screen not drawn'),
    );

    // The menu of now as the API answers it; null (the page then asks the API) when it cannot be read.
    const readMenuJson = async (storeId: number) => {
      // Read fresh for every page, as the store: this service hears no edit, so it must not keep a copy.
      menuService.invalidateStoreMenu(storeId);
      try {
        return (await menuService.getStoreMenuAnswer(storeId)).body.toString('utf8');
      } catch (error) {
        if (isDomainError(error)) {
          return null;
        }
        throw error;
      }
    };

    app.decorate(
      'renderPageHead',
      async (pathname: string, query: URLSearchParams, acceptLanguage?: string) => {
        const match = storePagePattern.exec(pathname);
        const storeId = match ? parseStoreIdParam(match[1], query.get('id')) : null;
        if (storeId === null) {
          return null;
        }
        try {
          // The very call the page makes (searchRestaurants?id=&includeHours=true), so it can be the page's data.
          const stores = await storesService.searchRestaurants({ id: storeId, includeHours: true });
          const [store] = stores;
          if (!store) {
            return null;
          }
          const menuJson = await readMenuJson(storeId);
          const assetTags = firstScreenAssets(STORE_ROUTE_SOURCE);
          const rootHtml =
            menuJson !== null && assetTags && readsEnglish(query, acceptLanguage)
              ? drawFirstScreen(pathname, JSON.stringify(stores), menuJson)
              : null;
          const tags = [
            buildStorePageHead(store, { publicUrl, brandName }).html,
            ...buildStorePageData(storeId, { stores, menuJson }),
            // A drawn page loads its own way (first-screen-assets.ts); the others fetch the page's chunks at once.
            ...(rootHtml !== null && assetTags ? assetTags : routeChunkHints(STORE_ROUTE_SOURCE)),
          ];
          return { html: tags.join('\n    '), found: true, ...(rootHtml === null ? {} : { rootHtml }) };
        } catch (error) {
          if (isDomainError(error) && error.type === 'not_found') {
            return { html: '', found: false };
          }
          throw error;
        }
      },
    );

    app.get('/sitemap.xml', async (_request, reply) => {
      const stores = await storesService.locateRestaurants({});
      const urls = ['/', '/storeslist', ...stores.map((store) => storePath(store.id, store))];
      const body = urls.map((path) => `  <url><loc>${publicUrl}${path}</loc></url>`).join('\n');
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`,
        );
    });

    app.get('/robots.txt', async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send(
          [
            'User-agent: *',
            'Disallow: /api/',
            'Disallow: /checkout',
            'Disallow: /account',
            'Disallow: /order-history',
            `Sitemap: ${publicUrl}/sitemap.xml`,
            '',
          ].join('\n'),
        ),
    );
  },
  { name: 'seo', dependencies: ['db', 'geocoding'] },
);
