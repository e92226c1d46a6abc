import {
  itemAvailabilityAt,
  isWithinDailyWindow,
  sortMenuCategories,
  visibleOptionGroups,
  type CategoryOrderabilityFacts,
  type ITEM_AVAILABLE,
  type DailyWindow,
  type MenuCategory,
  type MenuItem,
  type OptionGroup,
} from '@orderlane/domain';
import type { CategoryRow, ItemRow, OptionGroupRow, OptionRow } from './menu-repository.js';

/** An item as the menu cache keeps it: the domain item plus what its availability depends on. */
export interface AssembledItem extends MenuItem, DailyWindow {
  soldOut: boolean;
}

export interface AssembledCategory extends Omit<MenuCategory, 'available' | 'items'>, DailyWindow {
  items: AssembledItem[];
}

/** Only active options, and only groups with at least one of them. */
export function assembleOptionGroups(
  groups: readonly OptionGroupRow[],
  optionRows: readonly OptionRow[],
): OptionGroup[] {
  return visibleOptionGroups(
    groups.map((group) => ({
      groupId: group.id,
      name: group.name,
      required: group.required,
      numOfChoice: group.numOfChoice,
      multiQtyAllowed: group.multiQtyAllowed,
      options: optionRows
        .filter((option) => option.groupId === group.id)
        .map(({ id, name, cnName, priceCents, active }) => ({ id, name, cnName, priceCents, active })),
    })),
  );
}

export function assembleItem(row: ItemRow, optionGroups: OptionGroup[]): AssembledItem {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    cnName: row.cnName,
    description: row.description,
    priceCents: row.priceCents,
    mPriceCents: row.mPriceCents,
    offerPriceCents: row.offerPriceCents,
    active: row.active,
    displayOrder: row.displayOrder,
    categoryId: row.categoryId,
    restaurantInfoId: row.storeId,
    imageUrl: row.imageUrl,
    spicy: row.spicy,
    raw: row.raw,
    printerName: row.printerName,
    printable: row.printable,
    taxExempt: row.taxExempt,
    optionGroups,
    soldOut: row.soldOut,
    availableFrom: row.availableFrom,
    availableUntil: row.availableUntil,
  };
}

/** The store's whole menu, time-independent, in display order; inactive categories and items left out. */
export function assembleMenu(rows: {
  categories: readonly CategoryRow[];
  items: readonly ItemRow[];
  optionGroups: readonly OptionGroupRow[];
  options: readonly OptionRow[];
}): AssembledCategory[] {
  const assembledItems = rows.items
    .filter((item) => item.active)
    .map((item) =>
      assembleItem(
        item,
        assembleOptionGroups(
          rows.optionGroups.filter((group) => group.itemId === item.id),
          rows.options,
        ),
      ),
    );
  return rows.categories
    .filter((category) => category.active)
    .map((category) => ({
      ...category,
      items: assembledItems.filter((item) => item.categoryId === category.id),
    }))
    .filter((category) => category.items.length > 0);
}

/** getStoreMenu at a store-local time: categories with `available`, available ones first. */
export function arrangeMenuAt(menu: readonly AssembledCategory[], localTime: string) {
  const withAvailability = menu.map((category) => ({
    ...category,
    available: isWithinDailyWindow(category, localTime),
  }));
  // sortMenuCategories keeps the objects' extra fields; only its declared type narrows them.
  return sortMenuCategories(withAvailability) as (AssembledCategory & { available: boolean })[];
}

/** 'ALL' when orderable at that time (the rule of packages/domain, shared with order pricing). */
export function itemAvailability(
  item: Pick<AssembledItem, 'active' | 'soldOut' | 'availableFrom' | 'availableUntil'>,
  category: CategoryOrderabilityFacts | null,
  localTime: string,
): typeof ITEM_AVAILABLE | 'NONE' {
  return itemAvailabilityAt(item, category, localTime);
}
