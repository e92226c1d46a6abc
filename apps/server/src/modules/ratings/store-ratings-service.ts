import { storeRatingOf, type StoreRating } from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import { findStoreTotals } from './ratings-repository.js';

/**
 * The ratings stores show (modules/stores reads them with the store rows and caches them alike): the average
 * and count from the maintained totals, one small row per store; null below the shown minimum.
 */
export function createStoreRatingsService({ db }: { db: Db }) {
  return {
    /** Each given store's shown rating (null when it has too few ratings). */
    async findStoreRatings(storeIds: readonly number[]): Promise<Map<number, StoreRating | null>> {
      const totals = storeIds.length > 0 ? await findStoreTotals(db, storeIds) : [];
      return new Map(
        storeIds.map((id) => {
          const row = totals.find((candidate) => candidate.storeId === id);
          return [id, row ? storeRatingOf(row) : null];
        }),
      );
    },

    /** The shown rating of every store that has one. */
    async findShownRatings(): Promise<Map<number, StoreRating>> {
      const shown = new Map<number, StoreRating>();
      for (const row of await findStoreTotals(db)) {
        const rating = storeRatingOf(row);
        if (rating) {
          shown.set(row.storeId, rating);
        }
      }
      return shown;
    },
  };
}

export type StoreRatingsService = ReturnType<typeof createStoreRatingsService>;
