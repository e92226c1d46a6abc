import { formatOrderNumber, RATING_MAX_STARS, toStoreLocalTime } from '@orderlane/domain';
import type { RatingRow } from './ratings-repository.js';

/** A diner's own rating, as the order history and tracking pages show it. */
export function toDinerRatingWire(row: RatingRow) {
  return {
    orderId: row.orderId,
    stars: row.stars,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One rating on the portal's list: the order's number, stars, comment and the store-local date. */
export function toPortalRatingWire(row: RatingRow, timeZone: string) {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber: formatOrderNumber(row.orderId),
    stars: row.stars,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    // Store-local 'YYYY-MM-DD HH:mm:ss', like the order's times.
    ratedAt: toStoreLocalTime(row.createdAt, timeZone),
  };
}

/** Counts of 1 to 5 stars (index 0 holds the one-star ratings) from the grouped rows. */
export function toStarDistribution(rows: readonly { stars: number; ratings: number }[]): number[] {
  return Array.from(
    { length: RATING_MAX_STARS },
    (_, index) => rows.find((row) => row.stars === index + 1)?.ratings ?? 0,
  );
}

export type DinerRatingWire = ReturnType<typeof toDinerRatingWire>;
export type PortalRatingWire = ReturnType<typeof toPortalRatingWire>;
