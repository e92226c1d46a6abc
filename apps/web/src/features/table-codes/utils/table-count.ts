/** The table-codes page prints one code per table from 1 to N (the server keeps the owner's N; 12 before any). */
export const DEFAULT_TABLE_COUNT = 12;
export const MAX_TABLE_COUNT = 200;

/** The count typed on the page as a whole number from 1 to 200; null for anything else (the page says why). */
export function parseTableCount(text: string | null | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (!/^\d{1,4}$/.test(trimmed)) {
    return null;
  }
  const count = Number(trimmed);
  return count >= 1 && count <= MAX_TABLE_COUNT ? count : null;
}
