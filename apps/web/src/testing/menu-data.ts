import type { CartLine, MenuItem, OptionGroup } from '@orderlane/domain';

/** Test data: a noodle bowl with one group of each kind the spec describes. */
export function makeGroups(): OptionGroup[] {
  return [
    {
      groupId: 1,
      name: 'Size',
      required: true,
      numOfChoice: 1,
      multiQtyAllowed: false,
      options: [
        { id: 11, name: 'Small', cnName: '小份', priceCents: 0, active: true },
        { id: 12, name: 'Large', cnName: '大份', priceCents: 200, active: true },
      ],
    },
    {
      groupId: 2,
      name: 'Sauces',
      required: true,
      numOfChoice: 2,
      multiQtyAllowed: true,
      options: [
        { id: 21, name: 'Sweet chili', cnName: null, priceCents: 50, active: true },
        { id: 22, name: 'Hot mustard', cnName: null, priceCents: 0, active: true },
      ],
    },
    {
      groupId: 3,
      name: 'Toppings',
      required: false,
      numOfChoice: 2,
      multiQtyAllowed: false,
      options: [
        { id: 31, name: 'Egg', cnName: null, priceCents: 100, active: true },
        { id: 32, name: 'Tofu', cnName: null, priceCents: 100, active: true },
        { id: 33, name: 'Corn', cnName: null, priceCents: 100, active: true },
        { id: 34, name: 'Hidden', cnName: null, priceCents: 100, active: false },
      ],
    },
    {
      groupId: 4,
      name: 'Extras',
      required: false,
      numOfChoice: 0,
      multiQtyAllowed: false,
      options: [
        { id: 41, name: 'Napkins', cnName: null, priceCents: 0, active: true },
        { id: 42, name: 'Chopsticks', cnName: null, priceCents: 0, active: true },
        { id: 43, name: 'Spoon', cnName: null, priceCents: 0, active: true },
      ],
    },
  ];
}

export function makeItem(overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    id: 501,
    code: 'N1',
    name: 'Beef Noodle Soup',
    cnName: '牛肉面',
    description: 'Slow-braised beef, hand-pulled noodles.',
    priceCents: 1000,
    mPriceCents: null,
    offerPriceCents: null,
    active: true,
    displayOrder: 1,
    categoryId: 9,
    restaurantInfoId: 7,
    imageUrl: null,
    spicy: true,
    raw: false,
    printerName: null,
    printable: true,
    taxExempt: false,
    optionGroups: makeGroups(),
    ...overrides,
  };
}

/** The item as /item/itemAvailability answers it (dollars, wire names). */
export function toAvailabilityWire(item: MenuItem, availability: 'ALL' | 'NONE') {
  return {
    id: item.id,
    itemId: item.code,
    name: item.name,
    cnName: item.cnName,
    description: item.description,
    price: item.priceCents / 100,
    mPrice: item.mPriceCents === null ? null : item.mPriceCents / 100,
    offerPrice: null,
    itemImage: item.imageUrl,
    spicy: item.spicy,
    raw: item.raw,
    availability,
    optionsList: item.optionGroups.map((group) => ({
      ...group,
      options: group.options.map((option) => ({ ...option, price: option.priceCents / 100, quantity: 0 })),
    })),
  };
}

export function makeLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    restaurantInfoId: 7,
    itemId: 501,
    name: 'N1. Beef Noodle Soup',
    cnName: '牛肉面',
    quantity: 1,
    priceCents: 1000,
    mPriceCents: 1200,
    options: [],
    categoryId: 9,
    categoryName: 'Noodles',
    categoryCnName: null,
    specialInstructions: '',
    printerName: null,
    printable: true,
    taxExempt: false,
    orderItemType: 'ITEM',
    ...overrides,
  };
}
