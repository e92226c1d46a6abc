import { centsToDollars, dollarsToCents, optionGroupProblems } from '@orderlane/domain';
import { unguardCsvCell } from '@/lib/csv-formula-guard.js';

/** Columns of the menu CSV, in order (docs/menu-csv.md). */
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

/** The exported header: the required columns with the window columns before the long options cell. */
export const MENU_CSV_EXPORT_COLUMNS = [
  ...MENU_CSV_COLUMNS.filter((column) => column !== 'options'),
  ...MENU_CSV_WINDOW_COLUMNS,
  'options',
] as const;

type CsvColumn = (typeof MENU_CSV_EXPORT_COLUMNS)[number];
const TIME_OF_DAY = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

export interface CsvGroup {
  name: string;
  required: boolean;
  numOfChoice: number;
  multiQtyAllowed: boolean;
  options: { name: string; priceCents: number }[];
}

export interface CsvItem {
  category: string;
  categoryCnName: string | null;
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
  categoryAvailableFrom: string | null;
  categoryAvailableUntil: string | null;
  availableFrom: string | null;
  availableUntil: string | null;
  groups: CsvGroup[];
}

const RULE = /^(.+?)\s*\((required (\d+)|up to (\d+)|any)(, qty)?\)\s*:\s*(.*)$/i;
const MONEY = /^\d{1,5}(\.\d{1,2})?$/;

/** 'Size (required 1): Regular=0 | Large=2; Extras (up to 2, qty): Cheese=0.50' -> groups. */
export function parseOptionsCell(cell: string): CsvGroup[] | string {
  const groups: CsvGroup[] = [];
  for (const part of cell
    .split(';')
    .map((text) => text.trim())
    .filter(Boolean)) {
    const match = RULE.exec(part);
    if (!match) {
      return `option group "${part.slice(0, 40)}" must read "Name (required N|up to N|any[, qty]): Option=price | ..."`;
    }
    const [, name, , required, upTo, qty, list] = match;
    const options: CsvGroup['options'] = [];
    for (const entry of (list ?? '')
      .split('|')
      .map((text) => text.trim())
      .filter(Boolean)) {
      const at = entry.lastIndexOf('=');
      const optionName = at > 0 ? entry.slice(0, at).trim() : '';
      const price = at > 0 ? entry.slice(at + 1).trim() : '';
      if (!optionName || !MONEY.test(price)) {
        return `option "${entry.slice(0, 40)}" must read Name=price (dollars, e.g. Large=2.50)`;
      }
      options.push({ name: optionName, priceCents: dollarsToCents(price) });
    }
    const group: CsvGroup = {
      name: name!.trim(),
      required: required !== undefined,
      numOfChoice: Number(required ?? upTo ?? 0),
      multiQtyAllowed: qty !== undefined,
      options,
    };
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
        .map((option) => `${option.name}=${centsToDollars(option.priceCents).toFixed(2)}`)
        .join(' | ');
      return `${group.name} (${rule}${group.multiQtyAllowed ? ', qty' : ''}): ${options}`;
    })
    .join('; ');
}

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

/** One CSV record (already split into cells by the parser) to an item, or the sentences saying what is wrong. */
export function readCsvRow(record: Record<string, string>): CsvItem | string[] {
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
  const name = cell('name', 120);
  if (!category) {
    problems.push('category is empty');
  }
  if (!name) {
    problems.push('name is empty');
  }
  const item = {
    category,
    categoryCnName: cell('categoryCnName', 120) || null,
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
    categoryAvailableFrom: time('categoryAvailableFrom'),
    categoryAvailableUntil: time('categoryAvailableUntil'),
    availableFrom: time('availableFrom'),
    availableUntil: time('availableUntil'),
  };
  const groups = parseOptionsCell(cell('options', 5000));
  if (typeof groups === 'string') {
    problems.push(groups);
  }
  return problems.length > 0 ? problems : { ...item, groups: groups as CsvGroup[] };
}
