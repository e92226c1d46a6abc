import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { parse as parseCookies } from 'cookie';
import {
  CHECKOUT_HINT_COOKIE,
  isDomainError,
  parseCheckoutHint,
  parseStoreIdParam,
  storePath,
} from '@orderlane/domain';
import type { ReadyAnswer } from '@/lib/ready-answer.js';
import type { PageHead } from '@/plugins/page-head.js';
import type { MenuService } from '@/modules/menu/menu-service.js';
import type { StoresService, WireStore } from '@/modules/stores/stores-service.js';
import { CHECKOUT_PATH, createCheckoutPageHead } from './checkout-page-head.js';
import { createFirstScreenAssets } from './first-screen-assets.js';
import { DISCOVERY_PAGE_MODULES, FIRST_PAGE_MODULES, STORE_ROUTE_SOURCE } from './page-modules.js';
import { createRouteChunkHints } from './route-chunk-hints.js';
import { buildStorePageData, pageDataScript, STORE_LIST_DATA_ID } from './store-page-data.js';
import { buildStorePageHead } from './store-page-head.js';
import {
  createFirstScreenDrawer,
  loadCheckoutFirstScreen,
  loadDiscoveryFirstScreen,
  loadStoreFirstScreen,
  readsEnglish,
} from './store-first-screen.js';

export type { PageHead };

export interface SeoRoutesOptions {
  /**
   * The storefront's own services (modules/stores, modules/menu, registered under /api): their copies hear
   * every edit and the other processes' events, so a store page carries what the API answers at that moment.
   */
  storefront: { storesService: StoresService; menuService: MenuService };
}

/** Pages kept per minute: a rush of diners opening one store costs one drawing, not one per diner. */
const PAGES_KEPT = 256;

const storePagePattern = /^\/(?:store|restaurant\.php)\/([^/]+)\/?$/;

