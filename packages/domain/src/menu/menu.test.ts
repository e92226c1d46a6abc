import { describe, expect, it } from 'vitest';
import type { MenuCategory } from './menu.js';
import { cleanCategoryName, findDrinkCategory, isItemAvailable, sortMenuCategories } from './menu.js';
import { makeItem } from '../testing/menu-fixtures.js';

function category(overrides: Partial<MenuCategory>): MenuCategory {
  return {
    id: 1,
    displayOrder: 1,
    name: 'Mains',
    cnName: null,
    description: null,
    active: true,
    available: true,
    items: [],
    ...overrides,
  };
}

describe('menu', () => {
  it.each([
    ['ALL', true],
    ['NONE', false],
    [null, false],
    [undefined, false],
  ])('Item modal: availability %s is orderable: %s', (availability, expected) => {
    expect(isItemAvailable(availability)).toBe(expected);
  });

  it.each([
    ['20% Off Specials', '20 Off Specials'],
    ['%Lunch%', 'Lunch'],
    ['Soups', 'Soups'],
  ])('percent signs are stripped from category name %s', (name, expected) => {
    expect(cleanCategoryName(name)).toBe(expected);
  });

  it('available categories first, then displayOrder; items by displayOrder; inactive hidden', () => {
    const sorted = sortMenuCategories([
      category({ id: 1, displayOrder: 1, available: false }),
      category({ id: 2, displayOrder: 3, name: '50% Deals' }),
      category({
        id: 3,
        displayOrder: 2,
        items: [makeItem({ id: 2, displayOrder: 2 }), makeItem({ id: 1, displayOrder: 1 })],
      }),
      category({ id: 4, displayOrder: 0, active: false }),
      category({ id: 5, displayOrder: 4, items: [makeItem({ id: 9, active: false })] }),
    ]);
    expect(sorted.map((c) => c.id)).toEqual([3, 2, 5, 1]);
    expect(sorted[0]?.items.map((item) => item.id)).toEqual([1, 2]);
    expect(sorted[1]?.name).toBe('50 Deals');
    expect(sorted[2]?.items).toEqual([]);
  });

  it.each([
    [['Mains', 'Soft Drinks'], 'Soft Drinks'],
    [['SODA', 'Mains'], 'SODA'],
    [['Hot Beverages'], 'Hot Beverages'],
    [['Mains', 'Desserts'], null],
  ])('the drink prompt finds the drink category in %j', (names, expected) => {
    const found = findDrinkCategory(names.map((name) => ({ name })));
    expect(found?.name ?? null).toBe(expected);
  });
});
