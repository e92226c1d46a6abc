import { itemCells, ITEM_COLUMNS, type CsvItemFields, type CsvRow } from './menu-csv-format.js';
import type { CategoryValues, GroupSync, ItemValues, StoredMenu } from './menu-csv-repository.js';

type StoredCategory = StoredMenu['categories'][number];
type StoredItem = StoredCategory['items'][number];

/** One cell an import changes, as the file shows it: `from` the store's value, `to` the file's. */
export interface CellChange {
  field: string;
  from: string;
  to: string;
}

export interface PlannedItem {
  /** The store's item the row updates, or null for a new item. */
  existing: StoredItem | null;
  fields: CsvItemFields;
  changes: CellChange[];
  /** The option groups to write (only when the options cell differs from the item's). */
  groups: GroupSync[] | null;
}

export interface PlannedCategory {
  existing: StoredCategory | null;
  values: Omit<CategoryValues, 'displayOrder'>;
  changes: CellChange[];
  items: PlannedItem[];
  /** The items' display order is written again (new or moved items, or a new order); otherwise left as it is. */
  renumberItems: boolean;
}

export interface MenuImportPlan {
  categories: PlannedCategory[];
  renumberCategories: boolean;
  removedItems: { item: StoredItem; category: StoredCategory }[];
  removedCategories: StoredCategory[];
}

/** What the owner is shown before an import is applied, and told after. */
export interface MenuImportSummary {
  categories: number;
  items: number;
  added: { category: string; name: string }[];
  changed: { category: string; name: string; changes: CellChange[] }[];
  removed: { category: string; name: string }[];
  categoriesAdded: string[];
  categoriesChanged: { name: string; changes: CellChange[] }[];
  categoriesRemoved: string[];
  /** Categories or items change places. */
  reordered: boolean;
  /** Items the file leaves exactly as they are. */
  unchanged: number;
}

/** A stored item as the CSV reads it, so the file's row and the store's item compare cell by cell. */
export function storedItemFields(item: StoredItem): CsvItemFields {
  return {
    code: item.code,
    name: item.name,
    cnName: item.cnName,
    description: item.description,
    priceCents: item.priceCents,
    mPriceCents: item.mPriceCents,
    spicy: item.spicy,
    raw: item.raw,
    active: item.active,
    printerName: item.printerName,
    availableFrom: item.availableFrom,
    availableUntil: item.availableUntil,
    groups: item.groups.map((group) => ({
      name: group.name,
      required: group.required,
      numOfChoice: group.numOfChoice,
      multiQtyAllowed: group.multiQtyAllowed,
      options: group.options.map((option) => ({ name: option.name, priceCents: option.priceCents })),
    })),
  };
}

/** Takes the first entry that `matches` and is still free, marking it taken. */
function claim<T extends { id: number }>(
  candidates: readonly T[],
  taken: Set<number>,
  matches: (candidate: T) => boolean,
): T | null {
  const found = candidates.find((candidate) => !taken.has(candidate.id) && matches(candidate));
  if (found) {
    taken.add(found.id);
  }
  return found ?? null;
}

/** The file's groups with the ids of the item's groups and options they keep (matched by name, in order). */
function syncGroups(fields: CsvItemFields, existing: StoredItem | null): GroupSync[] {
  const takenGroups = new Set<number>();
  return fields.groups.map((group) => {
    const kept = existing
      ? claim(existing.groups, takenGroups, (candidate) => candidate.name === group.name)
      : null;
    const takenOptions = new Set<number>();
    return {
      id: kept?.id ?? null,
      name: group.name,
      required: group.required,
      numOfChoice: group.numOfChoice,
      multiQtyAllowed: group.multiQtyAllowed,
      options: group.options.map((option) => ({
        id: kept
          ? (claim(kept.options, takenOptions, (candidate) => candidate.name === option.name)?.id ?? null)
          : null,
        name: option.name,
        priceCents: option.priceCents,
      })),
    };
  });
}

const sameOrder = (before: number[], after: number[]) =>
  before.length === after.length && before.every((id, index) => after[index] === id);

/**
 * Works out what an import does to the store's menu, writing nothing. Rows find what they update by the ids the
 * export carries, then (a file without them, or a new row) by name: a category by its name, an item by its code
 * when that is unique, by its name in its category, then by its name anywhere. Whatever no row names is removed.
 */
