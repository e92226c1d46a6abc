import type { CartLine } from '../cart/cart-state.js';

/** Test data only: a cart line of restaurant 7 unless overridden. */
export function makeLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    restaurantInfoId: 7,
    itemId: 10,
    name: 'Egg Roll',
    cnName: null,
    quantity: 1,
    priceCents: 1000,
    mPriceCents: 1160,
    options: [],
    categoryId: 5,
    categoryName: 'Starters',
    categoryCnName: null,
    specialInstructions: '',
    printerName: null,
    printable: true,
    taxExempt: false,
    orderItemType: 'ITEM',
    ...overrides,
  };
}
