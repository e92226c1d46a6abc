import { DomainError, parseStoreLocalTime, toStoreLocalTimeOfDay } from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import type { StoresService } from '@/modules/stores/stores-service.js';
import {
  arrangeMenuAt,
  assembleItem,
  assembleMenu,
  assembleOptionGroups,
  itemAvailability,
  type AssembledCategory,
} from './menu-assembly.js';
import { createMenuCache } from './menu-cache.js';
import { toWireCategory, toWireItem } from './menu-mappers.js';
import { createMenuRepository, type MenuRepository } from './menu-repository.js';

export interface MenuServiceDeps {
  menuRepository: MenuRepository;
  storesService: Pick<StoresService, 'getStoreProfile'>;
  now?: () => Date;
  cacheMaxAgeMs?: number;
}

interface BuiltMenu {
  timeZone: string;
  mRate: number;
  categories: AssembledCategory[];
}

/** The store-local 'HH:mm' a menu is read at: the given scheduleTime, or now. */
function readLocalTime(text: string | undefined, timeZone: string, now: Date, parameter: string): string {
  if (!text) {
    return toStoreLocalTimeOfDay(now, timeZone);
  }
  const parsed = parseStoreLocalTime(text, timeZone);
  if (!parsed) {
    throw new DomainError('invalid_data', `${parameter} must read YYYY-MM-DD HH:mm:ss (store-local time)`);
  }
  return parsed.toFormat('HH:mm');
}

export function createMenuService({
  menuRepository,
  storesService,
  now = () => new Date(),
  cacheMaxAgeMs = 60_000,
}: MenuServiceDeps) {
  async function buildMenu(storeId: number): Promise<BuiltMenu> {
    const store = await storesService.getStoreProfile(storeId);
    const [categories, items, optionGroups, options] = await Promise.all([
      menuRepository.findCategoriesByStore(storeId),
      menuRepository.findItemsByStore(storeId),
      menuRepository.findOptionGroupsByStore(storeId),
      menuRepository.findOptionsByStore(storeId),
    ]);
    return {
      timeZone: store.timeZone,
      mRate: store.mRate,
      categories: assembleMenu({ categories, items, optionGroups, options }),
    };
  }

  const cache = createMenuCache({ load: buildMenu, maxAgeMs: cacheMaxAgeMs, now: () => now().getTime() });
  // The serialised answer of each store's latest minute: availability changes at most once a minute, and
  // tying it to the cached menu object drops it whenever the menu is invalidated or reloaded.
  const answers = new Map<number, { menu: BuiltMenu; localTime: string; json: string }>();

  function arrangeWireMenu(menu: BuiltMenu, localTime: string) {
    return arrangeMenuAt(menu.categories, localTime).map((category) =>
      toWireCategory(
        category,
        category.items.map((item) =>
          toWireItem(item, {
            mRate: menu.mRate,
            availability: itemAvailability(item, category, localTime),
          }),
        ),
      ),
    );
  }

  return {
    /** getStoreMenu: availability at `currentTimestamp` (store-local), default now. */
    async getStoreMenu(storeId: number, currentTimestamp?: string, parameterName = 'currentTimestamp') {
      const menu = await cache.get(storeId);
      return arrangeWireMenu(menu, readLocalTime(currentTimestamp, menu.timeZone, now(), parameterName));
    },

    /** getStoreMenu as JSON text, served from the per-minute answer cache (the storefront's hottest read). */
    async getStoreMenuJson(storeId: number, currentTimestamp?: string): Promise<string> {
      const menu = await cache.get(storeId);
      const localTime = readLocalTime(currentTimestamp, menu.timeZone, now(), 'currentTimestamp');
      const cached = answers.get(storeId);
      if (cached?.menu === menu && cached.localTime === localTime) {
        return cached.json;
      }
      const json = JSON.stringify(arrangeWireMenu(menu, localTime));
      answers.set(storeId, { menu, localTime, json });
      return json;
    },

    /** item/itemAvailability: the item with its availability at `currentDate` (store-local), default now. */
    async getItemAvailability(itemId: number, currentDate?: string) {
      const row = await menuRepository.findItemById(itemId);
      if (!row) {
        throw new DomainError('not_found', `Item ${itemId} does not exist`);
      }
      // The cached menu carries the store's zone and rate; the item itself is read fresh, active or not.
      const [menu, category, groups, options] = await Promise.all([
        cache.get(row.storeId),
        menuRepository.findCategoryById(row.categoryId),
        menuRepository.findOptionGroupsByItem(itemId),
        menuRepository.findOptionsByItem(itemId),
      ]);
      const localTime = readLocalTime(currentDate, menu.timeZone, now(), 'currentDate');
      const item = assembleItem(row, assembleOptionGroups(groups, options));
      const availability = itemAvailability(item, category, localTime);
      return toWireItem(item, { mRate: menu.mRate, availability });
    },

    /** The store's items with every option, sold out and switched-off ones too, for the staff's availability list. */
    async listStoreMenuForStaff(storeId: number) {
      const [categories, items, groups, options] = await Promise.all([
        menuRepository.findCategoriesByStore(storeId),
        menuRepository.findItemsByStore(storeId),
        menuRepository.findOptionGroupsByStore(storeId),
        menuRepository.findOptionsByStore(storeId),
      ]);
      return categories.map((category) => ({
        id: category.id,
        name: category.name,
        cnName: category.cnName,
        items: items
          .filter((item) => item.categoryId === category.id && item.active)
          .map((item) => ({
            id: item.id,
            name: item.name,
            cnName: item.cnName,
            soldOut: item.soldOut,
            optionGroups: groups
              .filter((group) => group.itemId === item.id)
              .map((group) => ({
                id: group.id,
                name: group.name,
                options: options
                  .filter((option) => option.groupId === group.id)
                  .map(({ id, name, cnName, active }) => ({ id, name, cnName, active })),
              })),
          })),
      }));
    },

    /** Marks an item sold out or back (the kitchen's switch); the cached menu is dropped at once. */
    async setItemSoldOut(storeId: number, itemId: number, soldOut: boolean): Promise<boolean> {
      const changed = await menuRepository.updateItemSoldOut(storeId, itemId, soldOut);
      cache.invalidate(storeId);
      return changed;
    },

    /** Switches an option off or on; the cached menu is dropped at once. */
    async setOptionActive(storeId: number, optionId: number, active: boolean): Promise<boolean> {
      const changed = await menuRepository.updateOptionActive(storeId, optionId, active);
      cache.invalidate(storeId);
      return changed;
    },

    /** Drops the cached menu of a store; every writer of categories, items, options or store rates calls it. */
    invalidateStoreMenu(storeId: number): void {
      cache.invalidate(storeId);
    },
  };
}

export type MenuService = ReturnType<typeof createMenuService>;

/** A menu service on a database, for a module or test that needs its own (e.g. a second process's). */
export function createMenuServiceOnDb(db: Db, storesService: MenuServiceDeps['storesService']): MenuService {
  return createMenuService({ menuRepository: createMenuRepository(db), storesService });
}
