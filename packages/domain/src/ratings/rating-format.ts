// Apart from ratings.ts so the store page and list, which only write the average, do not load the rating schema.
/** A shown average with its one decimal always written: 4.0, not 4 (in the reader's number format). */
export function formatRatingAverage(average: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    average,
  );
}
