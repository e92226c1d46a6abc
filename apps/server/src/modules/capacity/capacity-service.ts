import {
  DEFAULT_MAKE_MINUTES,
  DomainError,
  MAKE_MINUTES_MAX,
  SLOT_LIMIT_MINUTES_MAX,
  type KitchenCapacitySettingsInput,
} from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import * as repository from './capacity-repository.js';
import { findMakeTimes } from './kitchen-load.js';

export interface CapacityServiceDeps {
  db: Db;
  /** After a saved edit: the kitchen caches of this process and, by event, of the others drop the store. */
  onCapacityChanged?: (storeId: number) => Promise<void>;
}

/** The first id listed twice, or null. */
function findRepeated(ids: number[]) {
  const seen = new Set<number>();
  return ids.find((id) => (seen.has(id) ? true : (seen.add(id), false))) ?? null;
}

/** The owner's kitchen capacity setup: the limit per 15-minute slot and the make times. */
export function createCapacityService({ db, onCapacityChanged }: CapacityServiceDeps) {
  async function getCapacity(storeId: number) {
    const capacity = await repository.findCapacity(db, storeId);
    const defaultMakeMinutes = capacity?.defaultMakeMinutes ?? DEFAULT_MAKE_MINUTES;
    const [times, menu] = await Promise.all([
      findMakeTimes(db, storeId, defaultMakeMinutes),
      repository.findMenuForMakeTimes(db, storeId),
    ]);
    return {
      storeId,
      slotMinutes: 15,
      slotLimitMinutes: capacity?.slotLimitMinutes ?? null,
      defaultMakeMinutes,
      categories: menu.categoryRows.map((category) => ({
        categoryId: category.id,
        name: category.name,
        cnName: category.cnName,
        makeMinutes: times.categoryMinutes.get(category.id) ?? null,
      })),
      items: menu.itemRows.map((item) => ({
        itemId: item.id,
        categoryId: item.categoryId,
        name: item.name,
        cnName: item.cnName,
        makeMinutes: times.itemMinutes.get(item.id) ?? null,
      })),
      bounds: { makeMinutesMax: MAKE_MINUTES_MAX, slotLimitMinutesMax: SLOT_LIMIT_MINUTES_MAX },
    };
  }

  async function updateCapacity(storeId: number, input: KitchenCapacitySettingsInput) {
    const menu = await repository.findMenuForMakeTimes(db, storeId);
    const categoryIds = new Set(menu.categoryRows.map((row) => row.id));
    const itemIds = new Set(menu.itemRows.map((row) => row.id));
    const repeatedCategory = findRepeated(input.categories.map((row) => row.categoryId));
    if (repeatedCategory !== null) {
      throw new DomainError('invalid_data', `Category ${repeatedCategory} is listed twice.`);
    }
    const repeatedItem = findRepeated(input.items.map((row) => row.itemId));
    if (repeatedItem !== null) {
      throw new DomainError('invalid_data', `Item ${repeatedItem} is listed twice.`);
    }
    const foreignCategory = input.categories.find((row) => !categoryIds.has(row.categoryId));
    if (foreignCategory) {
      throw new DomainError(
        'invalid_data',
        `Category ${foreignCategory.categoryId} is not on this store's menu.`,
      );
    }
    const foreignItem = input.items.find((row) => !itemIds.has(row.itemId));
    if (foreignItem) {
      throw new DomainError('invalid_data', `Item ${foreignItem.itemId} is not on this store's menu.`);
    }
    await db.transaction((tx) => repository.saveCapacity(tx, storeId, input));
    await onCapacityChanged?.(storeId);
    return getCapacity(storeId);
  }

  return { getCapacity, updateCapacity };
}

export type CapacityService = ReturnType<typeof createCapacityService>;