export function planMenuImport(menu: StoredMenu, rows: readonly CsvRow[]): MenuImportPlan {
  const storedCategories = menu.categories;
  const storedItems = storedCategories.flatMap((category) =>
    category.items.map((item) => ({ ...item, categoryName: category.name })),
  );
  const categoryIds = new Set(storedCategories.map((category) => category.id));
  const itemIds = new Set(storedItems.map((item) => item.id));

  // Ids first: a category or item named by its id is the file's, whatever else its name matches.
  const takenCategories = new Set<number>();
  const takenItems = new Set<number>();
  const rowCategoryId = rows.map((row) => {
    if (row.categoryId !== null && categoryIds.has(row.categoryId)) {
      takenCategories.add(row.categoryId);
      return row.categoryId;
    }
    return null;
  });
  const rowItemId = rows.map((row) => {
    if (row.item && row.id !== null && itemIds.has(row.id) && !takenItems.has(row.id)) {
      takenItems.add(row.id);
      return row.id;
    }
    return null;
  });

  // The file's categories, in file order: by id, else joining an earlier one of the same name, else by name.
  interface FileCategory {
    existing: StoredCategory | null;
    rows: { row: CsvRow; index: number }[];
  }
  const fileCategories: FileCategory[] = [];
  rows.forEach((row, index) => {
    const id = rowCategoryId[index] ?? null;
    let target =
      id !== null
        ? fileCategories.find((category) => category.existing?.id === id)
        : fileCategories.find((category) => category.rows[0]!.row.category === row.category);
    if (!target) {
      const existing =
        id !== null
          ? (storedCategories.find((category) => category.id === id) ?? null)
          : claim(storedCategories, takenCategories, (category) => category.name === row.category);
      target = { existing, rows: [] };
      fileCategories.push(target);
    }
    target.rows.push({ row, index });
  });

  // Items without an id: by a code only one item has, then by name in the row's category, then anywhere.
  const codeCounts = new Map<string, number>();
  for (const item of storedItems) {
    if (item.code) {
      codeCounts.set(item.code, (codeCounts.get(item.code) ?? 0) + 1);
    }
  }
  const matchOf = (row: CsvRow, index: number, category: StoredCategory | null): StoredItem | null => {
    const id = rowItemId[index];
    if (id !== null && id !== undefined) {
      return storedItems.find((item) => item.id === id) ?? null;
    }
    const fields = row.item!;
    return (
      (fields.code && codeCounts.get(fields.code) === 1
        ? claim(storedItems, takenItems, (item) => item.code === fields.code)
        : null) ??
      (category
        ? claim(
            storedItems,
            takenItems,
            (item) => item.categoryId === category.id && item.name === fields.name,
          )
        : null) ??
      claim(storedItems, takenItems, (item) => item.name === fields.name)
    );
  };

  const categories: PlannedCategory[] = fileCategories.map(({ existing, rows: categoryRows }) => {
    const first = <K extends 'categoryCnName' | 'categoryAvailableFrom' | 'categoryAvailableUntil'>(
      field: K,
    ) => categoryRows.find(({ row }) => row[field])?.row[field] ?? null;
    const values = {
      name: categoryRows[0]!.row.category,
      cnName: first('categoryCnName'),
      availableFrom: first('categoryAvailableFrom'),
      availableUntil: first('categoryAvailableUntil'),
    };
    const cellOf = (value: string | null) => value ?? '';
    const changes: CellChange[] = existing
      ? (['name', 'cnName', 'availableFrom', 'availableUntil'] as const)
          .filter((field) => cellOf(existing[field]) !== cellOf(values[field]))
          .map((field) => ({ field, from: cellOf(existing[field]), to: cellOf(values[field]) }))
      : [];
    const planned = categoryRows
      .filter(({ row }) => row.item !== null)
      .map(({ row, index }): PlannedItem => {
        const fields = row.item!;
        const match = matchOf(row, index, existing);
        if (!match) {
          return { existing: null, fields, changes: [], groups: syncGroups(fields, null) };
        }
        const before = itemCells(storedItemFields(match));
        const after = itemCells(fields);
        const itemChanges: CellChange[] = ITEM_COLUMNS.filter(
          (column) => before[column] !== after[column],
        ).map((column) => ({ field: column, from: before[column], to: after[column] }));
        if (match.categoryId !== existing?.id) {
          const from = storedCategories.find((category) => category.id === match.categoryId)?.name ?? '';
          itemChanges.unshift({ field: 'category', from, to: values.name });
        }
        return {
          existing: match,
          fields,
          changes: itemChanges,
          groups: before.options === after.options ? null : syncGroups(fields, match),
        };
      });
    const keptBefore = (existing?.items ?? []).map((item) => item.id);
    const keptAfter = planned.map((item) => item.existing?.id ?? -1);
    return {
      existing,
      values,
      changes,
      items: planned,
      renumberItems: !sameOrder(keptBefore, keptAfter),
    };
  });

  const keptItemIds = new Set(
    categories.flatMap((category) =>
      category.items.flatMap((item) => (item.existing ? [item.existing.id] : [])),
    ),
  );
  const keptCategoryIds = new Set(
    categories.flatMap((category) => (category.existing ? [category.existing.id] : [])),
  );
  return {
    categories,
    renumberCategories: !sameOrder(
      storedCategories.map((category) => category.id),
      categories.map((category) => category.existing?.id ?? -1),
    ),
    removedItems: storedCategories.flatMap((category) =>
      category.items.filter((item) => !keptItemIds.has(item.id)).map((item) => ({ item, category })),
    ),
    removedCategories: storedCategories.filter((category) => !keptCategoryIds.has(category.id)),
  };
}

