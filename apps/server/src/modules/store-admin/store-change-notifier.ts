import type { MenuService } from '@/modules/menu/menu-service.js';
import type { EventBus } from '@/plugins/events/event-bus.js';

export interface StoreChangeNotifierDeps {
  menu: Pick<MenuService, 'invalidateStoreMenu'>;
  events: Pick<EventBus, 'publish'>;
  log: { error(object: object, message: string): void };
}

/**
 * After any owner edit: this process drops its cached menu at once, and with it the cached store (rows, order
 * types, hours), the hours and deals answers built on it and the pricing copy (menuService.invalidateStoreMenu);
 * every other process is told through the shared 'menu' event (the portal and the stores module drop their
 * copies on it).
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
