import type { MenuService } from '@/modules/menu/menu-service.js';
import type { EventBus } from '@/plugins/events/event-bus.js';

export interface StoreChangeNotifierDeps {
  menu: Pick<MenuService, 'invalidateStoreMenu'>;
  events: Pick<EventBus, 'publish'>;
  log: { error(object: object, message: string): void };
}

/**
 * After any owner edit: this process drops its cached menu at once, and every other process is told through
 * the shared 'menu' event (the portal drops its copy on it). Store rows and hours are read fresh per request;
 * the per-minute hours answer is keyed by every input, so it never outlives a change.
 */
export function createStoreChangeNotifier({ menu, events, log }: StoreChangeNotifierDeps) {
  return {
    async storeChanged(storeId: number) {
      menu.invalidateStoreMenu(storeId);
      await events
        .publish({ type: 'menu', storeId })
        .catch((error: unknown) => log.error({ err: error, storeId }, 'could not publish a store change'));
    },
  };
}

export type StoreChangeNotifier = ReturnType<typeof createStoreChangeNotifier>;
