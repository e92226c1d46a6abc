import { z } from 'zod';

export const RATING_MIN_STARS = 1;
export const RATING_MAX_STARS = 5;
export const RATING_COMMENT_MAX_LENGTH = 500;
/** A store shows its average from this many ratings on, and no rating line before. */
export const RATINGS_SHOWN_FROM = 5;

export const RATING_MESSAGES = {
  stars: `Choose from ${RATING_MIN_STARS} to ${RATING_MAX_STARS} stars.`,
  commentTooLong: `Keep the comment to ${RATING_COMMENT_MAX_LENGTH} characters.`,
  notCompleted: 'You can rate an order once the restaurant has completed it.',
  alreadyRated: 'You have already rated this order.',
} as const;

// A number or a digit string only: coercion would read `true` as 1 star.
const starsSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,2}$/)
        .transform(Number),
    ],
    { error: RATING_MESSAGES.stars },
  )
  .pipe(
    z
      .number()
      .int(RATING_MESSAGES.stars)
      .min(RATING_MIN_STARS, RATING_MESSAGES.stars)
      .max(RATING_MAX_STARS, RATING_MESSAGES.stars),
  );

/** A diner's rating of one completed order: whole stars and an optional comment (trimmed; blank reads as none). */
export const rateOrderInputSchema = z.object({
  stars: starsSchema,
  comment: z
    .string()
    .max(RATING_COMMENT_MAX_LENGTH * 4, RATING_MESSAGES.commentTooLong)
    .nullish()
    // Control characters other than line breaks carry nothing a reader sees.
    .transform((text) => (text ?? '').replace(/[\u0000-\u0009\u000B-\u001F\u007F]/g, '').trim())
    .refine((text) => [...text].length <= RATING_COMMENT_MAX_LENGTH, RATING_MESSAGES.commentTooLong)
    .transform((text) => (text === '' ? null : text)),
});
export type RateOrderInput = z.input<typeof rateOrderInputSchema>;
export type RateOrder = z.output<typeof rateOrderInputSchema>;

/** What a store shows of its ratings: the average to one decimal and the count. */
export interface StoreRating {
  average: number;
  count: number;
}

/** The average of all ratings to one decimal, or null with none. */
export function averageStars(totals: { ratingCount: number; starTotal: number }): number | null {
  // Whole numbers until the last step, so 4.25 rounds to 4.3 as a person would expect.
  return totals.ratingCount > 0 ? Math.round((totals.starTotal * 10) / totals.ratingCount) / 10 : null;
}

/** The shown rating from the stored totals; null below RATINGS_SHOWN_FROM ratings. */
export function storeRatingOf(totals: { ratingCount: number; starTotal: number }): StoreRating | null {
  const average = averageStars(totals);
  return totals.ratingCount < RATINGS_SHOWN_FROM || average === null
    ? null
    : { average, count: totals.ratingCount };
}
