export interface MenuCacheOptions<T> {
  load: (storeId: number) => Promise<T>;
  /** Other server processes cannot invalidate this one's copy; the age limit bounds how stale it gets. */
  maxAgeMs: number;
  now?: () => number;
}

/**
 * Per-store cache of a built menu: one load per store at a time (concurrent readers share it), kept
 * until invalidated or too old. Rebuildable from the database at any moment.
 */
export function createMenuCache<T>({ load, maxAgeMs, now = Date.now }: MenuCacheOptions<T>) {
  const entries = new Map<number, { value: Promise<T>; loadedAt: number }>();

  return {
    get(storeId: number): Promise<T> {
      const entry = entries.get(storeId);
      if (entry && now() - entry.loadedAt < maxAgeMs) {
        return entry.value;
      }
      const value = load(storeId);
      entries.set(storeId, { value, loadedAt: now() });
      // A failed load is not kept: the next reader tries again.
      value.catch(() => {
        if (entries.get(storeId)?.value === value) {
          entries.delete(storeId);
        }
      });
      return value;
    },

    invalidate(storeId: number): void {
      entries.delete(storeId);
    },

    clear(): void {
      entries.clear();
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type MenuCache<T> = ReturnType<typeof createMenuCache<T>>;
