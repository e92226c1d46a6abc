import { describe, expect, it } from 'vitest';
import { checkOrderability, isOrderTypeOffered, type StoreOrderTypeAvailability } from './orderability.js';

const row = (orderType: StoreOrderTypeAvailability['orderType'], available = true) => ({
  orderType,
  available,
});

describe('isOrderTypeOffered', () => {
  it.each([
    ['dine-in with an available row', [row('DINE_IN')], 'DINE_IN', true],
    ['dine-in without a row', [row('PICK_UP')], 'DINE_IN', false],
    ['walk-in without a row', [], 'WALK_IN', false],
    ['walk-in with a switched-off row', [row('WALK_IN', false)], 'WALK_IN', false],
    ['pick-up without a row', [], 'PICK_UP', true],
    ['pick-up with a switched-off row', [row('PICK_UP', false)], 'PICK_UP', false],
    [
      'delivery with a switched-off row (the delivery check decides)',
      [row('DELIVERY', false)],
      'DELIVERY',
      true,
    ],
  ] as const)('%s -> %s', (_label, rows, orderType, expected) => {
    expect(isOrderTypeOffered(rows, orderType)).toBe(expected);
  });
});

describe('checkOrderability with the store order types', () => {
  const base = {
    store: { id: 7, active: true, minDeliveryCents: 0, name: 'Fixture Grill' },
    isWithinHours: true,
    isDeliveryAvailable: true,
  };

  it('refuses an in-store order at a store that has no row for it, naming the store', () => {
    expect(
      checkOrderability({
        ...base,
        cart: { restaurantInfoId: 7, orderType: 'WALK_IN', subtotalCents: 1000 },
        orderTypes: [row('PICK_UP')],
      }),
    ).toMatchObject({
      orderable: false,
      message: 'Walk In orders are not available at Fixture Grill right now.',
    });
  });

  it('takes the order when the store offers it, and ignores the rule when the types are not known', () => {
    const cart = { restaurantInfoId: 7, orderType: 'DINE_IN' as const, subtotalCents: 1000 };
    expect(checkOrderability({ ...base, cart, orderTypes: [row('DINE_IN')] })).toEqual({ orderable: true });
    expect(checkOrderability({ ...base, cart })).toEqual({ orderable: true });
  });
});
