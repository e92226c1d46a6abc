import type { Db } from '@/db/client.js';
import type { EventBus } from '@/plugins/events/event-bus.js';
import { loadKitchen, type Kitchen } from './kitchen-load.js';

/**
 * The diner-facing reads of a store's kitchen (getAvailableHours, getKitchenAsap) from a copy per process:
 * the capacity settings, make times and the booked load of every slot. Placing an order still counts the load
 * afresh under the store's kitchen lock; this copy only decides which slots are offered.
 */
export interface KitchenCache {
  /** The store's kitchen as `loadKitchen` reads it now; null when the store has no limit. */
  load(storeId: number, now: Date): Promise<Kitchen | null>;
  /** After a write that changes the store's capacity (or anything else the copy holds) has committed. */
  invalidate(storeId: number): void;
  /**
   * After a write that changes only the store's bookings (an order placed, accepted, rejected or done) has
   * committed: a store without a limit keeps its copy, since it counts no bookings.
   */
  bookingsChanged(storeId: number): void;
  clear(): void;
}

export interface KitchenCacheDeps {
  db: Db;
  /** Events are delivered at most once: the age limit bounds how stale a copy another process missed gets. */
  maxAgeMs: number;
}

export function createKitchenCache({ db, maxAgeMs }: KitchenCacheDeps): KitchenCache {
  const kitchens = new Map<
    number,
    { value: Promise<Kitchen | null>; loadedAt: number; isUnlimited: boolean }
  >();
  return {
    load(storeId, now) {
      const entry = kitchens.get(storeId);
      // Loads are counted from the slot of `loadedAt` on, so a copy also serves every later moment it lives.
      if (entry && now.getTime() - entry.loadedAt < maxAgeMs && now.getTime() >= entry.loadedAt) {
        return entry.value;
      }
      // Set before the read resolves: an invalidation during the read drops it, so a copy read before a
      // commit is never kept after that commit's invalidation.
      const value = loadKitchen(db, storeId, now);
      const loaded = { value, loadedAt: now.getTime(), isUnlimited: false };
      kitchens.set(storeId, loaded);
      value.then(
        (kitchen) => {
          loaded.isUnlimited = kitchen === null;
        },
        () => {
          if (kitchens.get(storeId) === loaded) {
            kitchens.delete(storeId);
          }
        },
      );
      return value;
    },
    invalidate(storeId) {
      kitchens.delete(storeId);
    },
    bookingsChanged(storeId) {
      // A read still under way may have started before the commit: dropped, as for any other change.
      if (!kitchens.get(storeId)?.isUnlimited) {
        kitchens.delete(storeId);
      }
    },
    clear() {
      kitchens.clear();
    },
  };
}

/**
 * Keeps the app's kitchen cache (`app.kitchenCache`, built once in services.ts) fresh with every process's
 * order changes ('order' events: placed, accepted, rejected, done) and store edits ('menu' events); everything
 * is dropped after missed events ('resync'). This process's own order changes call `bookingsChanged` after their
 * commit, so a read started after it sees the write, and its store edits arrive through the menu service's
 * change signal (services.ts). Returns the function that stops listening.
 */
export function keepKitchenCacheFresh(cache: KitchenCache, events: Pick<EventBus, 'subscribe'>): () => void {
  return events.subscribe((message) => {
    if (message.type === 'resync') {
      cache.clear();
    } else if (message.type === 'order') {
      cache.bookingsChanged(message.storeId);
    } else if (message.type === 'menu') {
      cache.invalidate(message.storeId);
    }
  });
}
