import { averageStars, DomainError, RATING_MESSAGES, storeRatingOf, type RateOrder } from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import { toDinerRatingWire, toPortalRatingWire, toStarDistribution } from './ratings-mappers.js';
import {
  addToStoreTotals,
  countStoreRatingsByStars,
  findRatingByOrderId,
  findStoreRatingsPage,
  findStoreTotals,
  insertRating,
} from './ratings-repository.js';

export const PORTAL_RATINGS_PAGE_SIZE = 50;

export interface RatingsServiceDeps {
  db: Db;
  /** The diner's placed order (modules/order-history): 404 when unknown, 403 when another account's. */
  orders: {
    searchOrder(userId: number, orderId: number): Promise<{ status: string; restaurantInfoId: number }>;
  };
  /** The store's time zone, for the dates the portal shows. */
  stores: { getStoreProfile(storeId: number): Promise<{ timeZone: string }> };
  /** A store's shown rating changed: cached copies of the store are dropped. */
  onStoreRated?: (storeId: number) => void;
}

export function createRatingsService({ db, orders, stores, onStoreRated }: RatingsServiceDeps) {
  return {
    /** The diner's rating of their own order, or null before they rate it. */
    async getOrderRating(userId: number, orderId: number) {
      await orders.searchOrder(userId, orderId);
      const row = await findRatingByOrderId(db, orderId);
      return row ? toDinerRatingWire(row) : null;
    },

    /** Rates the diner's own completed order, once; the store's totals move in the same transaction. */
    async rateOrder(userId: number, orderId: number, input: RateOrder) {
      const order = await orders.searchOrder(userId, orderId);
      if (order.status !== 'COMPLETED') {
        throw new DomainError('conflict', RATING_MESSAGES.notCompleted);
      }
      const storeId = order.restaurantInfoId;
      const row = await db.transaction(async (tx) => {
        const inserted = await insertRating(tx, {
          orderId,
          storeId,
          stars: input.stars,
          comment: input.comment,
        });
        if (inserted) {
          await addToStoreTotals(tx, storeId, inserted.stars);
        }
        return inserted;
      });
      if (!row) {
        throw new DomainError('conflict', RATING_MESSAGES.alreadyRated);
      }
      onStoreRated?.(storeId);
      return toDinerRatingWire(row);
    },

    /**
     * The portal's ratings page: the store's average (also below the storefront's minimum: the owner sees every
     * rating), count, stars distribution and the ratings newest first, a page at a time.
     */
    async listStoreRatings(storeId: number, { before }: { before?: number } = {}) {
      const [profile, [totals], byStars, rows] = await Promise.all([
        stores.getStoreProfile(storeId),
        findStoreTotals(db, [storeId]),
        countStoreRatingsByStars(db, storeId),
        findStoreRatingsPage(db, storeId, { limit: PORTAL_RATINGS_PAGE_SIZE + 1, before }),
      ]);
      const page = rows.slice(0, PORTAL_RATINGS_PAGE_SIZE);
      return {
        storeId,
        count: totals?.ratingCount ?? 0,
        average: totals ? averageStars(totals) : null,
        // What diners see on the store page and list: null until there are enough ratings.
        shown: totals ? storeRatingOf(totals) : null,
        distribution: toStarDistribution(byStars),
        ratings: page.map((row) => toPortalRatingWire(row, profile.timeZone)),
        nextBefore: rows.length > PORTAL_RATINGS_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
      };
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
