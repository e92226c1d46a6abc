import {
  dollarsToCents,
  isItemAvailable,
  sortMenuCategories,
  type MenuCategory,
  type MenuItem,
} from '@orderlane/domain';

/** Wire shapes of getStoreMenu and itemAvailability; money in dollars. */
export interface MenuOptionWire {
  id: number;
  name: string;
  cnName?: string | null;
  price?: number | null;
  active?: boolean | null;
  quantity?: number | null;
}

export interface OptionGroupWire {
  groupId: number;
  name: string;
  required: boolean;
  numOfChoice: number | null;
  multiQtyAllowed: boolean;
  options: MenuOptionWire[];
}

export interface MenuItemWire {
  id: number;
  itemId?: string | null;
  displayOrder?: number | null;
  name: string;
  cnName?: string | null;
  description?: string | null;
  price: number;
  mPrice?: number | null;
  offerPrice?: number | null;
  itemImage?: string | null;
  spicy?: boolean | null;
  raw?: boolean | null;
  active?: boolean | null;
  categoryId?: number | null;
  restaurantInfoId?: number | null;
  printerName?: string | null;
  printable?: boolean | null;
  taxExempt?: boolean | null;
  availability?: string | null;
  optionsList?: OptionGroupWire[] | null;
}

export interface MenuCategoryWire {
  id: number;
  displayOrder?: number | null;
  name: string;
  cnName?: string | null;
  description?: string | null;
  active?: boolean | null;
  available?: boolean | null;
  items?: MenuItemWire[] | null;
}

const centsOrNull = (dollars: number | null | undefined) =>
  dollars === null || dollars === undefined ? null : dollarsToCents(dollars);

export function toMenuItem(
  wire: MenuItemWire,
  context: { categoryId: number; restaurantInfoId: number },
): MenuItem {
  return {
    id: wire.id,
    code: wire.itemId ?? null,
    name: wire.name,
    cnName: wire.cnName ?? null,
    description: wire.description ?? null,
    priceCents: dollarsToCents(wire.price),
    mPriceCents: centsOrNull(wire.mPrice),
    // An offer of 0 or less is no offer.
    offerPriceCents: wire.offerPrice ? centsOrNull(wire.offerPrice) : null,
    active: wire.active ?? true,
    displayOrder: wire.displayOrder ?? 0,
    categoryId: wire.categoryId ?? context.categoryId,
    restaurantInfoId: wire.restaurantInfoId ?? context.restaurantInfoId,
    imageUrl: wire.itemImage || null,
    spicy: wire.spicy ?? false,
    raw: wire.raw ?? false,
    printerName: wire.printerName ?? null,
    printable: wire.printable ?? true,
    taxExempt: wire.taxExempt ?? false,
    optionGroups: (wire.optionsList ?? []).map((group) => ({
      groupId: group.groupId,
      name: group.name,
      required: group.required,
      numOfChoice: group.numOfChoice ?? 0,
      multiQtyAllowed: group.multiQtyAllowed,
      options: group.options.map((option) => ({
        id: option.id,
        name: option.name,
        cnName: option.cnName ?? null,
        priceCents: dollarsToCents(option.price ?? 0),
        active: option.active ?? true,
      })),
    })),
  };
}

export interface StoreMenu {
  /** Sorted as the spec asks: available categories first, then by displayOrder. */
  categories: MenuCategory[];
  /** Items whose availability is not ALL: shown, but not orderable. */
  unavailableItemIds: ReadonlySet<number>;
}

export function toStoreMenu(wire: MenuCategoryWire[], restaurantInfoId: number): StoreMenu {
  const unavailableItemIds = new Set<number>();
  const categories: MenuCategory[] = wire.map((category) => ({
    id: category.id,
    displayOrder: category.displayOrder ?? 0,
    name: category.name,
    cnName: category.cnName ?? null,
    description: category.description ?? null,
    active: category.active ?? true,
    available: category.available ?? true,
    items: (category.items ?? []).map((item) => {
      if (item.availability !== undefined && !isItemAvailable(item.availability)) {
        unavailableItemIds.add(item.id);
      }
      return toMenuItem(item, { categoryId: category.id, restaurantInfoId });
    }),
  }));
  return {
    categories: sortMenuCategories(categories).filter((category) => category.items.length > 0),
    unavailableItemIds,
  };
}
