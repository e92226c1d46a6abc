/** The table-codes page prints one code per table from 1 to N. */
export const DEFAULT_TABLE_COUNT = 12;
export const MAX_TABLE_COUNT = 200;

/** The count typed on the page, kept within 1..200; anything else falls back to the default. */
export function parseTableCount(text: string | null | undefined): number {
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1) {
    return DEFAULT_TABLE_COUNT;
  }
  return Math.min(count, MAX_TABLE_COUNT);
}
