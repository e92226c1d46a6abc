import { DomainError } from '../errors.js';
import type { MenuCategory, MenuItem } from '../menu/menu.js';
import { showsMarketplacePrices, type DisplayLocale } from '../pricing/item-prices.js';
import { cleanCategoryName } from '../menu/menu.js';
import { sumCents } from '../money/money.js';
import { ITEM_QUANTITY_MAX, ITEM_QUANTITY_MIN } from '../option-groups/option-groups.js';
import { validateSelection } from '../option-groups/validate-selection.js';
import { filterSpecialInstructions } from '../input-rules/special-instructions.js';
import type { OptionSelection } from '../pricing/item-prices.js';
import { marketplaceUnitPriceCents, unitPriceCents } from '../pricing/item-prices.js';
import type { CartLine } from './cart-state.js';

/** The item code and '. ' go before the name when the code starts with a letter ("A1. Egg Roll"). */
export function cartLineName(item: Pick<MenuItem, 'code' | 'name'>): string {
  return item.code !== null && /^\p{L}/u.test(item.code) ? `${item.code}. ${item.name}` : item.name;
}

export interface CartLineInput {
  item: MenuItem;
  selection: OptionSelection;
  quantity: number;
  category: Pick<MenuCategory, 'id' | 'name' | 'cnName'> | null;
  specialInstructions: string;
  mRate: number | null;
}

/** Builds a priced cart line; throws DomainError invalid_data for a bad quantity or option pick. */
export function createCartLine(input: CartLineInput): CartLine {
  const { item, selection, quantity } = input;
  if (!item.active) {
    throw new DomainError('invalid_data', `"${item.name}" is not available`);
  }
  if (!Number.isInteger(quantity) || quantity < ITEM_QUANTITY_MIN || quantity > ITEM_QUANTITY_MAX) {
    throw new DomainError('invalid_data', `Quantity of "${item.name}" must be a whole number from 1 to 99`);
  }
  validateSelection(item.optionGroups, selection);
  const options = selection.map((pick) => {
    const group = item.optionGroups.find((candidate) => candidate.groupId === pick.groupId);
    const option = group?.options.find((candidate) => candidate.id === pick.optionId);
    return {
      groupId: pick.groupId,
      optionId: pick.optionId,
      name: option?.name ?? '',
      cnName: option?.cnName ?? null,
      priceCents: option?.priceCents ?? 0,
      quantity: pick.quantity,
    };
  });
  return {
    restaurantInfoId: item.restaurantInfoId,
    itemId: item.id,
    name: cartLineName(item),
    cnName: item.cnName,
    quantity,
    priceCents: unitPriceCents(item, selection),
    mPriceCents: marketplaceUnitPriceCents(item, selection, input.mRate),
    options,
    categoryId: input.category?.id ?? null,
    categoryName: input.category ? cleanCategoryName(input.category.name) : null,
    categoryCnName: input.category?.cnName ?? null,
    specialInstructions: filterSpecialInstructions(input.specialInstructions),
    printerName: item.printerName,
    printable: item.printable,
    taxExempt: item.taxExempt,
    orderItemType: 'ITEM',
  };
}

export function cartSubtotalCents(lines: readonly Pick<CartLine, 'priceCents' | 'quantity'>[]): number {
  return sumCents(lines.map((line) => line.priceCents * line.quantity));
}

/** The subtotal a diner sees: marketplace prices in English, plain prices in zh-CN. */
export function cartDisplaySubtotalCents(
  lines: readonly Pick<CartLine, 'priceCents' | 'mPriceCents' | 'quantity'>[],
  locale: DisplayLocale,
): number {
  return sumCents(
    lines.map(
      (line) => (showsMarketplacePrices(locale) ? line.mPriceCents : line.priceCents) * line.quantity,
    ),
  );
}

export function cartItemCount(lines: readonly Pick<CartLine, 'quantity'>[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}

/** "1 item", "3 items" for the Checkout button. */
export function itemCountLabel(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

export function hasDealLine(lines: readonly Pick<CartLine, 'orderItemType'>[]): boolean {
  return lines.some((line) => line.orderItemType === 'DEAL_ITEM');
}
