import { DomainError, endOfStoreDay, parseStoreLocalTime, toStoreLocalTime } from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import type { MenuService } from '@/modules/menu/menu-service.js';
import type { EventBus } from '@/plugins/events/event-bus.js';
import * as entries from './menu-unavailability-repository.js';
import type { UnavailabilityEntry } from './menu-unavailability-repository.js';

const MAX_DAYS_AHEAD = 7;

export type AvailabilityTarget = { itemId: number } | { optionId: number };

export interface MenuAvailabilityDeps {
  db: Db;
  menu: Pick<MenuService, 'listStoreMenuForStaff' | 'setItemSoldOut' | 'setOptionActive'>;
  events: Pick<EventBus, 'publish'>;
  clock: () => Date;
  log: { error(object: object, message: string): void };
}

/**
 * Marking an item or option unavailable ("86") until a time: the item is sold out (the option switched off)
 * meanwhile, and put back when the time comes, whichever server process notices first.
 */
export function createMenuAvailabilityService({ db, menu, events, clock, log }: MenuAvailabilityDeps) {
  const announce = (storeId: number) =>
    events
      .publish({ type: 'menu', storeId })
      .catch((error: unknown) => log.error({ err: error, storeId }, 'could not publish a menu change'));

  const putBack = (entry: UnavailabilityEntry) =>
    entry.itemId !== null
      ? menu.setItemSoldOut(entry.storeId, entry.itemId, false)
      : menu.setOptionActive(entry.storeId, entry.optionId ?? 0, true);

  /** `END_OF_DAY` (the next store-local midnight) or a store-local time within the next 7 days. */
  function readUntil(until: string, timeZone: string): Date {
    const now = clock();
    if (until === 'END_OF_DAY') {
      return endOfStoreDay(now, timeZone);
    }
    const parsed = parseStoreLocalTime(until, timeZone)?.toJSDate();
    if (!parsed) {
      throw new DomainError(
        'invalid_data',
        'The time must read YYYY-MM-DD HH:mm (store-local) or END_OF_DAY.',
      );
    }
    // A time earlier today would mark the item and put it back at the next sweep, seconds later: refused, saying
    // so (a staff member who picks 09:00 at 14:00 meant something else).
    const today = toStoreLocalTime(now, timeZone).slice(0, 10);
    if (parsed <= now && toStoreLocalTime(parsed, timeZone).startsWith(today)) {
      throw new DomainError(
        'invalid_data',
        `${toStoreLocalTime(parsed, timeZone).slice(11, 16)} has already passed today (it is ${toStoreLocalTime(now, timeZone).slice(11, 16)} at the store). Choose a later time, or the end of the day.`,
      );
    }
    if (parsed <= now || parsed.getTime() - now.getTime() > MAX_DAYS_AHEAD * 86_400_000) {
      throw new DomainError('invalid_data', `The time must be in the next ${MAX_DAYS_AHEAD} days.`);
    }
    return parsed;
  }

  return {
    /** The store's menu for the staff, each item and option with the time it comes back when marked. */
    async listAvailability(storeId: number, timeZone: string) {
      const [categories, open] = await Promise.all([
        menu.listStoreMenuForStaff(storeId),
        entries.findOpenEntries(db, storeId),
      ]);
      const back = (entry: UnavailabilityEntry | undefined) =>
        entry
          ? { entryId: entry.id, unavailableUntil: toStoreLocalTime(entry.until, timeZone) }
          : { entryId: null, unavailableUntil: null };
      return categories.map((category) => ({
        ...category,
        items: category.items.map((item) => ({
          ...item,
          ...back(open.find((entry) => entry.itemId === item.id)),
          optionGroups: item.optionGroups.map((group) => ({
            ...group,
            options: group.options.map((option) => ({
              ...option,
              ...back(open.find((entry) => entry.optionId === option.id)),
            })),
          })),
        })),
      }));
    },

    async markUnavailable(
      storeId: number,
      timeZone: string,
      target: AvailabilityTarget,
      until: string,
      ownerId: number | null,
    ) {
      const untilAt = readUntil(until, timeZone);
      const categories = await menu.listStoreMenuForStaff(storeId);
      const items = categories.flatMap((category) => category.items);
      const options = items.flatMap((item) => item.optionGroups.flatMap((group) => group.options));
      const isItem = 'itemId' in target;
      const available = isItem
        ? items.find((item) => item.id === target.itemId)?.soldOut === false
        : options.find((option) => option.id === target.optionId)?.active === true;
      const known = isItem
        ? items.some((item) => item.id === target.itemId)
        : options.some((option) => option.id === target.optionId);
      if (!known) {
        throw new DomainError('not_found', `This store has no such ${isItem ? 'item' : 'option'}.`);
      }
      if (!available) {
        throw new DomainError('conflict', `This ${isItem ? 'item' : 'option'} is unavailable already.`);
      }
      const entry = await entries.insertUnavailability(db, {
        storeId,
        itemId: isItem ? target.itemId : null,
        optionId: isItem ? null : target.optionId,
        until: untilAt,
        ownerId,
        at: clock(),
      });
      if (!entry) {
        throw new DomainError('conflict', `This ${isItem ? 'item' : 'option'} is unavailable already.`);
      }
      await (isItem
        ? menu.setItemSoldOut(storeId, target.itemId, true)
        : menu.setOptionActive(storeId, target.optionId, false));
      await announce(storeId);
      return { entryId: entry.id, unavailableUntil: toStoreLocalTime(untilAt, timeZone) };
    },

    /** Puts an item or option back now, before its time. */
    async restore(storeId: number, entryId: number) {
      const entry = (await entries.findOpenEntries(db, storeId)).find((open) => open.id === entryId);
      if (!entry) {
        throw new DomainError('not_found', 'This item or option is not marked unavailable.');
      }
      await putBack(entry);
      await entries.markRestored(db, entry.id, clock());
      await announce(storeId);
    },

    /** Puts back everything whose time has come; the sweep runs this every few seconds. Answers how many. */
    async restoreDue() {
      const due = await entries.findDueEntries(db, clock());
      const stores = new Set<number>();
      for (const entry of due) {
        // Put back first, then close: a crash in between leaves an entry the next sweep finishes.
        await putBack(entry);
        if (await entries.markRestored(db, entry.id, clock())) {
          stores.add(entry.storeId);
        }
      }
      await Promise.all([...stores].map(announce));
      return due.length;
    },
  };
}

export type MenuAvailabilityService = ReturnType<typeof createMenuAvailabilityService>;
