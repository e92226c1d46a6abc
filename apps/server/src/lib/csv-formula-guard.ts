import { stringify } from 'csv-stringify/sync';

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab or carriage return before one) as a formula, so an
 * exported cell starting so is prefixed with ' (shown as text, never run). A cell that really starts with ' gets
 * one too, so the import can strip exactly one ' before any of these and every text comes back unchanged.
 */
const NEEDS_QUOTE = /^[=+\-@\t\r']/;
const QUOTED = /^'[=+\-@\t\r']/;
// A plain number (a price, a refund of -2.50) stays a number: it cannot run as a formula.
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** A text as it goes into an exported CSV cell. */
export function guardCsvCell(text: string): string {
  return NEEDS_QUOTE.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** An imported CSV cell back to its text: the inverse of `guardCsvCell`. */
export function unguardCsvCell(cell: string): string {
  return QUOTED.test(cell) ? cell.slice(1) : cell;
}

/** Every cell guarded, as a CSV file with a header row (csv-stringify, which quotes cells needing it). */
export function stringifyGuardedCsv(
  rows: (Record<string, string> | string[])[],
  columns: readonly string[],
): string {
  const guarded = rows.map((row) =>
    Array.isArray(row)
      ? row.map(guardCsvCell)
      : Object.fromEntries(Object.entries(row).map(([key, value]) => [key, guardCsvCell(value)])),
  );
  // A lone carriage return would end the record for most readers: such cells are quoted too.
  return stringify(guarded, { header: true, columns: [...columns], quoted_match: /\r/ });
}
