import { centsToDollars, displayPriceCents, type OptionGroup } from '@orderlane/domain';
import type { AssembledItem } from './menu-assembly.js';

const toDollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

/** An option group; every option starts at quantity 0 for the item modal. */
export function toWireOptionGroup(group: OptionGroup) {
  return {
    groupId: group.groupId,
    name: group.name,
    required: group.required,
    numOfChoice: group.numOfChoice,
    multiQtyAllowed: group.multiQtyAllowed,
    options: group.options.map((option) => ({
      id: option.id,
      name: option.name,
      cnName: option.cnName,
      price: centsToDollars(option.priceCents),
      active: option.active,
      quantity: 0,
    })),
  };
}

/** A menu item; mPrice is the marketplace price (mPrice, else price x the store's mRate). */
export function toWireItem(item: AssembledItem, context: { mRate: number; availability: string }) {
  return {
    id: item.id,
    itemId: item.code,
    displayOrder: item.displayOrder,
    name: item.name,
    cnName: item.cnName,
    description: item.description,
    price: centsToDollars(item.priceCents),
    mPrice: centsToDollars(displayPriceCents(item, { locale: 'en', mRate: context.mRate })),
    offerPrice: toDollars(item.offerPriceCents),
    itemImage: item.imageUrl,
    spicy: item.spicy,
    raw: item.raw,
    active: item.active,
    categoryId: item.categoryId,
    restaurantInfoId: item.restaurantInfoId,
    printerName: item.printerName,
    printable: item.printable,
    taxExempt: item.taxExempt,
    availability: context.availability,
    optionsList: item.optionGroups.map(toWireOptionGroup),
  };
}

export type WireMenuItem = ReturnType<typeof toWireItem>;

/** A menu category as getStoreMenu answers it. */
export function toWireCategory(
  category: {
    id: number;
    displayOrder: number;
    name: string;
    cnName: string | null;
    description: string | null;
    active: boolean;
    available: boolean;
  },
  items: WireMenuItem[],
) {
  return {
    id: category.id,
    displayOrder: category.displayOrder,
    name: category.name,
    cnName: category.cnName,
    description: category.description,
    active: category.active,
    available: category.available,
    items,
  };
}

export type WireMenuCategory = ReturnType<typeof toWireCategory>;
