import { describe, expect, it } from 'vitest';
import type { OrderabilityInput } from './orderability.js';
import { checkOrderability } from './orderability.js';

const input = (overrides: {
  store?: Partial<OrderabilityInput['store']>;
  cart?: Partial<OrderabilityInput['cart']>;
  isWithinHours?: boolean;
  isDeliveryAvailable?: boolean;
}): OrderabilityInput => ({
  store: { id: 7, active: true, minDeliveryCents: 1500, ...overrides.store },
  cart: { restaurantInfoId: 7, orderType: 'DELIVERY', subtotalCents: 2000, ...overrides.cart },
  isWithinHours: overrides.isWithinHours ?? true,
  isDeliveryAvailable: overrides.isDeliveryAvailable ?? true,
});

describe('checkOrderability', () => {
  it.each([
    [
      'an inactive store',
      input({ store: { active: false } }),
      'This store is not accepting orders, please try later',
    ],
    [
      'a cart of another restaurant',
      input({ cart: { restaurantInfoId: 8 } }),
      'You are ordering from another restaurant. The previous cart will be cleared.',
    ],
    [
      'a time outside the hours',
      input({ isWithinHours: false }),
      'Store is not available for ASAP, Please schedule a time for your order',
    ],
    [
      'delivery out of range',
      input({ isDeliveryAvailable: false }),
      "You're out of range. The restaurant can't deliver to this address.",
    ],
    [
      'delivery below the minimum',
      input({ cart: { subtotalCents: 1275 } }),
      'You will need $2.25 more for delivery',
    ],
    [
      'an inactive store before anything else',
      input({ store: { active: false }, isWithinHours: false }),
      'This store is not accepting orders, please try later',
    ],
  ])('000 §4 Cart validity, §8: %s is refused', (_, orderInput, message) => {
    expect(checkOrderability(orderInput)).toEqual({ orderable: false, message });
  });

  it.each([
    ['delivery at the minimum', input({ cart: { subtotalCents: 1500 } })],
    ['pickup below the delivery minimum', input({ cart: { orderType: 'PICK_UP', subtotalCents: 100 } })],
    [
      'pickup when delivery is out of range',
      input({ cart: { orderType: 'PICK_UP' }, isDeliveryAvailable: false }),
    ],
    ['a store without a minimum', input({ store: { minDeliveryCents: null }, cart: { subtotalCents: 100 } })],
    ['a cart with no restaurant yet', input({ cart: { restaurantInfoId: null } })],
  ])('000 §5 Delivery minimum: %s is orderable', (_, orderInput) => {
    expect(checkOrderability(orderInput)).toEqual({ orderable: true });
  });
});
