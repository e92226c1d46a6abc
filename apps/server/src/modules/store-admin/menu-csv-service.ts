import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { DomainError } from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import { stringifyGuardedCsv } from '@/lib/csv-formula-guard.js';
import {
  itemCells,
  MENU_CSV_EXPORT_COLUMNS,
  MENU_CSV_KNOWN_COLUMNS,
  MENU_CSV_REQUIRED_COLUMNS,
  readCsvRow,
  type CsvRow,
} from './menu-csv-format.js';
import {
  itemValuesOf,
  planChangesNothing,
  storedItemFields,
  planMenuImport,
  summarizePlan,
  type MenuImportPlan,
  type MenuImportSummary,
} from './menu-csv-plan.js';
import * as repository from './menu-csv-repository.js';
import type { StoreChangeNotifier } from './store-change-notifier.js';

export const MENU_CSV_MAX_ROWS = 2000;
const MAX_LISTED_ERRORS = 20;

/** The one sentence for a file that is not a CSV at all (a spreadsheet, a picture, a PDF, a UTF-16 text). */
export const NOT_A_CSV_MESSAGE =
  'This file is not a CSV file. Save the menu as CSV (comma-separated, UTF-8) and choose it again.';
export const MENU_CHANGED_MESSAGE =
  'The menu changed since this file was checked. Check the file again to see what it will change now.';

// NUL and the other control characters no text file has, and U+FFFD, which is what bytes that are not UTF-8
// become when read as text: the file is binary, or text in another encoding.
const NOT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFD]/;

/** The sentence for csv-parse's refusal, naming the record it stopped at (row 1 is the header). */
function unreadable(error: unknown): DomainError {
  const { code, lines } = (error ?? {}) as { code?: string; lines?: number };
  const where = typeof lines === 'number' ? ` near line ${lines}` : '';
  const why =
    code === 'CSV_QUOTE_NOT_CLOSED'
      ? `a quoted cell${where} is never closed`
      : code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH' || code === 'CSV_RECORD_DONT_MATCH_COLUMNS_LENGTH'
        ? `the row${where} does not have as many cells as the header`
        : code === 'CSV_INVALID_CLOSING_QUOTE' || code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE'
          ? `a quote${where} is followed by text (write a quote inside a quoted cell as "")`
          : `${(error as Error).message.slice(0, 200)}`;
  return new DomainError('invalid_data', `The file is not a readable CSV: ${why}.`);
}

/** The file's rows, each checked; any bad row and the whole file is refused, listing every bad row. */
export function readMenuCsv(csv: string): CsvRow[] {
  if (NOT_TEXT.test(csv)) {
    throw new DomainError('invalid_data', NOT_A_CSV_MESSAGE);
  }
  let records: Record<string, string>[];
  try {
    records = parse(csv, {
      columns: (header: string[]) => header.map((name) => name.trim()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
      relax_column_count: false,
    });
  } catch (error) {
    const columns = (csv.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '')
      .split(',')
      .map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));
    // A header naming none of the menu's columns: not a menu CSV, whatever made the parser stop.
    if (!MENU_CSV_KNOWN_COLUMNS.some((column) => columns.includes(column))) {
      throw new DomainError('invalid_data', NOT_A_CSV_MESSAGE);
    }
    throw unreadable(error);
  }
  const header = records[0] ? Object.keys(records[0]) : [];
  if (records.length > 0 && !header.some((column) => MENU_CSV_KNOWN_COLUMNS.includes(column))) {
    throw new DomainError('invalid_data', NOT_A_CSV_MESSAGE);
  }
  // Spreadsheets leave rows of empty cells below the menu: they are no rows.
  const filled = records
    .map((record, index) => ({ record, index }))
    .filter(({ record }) => Object.values(record).some((cell) => cell.trim() !== ''));
  if (filled.length === 0) {
    throw new DomainError('invalid_data', 'The file has no menu rows.');
  }
  if (filled.length > MENU_CSV_MAX_ROWS) {
    throw new DomainError('invalid_data', `The file has more than ${MENU_CSV_MAX_ROWS} rows.`);
  }
  const missing = MENU_CSV_REQUIRED_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    throw new DomainError('invalid_data', `The header lacks the column(s): ${missing.join(', ')}.`);
  }
  const rows: CsvRow[] = [];
  const errors: string[] = [];
  for (const { record, index } of filled) {
    const read = readCsvRow(record);
    // Row 1 is the header, so the first item is on row 2.
    if (Array.isArray(read)) {
      errors.push(`Row ${index + 2}: ${read.join('; ').replace(/\.$/, '')}.`);
    } else {
      rows.push(read);
    }
  }
  if (errors.length > 0) {
    const more =
      errors.length > MAX_LISTED_ERRORS ? ` (and ${errors.length - MAX_LISTED_ERRORS} more rows)` : '';
    throw new DomainError(
      'invalid_data',
      `Nothing was imported. ${errors.slice(0, MAX_LISTED_ERRORS).join(' ')}${more}`,
    );
  }
  return rows;
}

