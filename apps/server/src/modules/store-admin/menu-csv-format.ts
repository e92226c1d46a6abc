import { centsToDollars, dollarsToCents, optionGroupProblems } from '@orderlane/domain';
import { unguardCsvCell } from '@/lib/csv-formula-guard.js';

/** Columns of the menu CSV, in order (docs/menu-csv.md). Only `category`, `name` and `price` must be in a file. */
export const MENU_CSV_COLUMNS = [
  'category',
  'categoryCnName',
  'code',
  'name',
  'cnName',
  'description',
  'price',
  'mPrice',
  'spicy',
  'raw',
  'active',
  'printerName',
  'options',
] as const;

/** The columns a file must have; every other one may be left out (its cells then read as empty). */
export const MENU_CSV_REQUIRED_COLUMNS = ['category', 'name', 'price'] as const;

/**
 * Daily sale windows (store-local 'HH:mm'; empty = no bound). Always exported; optional on import, so a file
 * made before these columns existed still comes in (its items then have no window).
 */
export const MENU_CSV_WINDOW_COLUMNS = [
  'categoryAvailableFrom',
  'categoryAvailableUntil',
  'availableFrom',
  'availableUntil',
] as const;

/**
 * The store's own ids of the row's category and item, exported last: an import matches rows to what the store has
 * by them first (then by names), so a renamed item keeps its photo, sold-out state and kitchen settings. Empty or
 * unknown ids (a file from another store) fall back to names; a new row leaves them empty.
 */
export const MENU_CSV_ID_COLUMNS = ['categoryId', 'id'] as const;

/** The exported header: the columns above with the window columns before the long options cell, then the ids. */
export const MENU_CSV_EXPORT_COLUMNS = [
  ...MENU_CSV_COLUMNS.filter((column) => column !== 'options'),
  ...MENU_CSV_WINDOW_COLUMNS,
  'options',
  ...MENU_CSV_ID_COLUMNS,
] as const;

/** Every column the import reads; a header naming none of them is not a menu file. */
export const MENU_CSV_KNOWN_COLUMNS: readonly string[] = MENU_CSV_EXPORT_COLUMNS;

type CsvColumn = (typeof MENU_CSV_EXPORT_COLUMNS)[number];
const TIME_OF_DAY = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

export interface CsvGroup {
  name: string;
  required: boolean;
  numOfChoice: number;
  multiQtyAllowed: boolean;
  options: { name: string; priceCents: number }[];
}

/** The item half of a row. */
export interface CsvItemFields {
  code: string | null;
  name: string;
  cnName: string | null;
  description: string | null;
  priceCents: number;
  mPriceCents: number | null;
  spicy: boolean;
  raw: boolean;
  active: boolean;
  printerName: string | null;
  availableFrom: string | null;
  availableUntil: string | null;
  groups: CsvGroup[];
}

/** One row: its category's cells and its item, or no item (a row naming only a category keeps it, empty). */
export interface CsvRow {
  category: string;
  categoryCnName: string | null;
  categoryAvailableFrom: string | null;
  categoryAvailableUntil: string | null;
  /** The store's category id the row names, or null (empty, or not a number). */
  categoryId: number | null;
  /** The store's item id the row names, or null. */
  id: number | null;
  item: CsvItemFields | null;
}

