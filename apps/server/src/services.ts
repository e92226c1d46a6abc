import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createKitchenCache,
  keepKitchenCacheFresh,
  type KitchenCache,
} from './modules/capacity/kitchen-cache-service.js';
import { createOwnersService, type OwnersService } from './modules/owners/owners-service.js';
import { createStorePauseService, type StorePauseService } from './modules/portal/store-pause-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Store pauses, with the one copy of every store's pause state that pricing and the store pages read. */
    storePauses: StorePauseService;
    /** Restaurant accounts, for the owners, onboarding, store-admin and portal routes. */
    ownersService: OwnersService;
    /** The one copy of each store's kitchen that the offered slots and placing's first check read. */
    kitchenCache: KitchenCache;
  }
}

/**
 * The services several modules share, built once per app and decorated on it: route files take them from the
 * app instead of building copies that caches would have to keep in agreement. Registered before the modules.
 */
export const sharedServicesPlugin = fp(
  async (app: FastifyInstance) => {
    const storePauses = createStorePauseService({
      db: app.db,
      events: app.events,
      log: app.log.child({ module: 'store-pauses' }),
    });
    // Another process paused or resumed a store (this process's own pauses drop the copy themselves); events
    // missed while the shared stream was down: any store may have changed.
    const unsubscribe = app.events.subscribe((message) => {
      if (message.type === 'store') {
        storePauses.forget(message.storeId);
      } else if (message.type === 'resync') {
        storePauses.forget();
      }
    });
    const kitchenCache = createKitchenCache({ db: app.db, maxAgeMs: 60_000 });
    const stopHearingOrders = keepKitchenCacheFresh(kitchenCache, app.events);
    app.addHook('onClose', async () => {
      unsubscribe();
      stopHearingOrders();
    });
    app.decorate('storePauses', storePauses);
    app.decorate('kitchenCache', kitchenCache);
    app.decorate(
      'ownersService',
      createOwnersService({
        db: app.db,
        attemptLimits: app.attemptLimits,
        passwordHashCost: app.config.passwordHashCost,
      }),
    );
  },
  { name: 'shared-services', dependencies: ['db', 'events', 'attempt-limits'] },
);

/**
 * Connects the shared services to the menu module's store change signal (an owner's edit of capacity, hours or
 * zone in this process); registered right after the menu module, inside /api where it lives.
 */
export const storeChangeListenersPlugin = fp(
  async (app: FastifyInstance) => {
    const stopListening = app.menuService.onStoreChange((storeId) => app.kitchenCache.invalidate(storeId));
    app.addHook('onClose', async () => stopListening());
  },
  { name: 'store-change-listeners', dependencies: ['shared-services', 'menu-module'] },
);
