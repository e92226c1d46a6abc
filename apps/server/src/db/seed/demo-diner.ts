/** The demo diner of CONTRACT.md "Demo data" and the orders in their history. */
export const demoDiner = {
  email: 'demo@orderlane.example',
  password: 'orderlane-demo',
  // Credit to spend at checkout: a round demo figure, not derived from the orders below.
  rewardBalanceCents: 750,
  optIn: true,
  profile: {
    firstName: 'Dana',
    lastName: 'Rivera',
    phoneNumber: '3125550178',
    address: '233 N Michigan Ave',
    city: 'Chicago',
    state: 'IL',
    zip: '60601',
  },
  // Where the profile address is, for the fee of the delivery order below.
  latitude: 41.8864,
  longitude: -87.6246,
};

export interface SeedOrderPick {
  group: string;
  option: string;
  quantity?: number;
}

export interface SeedOrderLine {
  code: string;
  quantity: number;
  picks?: SeedOrderPick[];
  specialInstructions?: string;
}

export interface SeedPastOrder {
  storeSlug: string;
  orderType: 'PICK_UP' | 'DELIVERY';
  daysAgo: number;
  /** Store-local 'HH:mm' the order was placed, inside the store's hours. */
  placedAtLocalTime: string;
  tipCents: number;
  note: string;
  specialInstructions?: string;
  lines: SeedOrderLine[];
}

/** Oldest first: the first used the new-customer promo, the later ones spent reward credit. */
export const demoPastOrders: SeedPastOrder[] = [
  {
    storeSlug: 'golden-wok',
    orderType: 'PICK_UP',
    daysAgo: 45,
    placedAtLocalTime: '12:20',
    tipCents: 300,
    note: 'Hand it to me',
    lines: [
      { code: 'A1', quantity: 2, picks: [{ group: 'Cooking style', option: 'Pan-fried' }] },
      {
        code: '21',
        quantity: 1,
        picks: [
          { group: 'Choose a rice', option: 'Egg fried rice' },
          { group: 'Extra toppings', option: 'Extra broccoli' },
        ],
        specialInstructions: 'Sauce on the side, please',
      },
      {
        code: 'D2',
        quantity: 1,
        picks: [
          { group: 'Choose a size', option: 'Large' },
          { group: 'Sweetness', option: '50% sugar' },
          { group: 'Toppings', option: 'Tapioca pearls' },
        ],
      },
    ],
  },
  {
    storeSlug: 'loop-burger',
    orderType: 'DELIVERY',
    daysAgo: 18,
    placedAtLocalTime: '19:10',
    tipCents: 500,
    note: 'Leave it at my door',
    specialInstructions: 'Extra napkins',
    lines: [
      {
        code: '3',
        quantity: 1,
        picks: [
          { group: 'How would you like it cooked?', option: 'Medium' },
          { group: 'Extra toppings', option: 'Extra cheese', quantity: 2 },
        ],
      },
      {
        code: 'C1',
        quantity: 1,
        picks: [
          { group: 'How would you like it cooked?', option: 'Medium well' },
          { group: 'Choose 2 sides', option: 'French fries' },
          { group: 'Choose 2 sides', option: 'Onion rings' },
          { group: 'Choose a drink', option: 'Coke' },
        ],
      },
      { code: 'S1', quantity: 1, picks: [{ group: 'Choose a size', option: 'Large (24 oz)' }] },
    ],
  },
  {
    storeSlug: 'taqueria-las-palmas',
    orderType: 'PICK_UP',
    daysAgo: 4,
    placedAtLocalTime: '18:40',
    tipCents: 200,
    note: 'Hand it to me',
    lines: [
      {
        code: '6',
        quantity: 1,
        picks: [
          { group: 'Choose 3 tacos', option: 'Al pastor', quantity: 2 },
          { group: 'Choose 3 tacos', option: 'Carne asada' },
          { group: 'Tortilla', option: 'Corn' },
          { group: 'Salsas', option: 'Salsa verde' },
          { group: 'Salsas', option: 'Pico de gallo' },
        ],
      },
      { code: '21', quantity: 1 },
      { code: 'D1', quantity: 2, picks: [{ group: 'Choose a size', option: '16 oz' }] },
    ],
  },
];
