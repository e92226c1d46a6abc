export interface MenuOption {
  id: number;
  name: string;
  cnName: string | null;
  priceCents: number;
  active: boolean;
}

export interface OptionGroup {
  groupId: number;
  name: string;
  required: boolean;
  /** Required: choices needed; optional: the most allowed, 0 meaning unlimited. */
  numOfChoice: number;
  multiQtyAllowed: boolean;
  options: MenuOption[];
}

export interface MenuItem {
  id: number;
  /** The restaurant's own item code ("A1"), shown before the name. */
  code: string | null;
  name: string;
  cnName: string | null;
  description: string | null;
  priceCents: number;
  mPriceCents: number | null;
  offerPriceCents: number | null;
  active: boolean;
  displayOrder: number;
  categoryId: number;
  restaurantInfoId: number;
  imageUrl: string | null;
  spicy: boolean;
  raw: boolean;
  printerName: string | null;
  printable: boolean;
  taxExempt: boolean;
  optionGroups: OptionGroup[];
}

export interface MenuCategory {
  id: number;
  displayOrder: number;
  name: string;
  cnName: string | null;
  description: string | null;
  active: boolean;
  available: boolean;
  items: MenuItem[];
}

/** The item-availability answer that makes an item orderable. */
export const ITEM_AVAILABLE = 'ALL';

export function isItemAvailable(availability: string | null | undefined): boolean {
  return availability === ITEM_AVAILABLE;
}

export function cleanCategoryName(name: string): string {
  return name.replaceAll('%', '').trim();
}

const byDisplayOrder = <T extends { displayOrder: number }>(a: T, b: T): number =>
  a.displayOrder - b.displayOrder;

/** Active categories and items only; available categories first, then by displayOrder; names without '%'. */
export function sortMenuCategories(categories: readonly MenuCategory[]): MenuCategory[] {
  return categories
    .filter((category) => category.active)
    .sort((a, b) => Number(b.available) - Number(a.available) || byDisplayOrder(a, b))
    .map((category) => ({
      ...category,
      name: cleanCategoryName(category.name),
      items: category.items.filter((item) => item.active).sort(byDisplayOrder),
    }));
}

/** The category the "start with a drink?" prompt jumps to. */
export function findDrinkCategory<T extends { name: string }>(categories: readonly T[]): T | null {
  return categories.find((category) => /drink|soda|beverage/i.test(category.name)) ?? null;
}