/** The plan as the owner reads it. */
export function summarizePlan(plan: MenuImportPlan): MenuImportSummary {
  const items = plan.categories.flatMap((category) =>
    category.items.map((item) => ({ item, category: category.values.name })),
  );
  // Kept items whose relative order changes, or kept categories that change places.
  const keptOrder = (ids: number[], stored: number[]) => {
    const kept = new Set(ids);
    return sameOrder(
      stored.filter((id) => kept.has(id)),
      ids,
    );
  };
  const categoryOrderKept = keptOrder(
    plan.categories.flatMap((category) => (category.existing ? [category.existing.id] : [])),
    [
      ...plan.categories.flatMap((category) => (category.existing ? [category.existing] : [])),
      ...plan.removedCategories,
    ]
      .sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id)
      .map((category) => category.id),
  );
  const itemOrderKept = plan.categories.every((category) => {
    const ids = category.items.flatMap((item) =>
      item.existing && item.existing.categoryId === category.existing?.id ? [item.existing.id] : [],
    );
    return keptOrder(
      ids,
      (category.existing?.items ?? []).map((item) => item.id),
    );
  });
  return {
    categories: plan.categories.length,
    items: items.length,
    added: items
      .filter(({ item }) => item.existing === null)
      .map(({ item, category }) => ({ category, name: item.fields.name })),
    changed: items
      .filter(({ item }) => item.existing !== null && item.changes.length > 0)
      .map(({ item, category }) => ({ category, name: item.fields.name, changes: item.changes })),
    removed: plan.removedItems.map(({ item, category }) => ({ category: category.name, name: item.name })),
    categoriesAdded: plan.categories
      .filter((category) => category.existing === null)
      .map((category) => category.values.name),
    categoriesChanged: plan.categories
      .filter((category) => category.existing !== null && category.changes.length > 0)
      .map((category) => ({ name: category.values.name, changes: category.changes })),
    categoriesRemoved: plan.removedCategories.map((category) => category.name),
    reordered: !categoryOrderKept || !itemOrderKept,
    unchanged: items.filter(({ item }) => item.existing !== null && item.changes.length === 0).length,
  };
}

/** Whether applying the plan writes anything at all. */
export function planChangesNothing(plan: MenuImportPlan): boolean {
  return (
    !plan.renumberCategories &&
    plan.removedItems.length === 0 &&
    plan.removedCategories.length === 0 &&
    plan.categories.every(
      (category) =>
        category.existing !== null &&
        category.changes.length === 0 &&
        !category.renumberItems &&
        category.items.every((item) => item.existing !== null && item.changes.length === 0),
    )
  );
}

/** An item's values as written (its category and place are set by the caller). */
export function itemValuesOf(fields: CsvItemFields): Omit<ItemValues, 'categoryId' | 'displayOrder'> {
  return {
    code: fields.code,
    name: fields.name,
    cnName: fields.cnName,
    description: fields.description,
    priceCents: fields.priceCents,
    mPriceCents: fields.mPriceCents,
    spicy: fields.spicy,
    raw: fields.raw,
    active: fields.active,
    printerName: fields.printerName,
    availableFrom: fields.availableFrom,
    availableUntil: fields.availableUntil,
  };
}
