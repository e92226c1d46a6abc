import { parse } from 'csv-parse/sync';
import { DomainError } from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import { stringifyGuardedCsv } from '@/lib/csv-formula-guard.js';
import {
  formatOptionsCell,
  MENU_CSV_COLUMNS,
  MENU_CSV_EXPORT_COLUMNS,
  readCsvRow,
  type CsvItem,
} from './menu-csv-format.js';
import * as repository from './menu-editor-repository.js';
import type { MenuEditorService } from './menu-editor-service.js';
import type { StoreChangeNotifier } from './store-change-notifier.js';

export const MENU_CSV_MAX_ROWS = 2000;
const MAX_LISTED_ERRORS = 20;

/** The menu as one CSV row per item (docs/menu-csv.md), and its import: every row checked, all or nothing. */
export function createMenuCsvService({
  db,
  editor,
  notifier,
}: {
  db: Db;
  editor: Pick<MenuEditorService, 'getMenu'>;
  notifier: StoreChangeNotifier;
}) {
  return {
    async exportCsv(storeId: number): Promise<string> {
      const categories = await editor.getMenu(storeId);
      const rows = categories.flatMap((category) =>
        category.items.map((item) => ({
          category: category.name,
          categoryCnName: category.cnName ?? '',
          code: item.code ?? '',
          name: item.name,
          cnName: item.cnName ?? '',
          description: item.description ?? '',
          price: item.price.toFixed(2),
          mPrice: item.mPrice === null ? '' : item.mPrice.toFixed(2),
          spicy: item.spicy ? 'yes' : 'no',
          raw: item.raw ? 'yes' : 'no',
          active: item.active ? 'yes' : 'no',
          printerName: item.printerName ?? '',
          categoryAvailableFrom: category.availableFrom ?? '',
          categoryAvailableUntil: category.availableUntil ?? '',
          availableFrom: item.availableFrom ?? '',
          availableUntil: item.availableUntil ?? '',
          options: formatOptionsCell(
            item.optionGroups.map((group) => ({
              ...group,
              options: group.options.map((option) => ({
                name: option.name,
                priceCents: Math.round(option.price * 100),
              })),
            })),
          ),
        })),
      );
      // Cells that a spreadsheet would run as formulas are exported as text (readCsvRow takes the mark off).
      return stringifyGuardedCsv(rows, MENU_CSV_EXPORT_COLUMNS);
    },

    /** Replaces the store's whole menu with the file's, in one transaction; any bad row and nothing is written. */
    async importCsv(storeId: number, csv: string) {
      let records: Record<string, string>[];
      try {
        records = parse(csv, {
          columns: true,
          skip_empty_lines: true,
          trim: true,
          bom: true,
          relax_column_count: false,
        });
      } catch (error) {
        throw new DomainError(
          'invalid_data',
          `The file is not a readable CSV: ${(error as Error).message.slice(0, 200)}`,
        );
      }
      if (records.length === 0) {
        throw new DomainError('invalid_data', 'The file has no menu rows.');
      }
      if (records.length > MENU_CSV_MAX_ROWS) {
        throw new DomainError('invalid_data', `The file has more than ${MENU_CSV_MAX_ROWS} rows.`);
      }
      const missing = MENU_CSV_COLUMNS.filter((column) => !(column in records[0]!));
      if (missing.length > 0) {
        throw new DomainError('invalid_data', `The header lacks the column(s): ${missing.join(', ')}.`);
      }
      const items: CsvItem[] = [];
      const errors: string[] = [];
      records.forEach((record, index) => {
        const read = readCsvRow(record);
        // Row 1 is the header, so the first item is on row 2.
        if (Array.isArray(read)) {
          errors.push(`Row ${index + 2}: ${read.join('; ').replace(/\.$/, '')}.`);
        } else {
          items.push(read);
        }
      });
      if (errors.length > 0) {
        const more =
          errors.length > MAX_LISTED_ERRORS ? ` (and ${errors.length - MAX_LISTED_ERRORS} more rows)` : '';
        throw new DomainError(
          'invalid_data',
          `Nothing was imported. ${errors.slice(0, MAX_LISTED_ERRORS).join(' ')}${more}`,
        );
      }
      const categoryNames = [...new Set(items.map((item) => item.category))];
      await db.transaction(async (tx) => {
        for (const category of await repository.findCategories(tx, storeId)) {
          await repository.deleteCategory(tx, storeId, category.id);
        }
        for (const categoryName of categoryNames) {
          const inCategory = items.filter((item) => item.category === categoryName);
          // A category's own fields come from the first row of it that has them.
          const firstWith = (field: 'categoryCnName' | 'categoryAvailableFrom' | 'categoryAvailableUntil') =>
            inCategory.find((item) => item[field])?.[field] ?? null;
          const categoryId = await repository.insertCategory(tx, storeId, {
            name: categoryName,
            cnName: firstWith('categoryCnName'),
            availableFrom: firstWith('categoryAvailableFrom'),
            availableUntil: firstWith('categoryAvailableUntil'),
          });
          for (const item of inCategory) {
            const {
              code,
              name,
              cnName,
              description,
              priceCents,
              mPriceCents,
              spicy,
              raw,
              active,
              printerName,
              availableFrom,
              availableUntil,
              groups,
            } = item;
            const fields = {
              code,
              name,
              cnName,
              description,
              priceCents,
              mPriceCents,
              spicy,
              raw,
              active,
              printerName,
              availableFrom,
              availableUntil,
            };
            const itemId = await repository.insertItem(tx, storeId, { ...fields, categoryId });
            await repository.replaceOptionGroups(
              tx,
              itemId,
              groups.map((group) => ({
                ...group,
                options: group.options.map((option) => ({ ...option, cnName: null, active: true })),
              })),
            );
          }
        }
      });
      await notifier.storeChanged(storeId);
      return { categories: categoryNames.length, items: items.length };
    },
  };
}

export type MenuCsvService = ReturnType<typeof createMenuCsvService>;
