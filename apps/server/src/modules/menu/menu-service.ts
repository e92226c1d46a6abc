import { DomainError, parseStoreLocalTime, toStoreLocalTimeOfDay } from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import { createMinuteAnswers, createReadyAnswer, type ReadyAnswer } from '@/lib/ready-answer.js';
import type { StoresService } from '@/modules/stores/stores-service.js';
import {
  arrangeMenuAt,
  assembleItem,
  assembleMenu,
  assembleOptionGroups,
  itemAvailability,
  type AssembledCategory,
  type AssembledItem,
} from './menu-assembly.js';
import { createMenuCache } from './menu-cache.js';
import { toWireCategory, toWireItem } from './menu-mappers.js';
import { createMenuRepository, type MenuRepository } from './menu-repository.js';
import { ownMediaAddress, type MediaAddress } from '@/lib/media-address.js';

export interface MenuServiceDeps {
  menuRepository: MenuRepository;
  storesService: Pick<StoresService, 'getStoreProfile'> & Partial<Pick<StoresService, 'invalidateStore'>>;
  now?: () => Date;
  cacheMaxAgeMs?: number;
  /** How item picture addresses are told (PUBLIC_MEDIA_URL); unset: the stored /media/... paths. */
  mediaAddress?: MediaAddress;
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
  mediaAddress = ownMediaAddress,
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
      categories: assembleMenu({
        categories,
        items:
          mediaAddress === ownMediaAddress
            ? items
            : items.map((item) => ({ ...item, imageUrl: mediaAddress(item.imageUrl) })),
        optionGroups,
        options,
      }),
    };
  }

  const cache = createMenuCache({ load: buildMenu, maxAgeMs: cacheMaxAgeMs, now: () => now().getTime() });
  // Other caches of the same rows (the orders module's pricing copy) drop theirs whenever this one does.
  const changeListeners = new Set<(storeId: number) => void>();
  function dropStore(storeId: number) {
    cache.invalidate(storeId);
    for (const listener of changeListeners) {
      listener(storeId);
    }
  }
  // The ready answer of each store's latest minute: availability changes at most once a minute, and tying it
  // to the cached menu object drops it whenever the menu is invalidated or reloaded. Zone offsets are whole
  // minutes, so the store-local minute turns with the UTC one: a read of "now" within the same UTC minute
  // is answered without working out the local time, whose zone lookup is a visible share of a cached read
  // (docs/PERFORMANCE.md §8.1).
  const answers = new Map<
    number,
    { menu: BuiltMenu; localTime: string; utcMinute: number | null; answer: ReadyAnswer }
  >();

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

  // An item is read from its store's cached menu, which every edit, 86 and sold-out switch drops at once (another
  // process's through its 'menu' event, as for getStoreMenu and pricing). One the menu leaves out (inactive, or
  // not read yet) is read from the database, active or not; the cached menu carries the zone and rate.
  interface ReadItem {
    menu: BuiltMenu;
    item: AssembledItem;
    category: Parameters<typeof itemAvailability>[1];
  }

  // Items never move between stores: which store an item belongs to is read once (bounded, for ids without end).
  const MAX_ITEMS_REMEMBERED = 100_000;
  const storeOfItem = new Map<number, number>();
  const rememberStore = (itemId: number, storeId: number) => {
    if (storeOfItem.size >= MAX_ITEMS_REMEMBERED) {
      storeOfItem.clear();
    }
    storeOfItem.set(itemId, storeId);
  };
  // Each cached menu's items by id, made on the first item read from that menu object.
  const itemsByMenu = new WeakMap<
    BuiltMenu,
    Map<number, { item: AssembledItem; category: AssembledCategory }>
  >();
  function findInMenu(menu: BuiltMenu, itemId: number) {
    let byId = itemsByMenu.get(menu);
    if (!byId) {
      byId = new Map(
        menu.categories.flatMap((category) =>
          category.items.map((item) => [item.id, { item, category }] as const),
        ),
      );
      itemsByMenu.set(menu, byId);
    }
    return byId.get(itemId);
  }

  async function readItemFresh(itemId: number): Promise<ReadItem> {
    const row = await menuRepository.findItemById(itemId);
    if (!row) {
      throw new DomainError('not_found', `Item ${itemId} does not exist`);
    }
    rememberStore(itemId, row.storeId);
    const [menu, category, groups, options] = await Promise.all([
      cache.get(row.storeId),
      menuRepository.findCategoryById(row.categoryId),
      menuRepository.findOptionGroupsByItem(itemId),
      menuRepository.findOptionsByItem(itemId),
    ]);
    return { menu, item: assembleItem(row, assembleOptionGroups(groups, options)), category };
  }

  // Now's answers by the menu object they were read with, per item.
  const itemAnswers = createMinuteAnswers<BuiltMenu, number>();

  async function itemOf(itemId: number): Promise<ReadItem> {
    const storeId = storeOfItem.get(itemId);
    if (storeId !== undefined) {
      const menu = await cache.get(storeId);
      const found = findInMenu(menu, itemId);
      if (found) {
        return { menu, ...found };
      }
    }
    return readItemFresh(itemId);
  }

  function wireItemAt({ menu, item, category }: ReadItem, localTime: string) {
    return toWireItem(item, { mRate: menu.mRate, availability: itemAvailability(item, category, localTime) });
  }

  return {
    /** getStoreMenu: availability at `currentTimestamp` (store-local), default now. */
    async getStoreMenu(storeId: number, currentTimestamp?: string, parameterName = 'currentTimestamp') {
      const menu = await cache.get(storeId);
      return arrangeWireMenu(menu, readLocalTime(currentTimestamp, menu.timeZone, now(), parameterName));
    },

    /** getStoreMenu as ready bytes, served from the per-minute answer cache (the storefront's hottest read). */
    async getStoreMenuAnswer(storeId: number, currentTimestamp?: string): Promise<ReadyAnswer> {
      const menu = await cache.get(storeId);
      const at = now();
      const utcMinute = currentTimestamp ? null : Math.floor(at.getTime() / 60_000);
      const cached = answers.get(storeId);
      if (utcMinute !== null && cached?.menu === menu && cached.utcMinute === utcMinute) {
        return cached.answer;
      }
      const localTime = readLocalTime(currentTimestamp, menu.timeZone, at, 'currentTimestamp');
      if (cached?.menu === menu && cached.localTime === localTime) {
        if (utcMinute !== null) {
          cached.utcMinute = utcMinute;
        }
        return cached.answer;
      }
      const answer = createReadyAnswer(JSON.stringify(arrangeWireMenu(menu, localTime)));
      answers.set(storeId, { menu, localTime, utcMinute, answer });
      return answer;
    },

    /** item/itemAvailability: the item with its availability at `currentDate` (store-local), default now. */
    async getItemAvailability(itemId: number, currentDate?: string) {
      const entry = await itemOf(itemId);
      const localTime = readLocalTime(currentDate, entry.menu.timeZone, now(), 'currentDate');
      return wireItemAt(entry, localTime);
    },

    /** The same as bytes with an ETag (304 to a client that holds them), compressed for the client. */
    async getItemAvailabilityAnswer(itemId: number, currentDate?: string): Promise<ReadyAnswer> {
      const entry = await itemOf(itemId);
      const at = now();
      const answer = () =>
        createReadyAnswer(
          JSON.stringify(
            wireItemAt(entry, readLocalTime(currentDate, entry.menu.timeZone, at, 'currentDate')),
          ),
        );
      // Now's answer is kept under the menu object it was read from: an edit, an 86 or another process's event,
      // which replace that object, drop it too.
      return currentDate ? answer() : itemAnswers(entry.menu, itemId, at, answer);
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
      dropStore(storeId);
      return changed;
    },

    /** Switches an option off or on; the cached menu is dropped at once. */
    async setOptionActive(storeId: number, optionId: number, active: boolean): Promise<boolean> {
      const changed = await menuRepository.updateOptionActive(storeId, optionId, active);
      dropStore(storeId);
      return changed;
    },

    /**
     * Drops the cached menu of a store, and the cached store it was built from (its zone, rate, hours); every
     * writer of categories, items, options or store settings calls it (the store change notifier).
     */
    invalidateStoreMenu(storeId: number): void {
      storesService.invalidateStore?.(storeId);
      dropStore(storeId);
    },

    /** Calls `listener` with the store's id whenever its menu or settings change (here or, by event, elsewhere). */
    onStoreChange(listener: (storeId: number) => void): () => void {
      changeListeners.add(listener);
      return () => {
        changeListeners.delete(listener);
      };
    },
  };
}

export type MenuService = ReturnType<typeof createMenuService>;

/** A menu service on a database, for a module or test that needs its own (e.g. a second process's). */
export function createMenuServiceOnDb(db: Db, storesService: MenuServiceDeps['storesService']): MenuService {
  return createMenuService({ menuRepository: createMenuRepository(db), storesService });
}
