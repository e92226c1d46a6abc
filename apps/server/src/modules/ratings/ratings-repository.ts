import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { RATINGS_SHOWN_FROM } from '@orderlane/domain';
import type { Executor } from '@/db/client.js';
import { orderRatings, storeRatingTotals } from '@/db/schema/index.js';

export type RatingRow = typeof orderRatings.$inferSelect;
export type NewRating = Pick<RatingRow, 'orderId' | 'storeId' | 'stars' | 'comment'>;
export type RatingTotalsRow = typeof storeRatingTotals.$inferSelect;

/** The new rating, or null when the order already has one (the unique order id decides a race). */
export async function insertRating(db: Executor, rating: NewRating): Promise<RatingRow | null> {
  const [row] = await db.insert(orderRatings).values(rating).onConflictDoNothing().returning();
  return row ?? null;
}

/** Adds one rating to the store's totals (the row is made on its first rating). */
export async function addToStoreTotals(db: Executor, storeId: number, stars: number): Promise<void> {
  await db
    .insert(storeRatingTotals)
    .values({ storeId, ratingCount: 1, starTotal: stars })
    .onConflictDoUpdate({
      target: storeRatingTotals.storeId,
      set: {
        ratingCount: sql`${storeRatingTotals.ratingCount} + 1`,
        starTotal: sql`${storeRatingTotals.starTotal} + ${stars}`,
      },
    });
}

export async function findRatingByOrderId(db: Executor, orderId: number): Promise<RatingRow | null> {
  const [row] = await db.select().from(orderRatings).where(eq(orderRatings.orderId, orderId));
  return row ?? null;
}

/** Totals of the given stores, or of every store with enough ratings to show when no ids are given. */
export async function findStoreTotals(
  db: Executor,
  storeIds?: readonly number[],
): Promise<RatingTotalsRow[]> {
  return db
    .select()
    .from(storeRatingTotals)
    .where(
      storeIds
        ? inArray(storeRatingTotals.storeId, [...storeIds])
        : gte(storeRatingTotals.ratingCount, RATINGS_SHOWN_FROM),
    );
}

/** How many of the store's ratings gave each number of stars. */
export async function countStoreRatingsByStars(db: Executor, storeId: number) {
  return db
    .select({ stars: orderRatings.stars, ratings: count() })
    .from(orderRatings)
    .where(eq(orderRatings.storeId, storeId))
    .groupBy(orderRatings.stars);
}

/** A page of the store's ratings, newest first, older than the rating id `before` when given. */
export async function findStoreRatingsPage(
  db: Executor,
  storeId: number,
  { limit, before }: { limit: number; before?: number },
): Promise<RatingRow[]> {
  return db
    .select()
    .from(orderRatings)
    .where(and(eq(orderRatings.storeId, storeId), before ? lt(orderRatings.id, before) : undefined))
    .orderBy(desc(orderRatings.id))
    .limit(limit);
}