/** The stored menu as CSV text, one row per item (and one per category without items). */
function menuToCsv(menu: repository.StoredMenu): string {
  const rows = menu.categories.flatMap((category) => {
    const categoryCells = {
      category: category.name,
      categoryCnName: category.cnName ?? '',
      categoryAvailableFrom: category.availableFrom ?? '',
      categoryAvailableUntil: category.availableUntil ?? '',
      categoryId: String(category.id),
    };
    if (category.items.length === 0) {
      return [{ ...categoryCells }];
    }
    return category.items.map((item) => ({
      ...categoryCells,
      ...itemCells(storedItemFields(item)),
      id: String(item.id),
    }));
  });
  const full = rows.map((row) =>
    Object.fromEntries(
      MENU_CSV_EXPORT_COLUMNS.map((column) => [column, (row as Record<string, string>)[column] ?? '']),
    ),
  );
  // Cells that a spreadsheet would run as formulas are exported as text (readCsvRow takes the mark off).
  return stringifyGuardedCsv(full, MENU_CSV_EXPORT_COLUMNS);
}

/** Names the menu's state: a preview's answer carries it, and an apply that names it refuses a changed menu. */
// It is the export's hash: exactly what the plan is worked out from (names, cells, ids and order), so a sold-out
// switch or a photo changed meanwhile does not void a preview, while any change the plan would miss does.
const fingerprintOf = (menu: repository.StoredMenu) =>
  createHash('sha256').update(menuToCsv(menu)).digest('base64url').slice(0, 32);

async function applyPlan(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  storeId: number,
  plan: MenuImportPlan,
) {
  await repository.deleteItems(
    tx,
    storeId,
    plan.removedItems.map(({ item }) => item.id),
  );
  for (const [categoryIndex, category] of plan.categories.entries()) {
    let categoryId: number;
    if (category.existing) {
      categoryId = category.existing.id;
      const change: Partial<repository.CategoryValues> = Object.fromEntries(
        category.changes.map(({ field }) => [field, category.values[field as keyof typeof category.values]]),
      );
      if (plan.renumberCategories && category.existing.displayOrder !== categoryIndex) {
        change.displayOrder = categoryIndex;
      }
      if (Object.keys(change).length > 0) {
        await repository.updateCategory(tx, storeId, categoryId, change);
      }
    } else {
      categoryId = await repository.insertCategory(tx, storeId, {
        ...category.values,
        displayOrder: categoryIndex,
      });
    }
    for (const [itemIndex, item] of category.items.entries()) {
      const displayOrder = category.renumberItems ? itemIndex : undefined;
      if (!item.existing) {
        const itemId = await repository.insertItem(tx, storeId, {
          ...itemValuesOf(item.fields),
          categoryId,
          displayOrder: itemIndex,
        });
        await repository.syncOptionGroups(tx, itemId, item.groups ?? [], []);
        continue;
      }
      // A changed item gets all the file's cells (the same values where they did not change).
      const change: Partial<repository.ItemValues> = item.changes.some(
        ({ field }) => field !== 'options' && field !== 'category',
      )
        ? itemValuesOf(item.fields)
        : {};
      if (item.existing.categoryId !== categoryId) {
        change.categoryId = categoryId;
      }
      if (displayOrder !== undefined && item.existing.displayOrder !== displayOrder) {
        change.displayOrder = displayOrder;
      }
      if (Object.keys(change).length > 0) {
        await repository.updateItem(tx, storeId, item.existing.id, change);
      }
      if (item.groups) {
        await repository.syncOptionGroups(tx, item.existing.id, item.groups, item.existing.groups);
      }
    }
  }
  await repository.deleteCategories(
    tx,
    storeId,
    plan.removedCategories.map((category) => category.id),
  );
}

/**
 * The menu as one CSV row per item (docs/menu-csv.md), and its import: every row checked, all or nothing. An
 * import updates what the store has in place (matched by ids, then names), so what the file does not carry (photos,
 * sold-out and "86" states, kitchen make times, option Chinese names) stays; the preview says what it will do.
 */
export function createMenuCsvService({ db, notifier }: { db: Db; notifier: StoreChangeNotifier }) {
  return {
    async exportCsv(storeId: number): Promise<string> {
      return menuToCsv(await repository.readStoredMenu(db, storeId));
    },

    /** What importing the file would add, change and remove, writing nothing. */
    async previewCsv(storeId: number, csv: string): Promise<MenuImportSummary & { fingerprint: string }> {
      const rows = readMenuCsv(csv);
      const menu = await repository.readStoredMenu(db, storeId);
      return { ...summarizePlan(planMenuImport(menu, rows)), fingerprint: fingerprintOf(menu) };
    },

    /**
     * Brings the store's menu to the file's, in one transaction; any bad row and nothing is written. With the
     * `fingerprint` of a preview, a menu changed since then is refused (409) rather than changed in ways not shown.
     */
    async importCsv(storeId: number, csv: string, fingerprint?: string): Promise<MenuImportSummary> {
      const rows = readMenuCsv(csv);
      const { summary, wrote } = await db.transaction(async (tx) => {
        await repository.lockStoreMenu(tx, storeId);
        const menu = await repository.readStoredMenu(tx, storeId);
        if (fingerprint !== undefined && fingerprint !== fingerprintOf(menu)) {
          throw new DomainError('conflict', MENU_CHANGED_MESSAGE);
        }
        const plan = planMenuImport(menu, rows);
        if (planChangesNothing(plan)) {
          return { summary: summarizePlan(plan), wrote: false };
        }
        await applyPlan(tx, storeId, plan);
        return { summary: summarizePlan(plan), wrote: true };
      });
      if (wrote) {
        await notifier.storeChanged(storeId);
      }
      return summary;
    },
  };
}

export type MenuCsvService = ReturnType<typeof createMenuCsvService>;
