import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@/lib/id-param.js';
import { sendReadyAnswer } from '@/lib/ready-answer.js';
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

/** getStoreMenu and item/itemAvailability; wrapped so `menuService` reaches later modules. */
export const menuRoutes = fp(
  async (app: FastifyInstance) => {
    const menuService = createMenuService({
      menuRepository: createMenuRepository(app.db),
      storesService: app.storesService,
    });
    app.decorate('menuService', menuService);
    const routes = app.withTypeProvider<ZodTypeProvider>();

    // Ready bytes with a strong ETag: a client holding the same menu gets 304, the others the cached bytes.
    routes.post('/getStoreMenu', { schema: { querystring: storeMenuQuery } }, async (request, reply) =>
      sendReadyAnswer(
        request,
        reply,
        await menuService.getStoreMenuAnswer(
          request.query.restaurantInfoId,
          request.query.currentTimestamp || undefined,
        ),
      ),
    );

    routes.post(
      '/item/itemAvailability',
      { schema: { querystring: itemAvailabilityQuery } },
      async (request, reply) =>
        sendReadyAnswer(
          request,
          reply,
          await menuService.getItemAvailabilityAnswer(
            request.query.itemId,
            request.query.currentDate || undefined,
          ),
        ),
    );
  },
  { name: 'menu-module', dependencies: ['stores-module'] },
);
