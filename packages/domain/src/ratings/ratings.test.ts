import { describe, expect, it } from 'vitest';
import { formatRatingAverage } from './rating-format.js';
import { RATING_MESSAGES, rateOrderInputSchema, storeRatingOf } from './ratings.js';

describe('rateOrderInputSchema', () => {
  it.each([1, 5, '3'])('accepts %s stars', (stars) => {
    expect(rateOrderInputSchema.parse({ stars }).stars).toBe(Number(stars));
  });

  it.each([0, 6, 4.5, 'five', '', true, ['3'], null, undefined])(
    'refuses %s stars with the rule',
    (stars) => {
      const result = rateOrderInputSchema.safeParse({ stars });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(RATING_MESSAGES.stars);
    },
  );

  it('trims the comment, drops control characters and reads a blank one as none', () => {
    expect(rateOrderInputSchema.parse({ stars: 4, comment: '  Hot and fast\u0007 \n' }).comment).toBe(
      'Hot and fast',
    );
    expect(rateOrderInputSchema.parse({ stars: 4, comment: '   ' }).comment).toBeNull();
    expect(rateOrderInputSchema.parse({ stars: 4 }).comment).toBeNull();
    expect(rateOrderInputSchema.parse({ stars: 4, comment: 'Line one\nline two' }).comment).toBe(
      'Line one\nline two',
    );
  });

  it('keeps a comment of 500 characters and refuses 501', () => {
    expect(rateOrderInputSchema.safeParse({ stars: 2, comment: 'a'.repeat(500) }).success).toBe(true);
    expect(rateOrderInputSchema.safeParse({ stars: 2, comment: `  ${'好'.repeat(500)}  ` }).success).toBe(
      true,
    );
    const long = rateOrderInputSchema.safeParse({ stars: 2, comment: 'a'.repeat(501) });
    expect(long.error?.issues[0]?.message).toBe(RATING_MESSAGES.commentTooLong);
  });
});

describe('storeRatingOf', () => {
  it.each([
    [0, 0, null],
    [4, 20, null],
    [5, 24, { average: 4.8, count: 5 }],
    [8, 34, { average: 4.3, count: 8 }], // 4.25 rounds up
    [6, 25, { average: 4.2, count: 6 }], // 4.1666...
    [7, 7, { average: 1, count: 7 }],
  ])('%i ratings totalling %i stars show %j', (ratingCount, starTotal, shown) => {
    expect(storeRatingOf({ ratingCount, starTotal })).toEqual(shown);
  });
});

describe('formatRatingAverage', () => {
  it.each([
    [4, 'en', '4.0'],
    [4.3, 'en', '4.3'],
    [5, 'zh-CN', '5.0'],
  ])('writes %s in %s as %s', (average, locale, text) => {
    expect(formatRatingAverage(average, locale)).toBe(text);
  });
});
