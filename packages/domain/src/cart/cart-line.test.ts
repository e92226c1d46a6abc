import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { makeGroups, makeItem } from '../testing/menu-fixtures.js';
import { makeLine } from '../testing/cart-fixtures.js';
import {
  cartItemCount,
  cartLineName,
  cartDisplaySubtotalCents,
  cartSubtotalCents,
  createCartLine,
  hasDealLine,
  itemCountLabel,
} from './cart-line.js';

const item = makeItem({ id: 10, code: 'A1', name: 'Egg Roll', priceCents: 1000, optionGroups: makeGroups() });
const selection = [
  { groupId: 1, optionId: 12, quantity: 1 },
  { groupId: 2, optionId: 22, quantity: 2 },
];
const input = {
  item,
  selection,
  quantity: 2,
  category: { id: 5, name: '10% Starters', cnName: '开胃菜' },
  specialInstructions: 'No {onions} <please>',
  mRate: 1.16,
};

describe('cart line', () => {
  it.each([
    ['A1', 'A1. Egg Roll'],
    ['b12', 'b12. Egg Roll'],
    ['12', 'Egg Roll'],
    ['#3', 'Egg Roll'],
    [null, 'Egg Roll'],
  ])('Cart line: code %s gives the name %s', (code, expected) => {
    expect(cartLineName({ code, name: 'Egg Roll' })).toBe(expected);
  });

  it('Cart line: a new line carries prices, options and the cleaned category', () => {
    const line = createCartLine(input);
    expect(line).toMatchObject({
      restaurantInfoId: 7,
      itemId: 10,
      name: 'A1. Egg Roll',
      quantity: 2,
      priceCents: 1000 + 200 + 2 * 25,
      mPriceCents: 1160 + 232 + 2 * 29,
      categoryName: '10 Starters',
      categoryCnName: '开胃菜',
      specialInstructions: 'No onions please',
      orderItemType: 'ITEM',
    });
    expect(line.options).toEqual([
      { groupId: 1, optionId: 12, name: 'Large', cnName: null, priceCents: 200, quantity: 1 },
      { groupId: 2, optionId: 22, name: 'Hot', cnName: null, priceCents: 25, quantity: 2 },
    ]);
  });

  it('Cart line: a line without a category keeps nulls', () => {
    const line = createCartLine({ ...input, item: makeItem(), selection: [], category: null });
    expect(line).toMatchObject({
      categoryId: null,
      categoryName: null,
      categoryCnName: null,
      name: 'Egg Roll',
    });
  });

  it.each([
    ['quantity 0', { quantity: 0 }, 'Quantity of "Egg Roll" must be a whole number from 1 to 99'],
    ['quantity 100', { quantity: 100 }, 'Quantity of "Egg Roll" must be a whole number from 1 to 99'],
    ['quantity 1.5', { quantity: 1.5 }, 'Quantity of "Egg Roll" must be a whole number from 1 to 99'],
    ['an inactive item', { item: { ...item, active: false } }, '"Egg Roll" is not available'],
    ['a missing required option', { selection: [] }, '"Size" needs 1 choice, got 0'],
  ])('refuses %s', (_, overrides, message) => {
    expect(() => createCartLine({ ...input, ...overrides })).toThrow(message);
    expect(() => createCartLine({ ...input, ...overrides })).toThrow(DomainError);
  });

  it('subtotal and item count add up the lines', () => {
    const lines = [
      makeLine({ priceCents: 1000, quantity: 2 }),
      makeLine({ priceCents: -300, quantity: 1, orderItemType: 'DEAL_ITEM' }),
    ];
    expect(cartSubtotalCents(lines)).toBe(1700);
    expect(cartItemCount(lines)).toBe(3);
    expect(hasDealLine(lines)).toBe(true);
    expect(hasDealLine([makeLine()])).toBe(false);
  });

  it('the shown subtotal uses marketplace prices in English and plain prices in zh-CN', () => {
    const lines = [makeLine({ priceCents: 1000, mPriceCents: 1180, quantity: 2 })];
    expect(cartDisplaySubtotalCents(lines, 'en')).toBe(2360);
    expect(cartDisplaySubtotalCents(lines, 'zh-CN')).toBe(2000);
  });

  it.each([
    [0, '0 items'],
    [1, '1 item'],
    [4, '4 items'],
  ])('Cart panel: %s is labelled %s', (count, label) => {
    expect(itemCountLabel(count)).toBe(label);
  });
});
