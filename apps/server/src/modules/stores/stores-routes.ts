import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BOTH_COORDINATES_MESSAGE,
  booleanParam,
  bothOrNeitherCoordinate,
  positionParams,
  toPosition,
} from '@/lib/query-params.js';
import { idParam } from '@/lib/id-param.js';
import { sendReadyAnswer } from '@/lib/ready-answer.js';
import { mediaAddressOf } from '@/lib/media-address.js';
import { createStoresServiceOnDb, type StoresService } from './stores-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Store reads for the other modules (menu, hours, deals, GraphQL, orders). */
    storesService: StoresService;
    /** The storefront's store reads: on the read replica with DATABASE_READ_URL, else `storesService` itself. */
    storefrontStoresService: StoresService;
  }
}

const searchQuery = z
  .object({
    id: idParam.optional(),
    phoneNumber: z.string().trim().min(1).max(20).optional(),
    includeHours: booleanParam.default(false),
    ...positionParams,
  })
  .refine(
    (query) => query.id !== undefined || query.phoneNumber !== undefined,
    'Send a store id or a phone number',
  )
  .refine(bothOrNeitherCoordinate, BOTH_COORDINATES_MESSAGE);

const locateQuery = z
  .object({ address: z.string().trim().max(200).optional(), ...positionParams })
  .refine(bothOrNeitherCoordinate, BOTH_COORDINATES_MESSAGE);

/**
 * searchRestaurants and locateRestaurants. Wrapped with
 * fastify-plugin so `storesService` is visible to the modules registered after it.
 */
export const storesRoutes = fp(
  async (app: FastifyInstance) => {
    const mediaAddress = mediaAddressOf(app.config.publicMediaUrl);
    const storesService = createStoresServiceOnDb(app.db, app.geocoder, {
      cacheMaxAgeMs: 60_000,
      rewardRateCeiling: app.config.rewardPolicy.rateCeiling,
      mediaAddress,
      pauses: app.storePauses,
    });
    app.decorate('storesService', storesService);
    // With DATABASE_READ_URL the storefront's own reads below come from the replica, through a copy of the
    // service of their own: the other modules (ordering, pricing, the portal) keep reading the primary.
    const storefrontStores = app.readsFromReplica
      ? createStoresServiceOnDb(app.readDb, app.geocoder, {
          cacheMaxAgeMs: 60_000,
          rewardRateCeiling: app.config.rewardPolicy.rateCeiling,
          mediaAddress,
          // Pause states from the app's one copy (the primary's): a pause shows at once, whatever the replica's lag.
          pauses: app.storePauses,
        })
      : storesService;
    app.decorate('storefrontStoresService', storefrontStores);
    // A store changed in another process (every portal edit publishes 'menu'; a pause publishes 'store'): drop
    // this process's copy. Events missed while the shared stream was down: drop every copy.
    const unsubscribe = app.events.subscribe((message) => {
      for (const service of new Set([storesService, storefrontStores])) {
        if (message.type === 'menu' || message.type === 'store') {
          service.invalidateStore(message.storeId);
        } else if (message.type === 'resync') {
          service.invalidateAllStores();
        }
      }
    });
    app.addHook('onClose', async () => unsubscribe());
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post('/searchRestaurants', { schema: { querystring: searchQuery } }, async (request, reply) => {
      const { id, phoneNumber, includeHours } = request.query;
      const position = toPosition(request.query);
      if (id !== undefined && !position) {
        // The store page's call: the same answer as below, kept as bytes.
        return sendReadyAnswer(
          request,
          reply,
          await storefrontStores.searchRestaurantAnswer(id, includeHours),
        );
      }
      const lookup = id !== undefined ? { id } : { phoneNumber: phoneNumber ?? '' };
      return storefrontStores.searchRestaurants({ ...lookup, includeHours, position });
    });

    routes.post('/locateRestaurants', { schema: { querystring: locateQuery } }, async (request) =>
      storefrontStores.locateRestaurants({
        position: toPosition(request.query),
        address: request.query.address || null,
      }),
    );
  },
  { name: 'stores-module', dependencies: ['db', 'geocoding', 'events', 'shared-services'] },
);
