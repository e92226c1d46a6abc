import type { MenuItem, MenuOption, OptionGroup } from '../menu/menu.js';

/** Test data only: menu pieces with every field filled, overridable per test. */
export function makeOption(overrides: Partial<MenuOption> = {}): MenuOption {
  return { id: 1, name: 'Option', cnName: null, priceCents: 0, active: true, ...overrides };
}

export function makeGroup(overrides: Partial<OptionGroup> = {}): OptionGroup {
  return {
    groupId: 1,
    name: 'Group',
    required: false,
    numOfChoice: 0,
    multiQtyAllowed: false,
    options: [makeOption()],
    ...overrides,
  };
}

export function makeItem(overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    id: 10,
    code: null,
    name: 'Egg Roll',
    cnName: '春卷',
    description: null,
    priceCents: 1000,
    mPriceCents: null,
    offerPriceCents: null,
    active: true,
    displayOrder: 1,
    categoryId: 5,
    restaurantInfoId: 7,
    imageUrl: null,
    spicy: false,
    raw: false,
    printerName: null,
    printable: true,
    taxExempt: false,
    optionGroups: [],
    ...overrides,
  };
}

/** Size (required single), Sauces (required, 2), Toppings (up to 2, multi-qty), Extras (unlimited). */
export function makeGroups(): OptionGroup[] {
  return [
    makeGroup({
      groupId: 1,
      name: 'Size',
      required: true,
      numOfChoice: 1,
      options: [
        makeOption({ id: 11, name: 'Small' }),
        makeOption({ id: 12, name: 'Large', priceCents: 200 }),
      ],
    }),
    makeGroup({
      groupId: 2,
      name: 'Sauces',
      required: true,
      numOfChoice: 2,
      multiQtyAllowed: true,
      options: [
        makeOption({ id: 21, name: 'Sweet', priceCents: 50 }),
        makeOption({ id: 22, name: 'Hot', priceCents: 25 }),
      ],
    }),
    makeGroup({
      groupId: 3,
      name: 'Toppings',
      numOfChoice: 2,
      multiQtyAllowed: true,
      options: [
        makeOption({ id: 31, name: 'Egg', priceCents: 100 }),
        makeOption({ id: 32, name: 'Off', active: false }),
      ],
    }),
    makeGroup({
      groupId: 4,
      name: 'Extras',
      options: [makeOption({ id: 41, name: 'Napkins' }), makeOption({ id: 42, name: 'Chopsticks' })],
    }),
  ];
}
