import type { CartLine, MenuItem } from '@orderlane/domain';
import { describe, expect, it } from 'vitest';
import type { StoreMenu } from '../utils/map-menu';
import { findUnavailableCartLines } from './use-unavailable-cart-lines';

const item = (id: number, overrides: Partial<MenuItem> = {}): MenuItem =>
  ({
    id,
    name: `Item ${id}`,
    cnName: null,
    active: true,
    categoryId: 1,
    restaurantInfoId: 7,
    optionGroups: [
      {
        groupId: 50,
        name: 'Size',
        required: false,
        numOfChoice: 0,
        multiQtyAllowed: false,
        options: [{ id: 500, name: 'Large', cnName: null, priceCents: 100, active: true }],
      },
    ],
    ...overrides,
  }) as MenuItem;

const menu = (unavailable: number[] = []): StoreMenu => ({
  categories: [
    {
      id: 1,
      name: 'Mains',
      cnName: null,
      description: null,
      active: true,
      available: true,
      displayOrder: 0,
      items: [item(1), item(2), item(3, { active: false })],
    },
  ],
  unavailableItemIds: new Set(unavailable),
});

const line = (itemId: number, overrides: Partial<CartLine> = {}): CartLine =>
  ({
    restaurantInfoId: 7,
    itemId,
    name: `Item ${itemId}`,
    cnName: null,
    quantity: 1,
    options: [],
    orderItemType: 'ITEM',
    ...overrides,
  }) as CartLine;

describe('findUnavailableCartLines', () => {
  it("finds lines whose item was 86'd, switched off or removed, or whose picked option is off", () => {
    const cart = {
      orderItems: [
        line(1),
        line(2),
        line(3),
        line(4),
        line(1, {
          options: [{ groupId: 50, optionId: 501, name: 'Huge', cnName: null, priceCents: 0, quantity: 1 }],
        }),
        line(1, {
          options: [
            { groupId: 50, optionId: 500, name: 'Large', cnName: null, priceCents: 100, quantity: 1 },
          ],
        }),
        line(99, { orderItemType: 'DEAL_ITEM' }),
      ],
    };
    const found = findUnavailableCartLines(menu([2]), cart, 7);
    expect(found.map((entry) => [entry.itemId, entry.options.length])).toEqual([
      [2, 0],
      [3, 0],
      [4, 0],
      [1, 1],
    ]);
    expect(found[3]!.options[0]!.optionId).toBe(501);
  });

  it('leaves a cart whose lines are all still offered, and another store’s lines, alone', () => {
    expect(findUnavailableCartLines(menu(), { orderItems: [line(1), line(2)] }, 7)).toEqual([]);
    expect(
      findUnavailableCartLines(menu([2]), { orderItems: [line(2, { restaurantInfoId: 8 })] }, 7),
    ).toEqual([]);
  });
});