// Names in the options cell: a backslash makes the next character plain text, so a name may hold ; | or \.
const RULE = /^((?:\\.|[^\\])+?)\s*\((required (\d+)|up to (\d+)|any)(, qty)?\)\s*:\s*(.*)$/is;
const MONEY = /^\d{1,5}(\.\d{1,2})?$/;
const RULE_LIKE = /\((?=\s*(required|up to|any)\b)/gi;

/** Splits at each `separator` not escaped with a backslash; the parts keep their escapes. */
function splitUnescaped(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '\\' && index + 1 < text.length) {
      current += char + text[index + 1];
      index += 1;
    } else if (char === separator) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

const unescapeName = (text: string) => text.replace(/\\(.)/gs, '$1');
const escapeName = (text: string) => text.replace(/[\\;|]/g, (char) => `\\${char}`);

/** 'Size (required 1): Regular=0 | Large=2; Extras (up to 2, qty): Cheese=0.50' -> groups. */
export function parseOptionsCell(cell: string): CsvGroup[] | string {
  const groups: CsvGroup[] = [];
  for (const part of splitUnescaped(cell, ';')
    .map((text) => text.trim())
    .filter(Boolean)) {
    const match = RULE.exec(part);
    if (!match) {
      return `option group "${part.slice(0, 40)}" must read "Name (required N|up to N|any[, qty]): Option=price | ..."`;
    }
    const [, name, , required, upTo, qty, list] = match;
    const options: CsvGroup['options'] = [];
    for (const entry of splitUnescaped(list ?? '', '|')
      .map((text) => text.trim())
      .filter(Boolean)) {
      const at = entry.lastIndexOf('=');
      const optionName = at > 0 ? unescapeName(entry.slice(0, at).trim()) : '';
      const price = at > 0 ? entry.slice(at + 1).trim() : '';
      if (!optionName || !MONEY.test(price)) {
        return `option "${entry.slice(0, 40)}" must read Name=price (dollars, e.g. Large=2.50)`;
      }
      if (optionName.length > 120) {
        return `option "${optionName.slice(0, 40)}..." is longer than 120 characters`;
      }
      options.push({ name: optionName, priceCents: dollarsToCents(price) });
    }
    const group: CsvGroup = {
      name: unescapeName(name!.trim()),
      required: required !== undefined,
      numOfChoice: Number(required ?? upTo ?? 0),
      multiQtyAllowed: qty !== undefined,
      options,
    };
    if (group.name.length > 120) {
      return `option group "${group.name.slice(0, 40)}..." has a name longer than 120 characters`;
    }
    const problems = optionGroupProblems(
      group,
      options.map(() => ({ active: true })),
    );
    if (problems.length > 0) {
      return problems.join(' ');
    }
    groups.push(group);
  }
  return groups;
}

export function formatOptionsCell(groups: CsvGroup[]): string {
  return groups
    .map((group) => {
      const rule = group.required
        ? `required ${Math.max(1, group.numOfChoice)}`
        : group.numOfChoice > 0
          ? `up to ${group.numOfChoice}`
          : 'any';
      const options = group.options
        .map((option) => `${escapeName(option.name)}=${centsToDollars(option.priceCents).toFixed(2)}`)
        .join(' | ');
      // A "(" that would read as the rule is escaped too: "Pick \(any) (required 1): ...".
      const name = escapeName(group.name).replace(RULE_LIKE, '\\(');
      return `${name} (${rule}${group.multiQtyAllowed ? ', qty' : ''}): ${options}`;
    })
    .join('; ');
}

/** An item's cells as exported (before the formula guard); the import compares rows through it too. */
export function itemCells(item: CsvItemFields): Record<(typeof ITEM_COLUMNS)[number], string> {
  const money = (cents: number) => centsToDollars(cents).toFixed(2);
  return {
    code: item.code ?? '',
    name: item.name,
    cnName: item.cnName ?? '',
    description: item.description ?? '',
    price: money(item.priceCents),
    mPrice: item.mPriceCents === null ? '' : money(item.mPriceCents),
    spicy: item.spicy ? 'yes' : 'no',
    raw: item.raw ? 'yes' : 'no',
    active: item.active ? 'yes' : 'no',
    printerName: item.printerName ?? '',
    availableFrom: item.availableFrom ?? '',
    availableUntil: item.availableUntil ?? '',
    options: formatOptionsCell(item.groups),
  };
}

/** The item columns, in the order the preview lists an item's changes. */
export const ITEM_COLUMNS = [
  'code',
  'name',
  'cnName',
  'description',
  'price',
  'mPrice',
  'spicy',
  'raw',
  'active',
  'printerName',
  'availableFrom',
  'availableUntil',
  'options',
] as const;

const FLAGS: Record<string, boolean> = {
  '': false,
  yes: true,
  no: false,
  true: true,
  false: false,
  '1': true,
  '0': false,
  y: true,
  n: false,
};

const ITEM_ONLY_COLUMNS = [
  'code',
  'name',
  'cnName',
  'description',
  'price',
  'mPrice',
  'spicy',
  'raw',
  'active',
  'printerName',
  'availableFrom',
  'availableUntil',
  'options',
  'id',
] as const;

const readId = (text: string) => (/^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null);

/** One CSV record (already split into cells by the parser) to a row, or the sentences saying what is wrong. */
export function readCsvRow(record: Record<string, string>): CsvRow | string[] {
  const problems: string[] = [];
  const cell = (column: CsvColumn, max: number) => {
    // The export's text mark (a ' before = + - @ tab CR or ') comes off after the parser's trim, exactly once.
    const value = unguardCsvCell((record[column] ?? '').trim());
    if (value.length > max) {
      problems.push(`${column} is longer than ${max} characters`);
    }
    return value;
  };
  const flag = (column: 'spicy' | 'raw' | 'active', fallback: boolean) => {
    const value = cell(column, 5).toLowerCase();
    if (value === '') {
      return fallback;
    }
    if (!(value in FLAGS)) {
      problems.push(`${column} must be yes or no`);
    }
    return FLAGS[value] ?? fallback;
  };
  const money = (column: 'price' | 'mPrice', required: boolean) => {
    const value = cell(column, 12).replace(/^\$/, '');
    if (value === '' && !required) {
      return null;
    }
    if (!MONEY.test(value)) {
      problems.push(`${column} must be dollars like 12.50`);
      return 0;
    }
    return dollarsToCents(value);
  };
  const time = (column: (typeof MENU_CSV_WINDOW_COLUMNS)[number]) => {
    const value = cell(column, 5);
    if (value !== '' && !TIME_OF_DAY.test(value)) {
      problems.push(`${column} must be a time like 06:30 (00:00 to 24:00), or empty`);
    }
    return value || null;
  };
  const category = cell('category', 120);
  if (!category) {
    problems.push('category is empty');
  }
  const row = {
    category,
    categoryCnName: cell('categoryCnName', 120) || null,
    categoryAvailableFrom: time('categoryAvailableFrom'),
    categoryAvailableUntil: time('categoryAvailableUntil'),
    categoryId: readId(cell('categoryId', 12)),
    id: readId(cell('id', 12)),
  };
  // A row with a category and no item cells at all keeps that category, even with no items.
  if (ITEM_ONLY_COLUMNS.every((column) => (record[column] ?? '').trim() === '')) {
    return problems.length > 0 ? problems : { ...row, item: null };
  }
  const name = cell('name', 120);
  if (!name) {
    problems.push('name is empty');
  }
  const item = {
    code: cell('code', 20) || null,
    name,
    cnName: cell('cnName', 120) || null,
    description: cell('description', 2000) || null,
    priceCents: money('price', true) ?? 0,
    mPriceCents: money('mPrice', false),
    spicy: flag('spicy', false),
    raw: flag('raw', false),
    active: flag('active', true),
    printerName: cell('printerName', 60) || null,
    availableFrom: time('availableFrom'),
    availableUntil: time('availableUntil'),
  };
  const groups = parseOptionsCell(cell('options', 20_000));
  if (typeof groups === 'string') {
    problems.push(groups);
  }
  return problems.length > 0 ? problems : { ...row, item: { ...item, groups: groups as CsvGroup[] } };
}