/** Search-engine pages: store heads in the first HTML, the sitemap of active stores, robots.txt. */
export const seoRoutes = fp<SeoRoutesOptions>(
  async (app: FastifyInstance, { storefront: { storesService, menuService } }) => {
    const routeChunkHints = createRouteChunkHints(app.config.webDistDir);
    const firstScreenAssets = createFirstScreenAssets(app.config.webDistDir);
    const { publicUrl, brandName } = app.config;
    const logDrawingError = (error: unknown, pathname: string) =>
      app.log.error({ err: error, pathname }, 'first screen not drawn');
    const drawStorePage = createFirstScreenDrawer(
      await loadStoreFirstScreen(app.config.webDistDir),
      logDrawingError,
    );
    const drawDiscoveryPage = createFirstScreenDrawer(
      await loadDiscoveryFirstScreen(app.config.webDistDir),
      logDrawingError,
    );
    const pages = new Map<string, PageHead>();
    let pagesMinute = 0;
    // A page is kept under what it shows for the minute (a store page shows the store open or closed by it).
    const keptPage = (key: string, make: () => PageHead): PageHead => {
      const minute = Math.floor(Date.now() / 60_000);
      if (minute !== pagesMinute || pages.size >= PAGES_KEPT) {
        pages.clear();
        pagesMinute = minute;
      }
      let page = pages.get(key);
      if (!page) {
        page = make();
        pages.set(key, page);
      }
      return page;
    };
    const hintedPages = new Map(
      Object.entries(FIRST_PAGE_MODULES).map(([pathname, sources]) => {
        const page: PageHead = {
          html: [...new Set(sources.flatMap((source) => routeChunkHints(source)))].join('\n    '),
          found: true,
          keepsShellTitle: true,
        };
        return [pathname, page];
      }),
    );

    const checkoutHead = createCheckoutPageHead({
      storesService,
      draw: createFirstScreenDrawer(await loadCheckoutFirstScreen(app.config.webDistDir), logDrawingError),
      assetTags: firstScreenAssets(FIRST_PAGE_MODULES[CHECKOUT_PATH] ?? []),
      hinted: hintedPages.get(CHECKOUT_PATH) ?? { html: '', found: true, keepsShellTitle: true },
      keptPage,
    });

    // The menu of now as the API answers it; null (the page then asks the API) when it cannot be read.
    const readMenuAnswer = async (storeId: number): Promise<ReadyAnswer | null> => {
      try {
        return await menuService.getStoreMenuAnswer(storeId);
      } catch (error) {
        if (isDomainError(error)) {
          return null;
        }
        throw error;
      }
    };

    // A home page or the store list as a first-time visitor sees it: the stores of the default area (no position
    // yet), their answer inline and, for a diner reading English, the page drawn. Otherwise the page keeps its
    // hints (FIRST_PAGE_MODULES), if it has any.
    const discoveryHead = async (page: string, english: boolean): Promise<PageHead> => {
      const storesJson = JSON.stringify(await storesService.locateRestaurants({}));
      const assetTags = english ? firstScreenAssets(DISCOVERY_PAGE_MODULES[page] ?? []) : null;
      return keptPage(`${page}\n${assetTags !== null}\n${storesJson}`, () => {
        const rootHtml = assetTags
          ? drawDiscoveryPage({ pathname: page, stores: JSON.parse(storesJson) as unknown })
          : null;
        const tags = [
          pageDataScript(STORE_LIST_DATA_ID, storesJson),
          ...(rootHtml !== null && assetTags ? assetTags : [hintedPages.get(page)?.html ?? '']),
        ];
        return {
          html: tags.filter(Boolean).join('\n    '),
          found: true,
          keepsShellTitle: true,
          variesByLanguage: true,
          ...(rootHtml === null ? {} : { rootHtml }),
        };
      });
    };

    app.decorate(
      'renderPageHead',
      async (pathname: string, query: URLSearchParams, acceptLanguage?: string, cookieHeader?: string) => {
        const page = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
        if (page in DISCOVERY_PAGE_MODULES) {
          return discoveryHead(page, readsEnglish(query, acceptLanguage));
        }
        if (page === CHECKOUT_PATH) {
          const hint = parseCheckoutHint(parseCookies(cookieHeader ?? '')[CHECKOUT_HINT_COOKIE]);
          return checkoutHead(hint, readsEnglish(query, acceptLanguage));
        }
        const hinted = hintedPages.get(page);
        if (hinted) {
          return hinted.html ? hinted : null;
        }
        const match = storePagePattern.exec(pathname);
        const storeId = match ? parseStoreIdParam(match[1], query.get('id')) : null;
        if (storeId === null) {
          return null;
        }
        try {
          // The very answer the page's call gets (searchRestaurants?id=&includeHours=true), so it can be its data.
          const storesAnswer = await storesService.searchRestaurantAnswer(storeId, true);
          const menuAnswer = await readMenuAnswer(storeId);
          const assetTags = firstScreenAssets([STORE_ROUTE_SOURCE]);
          const drawn = menuAnswer !== null && assetTags !== null && readsEnglish(query, acceptLanguage);
          const key = `${pathname}\n${storeId}\n${drawn}\n${menuAnswer?.etag ?? ''}\n${storesAnswer.etag}`;
          return keptPage(key, () => {
            const storesJson = storesAnswer.body.toString('utf8');
            const stores = JSON.parse(storesJson) as WireStore[];
            const store = stores[0]!;
            const menuJson = menuAnswer ? menuAnswer.body.toString('utf8') : null;
            const rootHtml =
              drawn && menuJson !== null
                ? drawStorePage({
                    pathname,
                    stores: JSON.parse(storesJson) as unknown,
                    menu: JSON.parse(menuJson) as unknown,
                  })
                : null;
            const tags = [
              buildStorePageHead(store, { publicUrl, brandName }).html,
              ...buildStorePageData(storeId, { stores, menuJson }),
              // A drawn page loads its own way (first-screen-assets.ts); the others fetch the page's chunks at once.
              ...(rootHtml !== null && assetTags ? assetTags : routeChunkHints(STORE_ROUTE_SOURCE)),
            ];
            return {
              html: tags.join('\n    '),
              found: true,
              variesByLanguage: true,
              ...(rootHtml === null ? {} : { rootHtml }),
            };
          });
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
