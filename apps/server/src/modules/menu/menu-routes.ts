import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@/lib/id-param.js';
import { createReadyAnswer, sendReadyAnswer, type ReadyAnswer } from '@/lib/ready-answer.js';
import { mediaAddressOf } from '@/lib/media-address.js';
import { createMenuRepository } from './menu-repository.js';
import { createMenuService, type MenuService } from './menu-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Menu reads and the menu cache; writers call `menuService.invalidateStoreMenu(storeId)`. */
    menuService: MenuService;
  }
}

const scheduleTimeParam = z.string().trim().max(30).optional();

const storeMenuQuery = z.object({ restaurantInfoId: idParam, currentTimestamp: scheduleTimeParam });
const itemAvailabilityQuery = z.object({ itemId: idParam, currentDate: scheduleTimeParam });
const liveStateQuery = z.object({ restaurantInfoId: idParam });

/** getStoreMenu, item/itemAvailability and storeLiveState; wrapped so `menuService` reaches later modules. */
export const menuRoutes = fp(
  async (app: FastifyInstance) => {
    const mediaAddress = mediaAddressOf(app.config.publicMediaUrl);
    const menuService = createMenuService({
      menuRepository: createMenuRepository(app.db),
      storesService: app.storesService,
      mediaAddress,
    });
    app.decorate('menuService', menuService);
    // With DATABASE_READ_URL the storefront's menu reads come from the replica through a copy of their own (the
    // pricing of orders keeps the primary's); it drops a store's menu on the same events the portal sends.
    const storefrontMenu = app.readsFromReplica
      ? createMenuService({
          menuRepository: createMenuRepository(app.readDb),
          storesService: app.storefrontStoresService,
          mediaAddress,
        })
      : menuService;
    if (storefrontMenu !== menuService) {
      const unsubscribe = app.events.subscribe((message) => {
        if (message.type === 'menu' || message.type === 'store') {
          storefrontMenu.invalidateStoreMenu(message.storeId);
        }
      });
      app.addHook('onClose', async () => unsubscribe());
    }
    const routes = app.withTypeProvider<ZodTypeProvider>();

    // Ready bytes with a strong ETag: a client holding the same menu gets 304, the others the cached bytes.
    routes.post('/getStoreMenu', { schema: { querystring: storeMenuQuery } }, async (request, reply) =>
      sendReadyAnswer(
        request,
        reply,
        await storefrontMenu.getStoreMenuAnswer(
          request.query.restaurantInfoId,
          request.query.currentTimestamp || undefined,
        ),
      ),
    );

    /*
     * GET /api/storeLiveState?restaurantInfoId=: what an open store page polls to see the restaurant's changes live
     * (an item 86'd or back, a pause of the store or of an order type, the store closed, hours or menu edited):
     * `{store, menu}`, the ETags of the page's searchRestaurants (with hours) and getStoreMenu answers for now. The
     * page refetches whichever changed. The answer has an ETag of its own and `no-cache`, so the browser asks with
     * If-None-Match and an unchanged store costs a 304.
     *
     * Polling, not a server-sent event stream like the portal's: this page is public and anonymous. A stream per
     * open page would hold a connection (and one of the browser's six per host over HTTP/1.1) for every visitor
     * of every store, with nothing to cap it by but the address (a campus or a mobile carrier's NAT shares one),
     * would need the portal's database-backed leases for every page view, and would reconnect all at once after a
     * deploy. A poll is an ordinary request any proxy or CDN handles, answered from memory: both ETags come from
     * the caches every store edit, pause and 86 already drops (other processes' through their events), so an
     * unchanged store costs no database read. A few hundred bytes every 10 seconds per visible page (the page stops
     * while hidden) gets a change to the diner within seconds.
     */
    const liveAnswers = new Map<number, { key: string; answer: ReadyAnswer }>();
    routes.get('/storeLiveState', { schema: { querystring: liveStateQuery } }, async (request, reply) => {
      const storeId = request.query.restaurantInfoId;
      const [store, menu] = await Promise.all([
        app.storesService.searchRestaurantAnswer(storeId, true),
        menuService.getStoreMenuAnswer(storeId),
      ]);
      const key = `${store.etag}${menu.etag}`;
      let kept = liveAnswers.get(storeId);
      if (kept?.key !== key) {
        kept = { key, answer: createReadyAnswer(JSON.stringify({ store: store.etag, menu: menu.etag })) };
        // One small answer per store that has had a visitor; bounded like the stores themselves.
        if (liveAnswers.size >= 10_000) {
          liveAnswers.clear();
        }
        liveAnswers.set(storeId, kept);
      }
      reply.header('cache-control', 'no-cache');
      return sendReadyAnswer(request, reply, kept.answer);
    });

    routes.post(
      '/item/itemAvailability',
      { schema: { querystring: itemAvailabilityQuery } },
      async (request, reply) =>
        sendReadyAnswer(
          request,
          reply,
          await storefrontMenu.getItemAvailabilityAnswer(
            request.query.itemId,
            request.query.currentDate || undefined,
          ),
        ),
    );
  },
  { name: 'menu-module', dependencies: ['stores-module'] },
);
