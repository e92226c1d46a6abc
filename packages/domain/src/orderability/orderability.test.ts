import { describe, expect, it } from 'vitest';
import type { OrderabilityInput } from './orderability.js';
import { checkOrderability } from './orderability.js';

const input = (overrides: {
  store?: Partial<OrderabilityInput['store']>;
  cart?: Partial<OrderabilityInput['cart']>;
  isWithinHours?: boolean;
  isDeliveryAvailable?: boolean;
  pause?: OrderabilityInput['pause'];
}): OrderabilityInput => ({
  store: { id: 7, active: true, minDeliveryCents: 1500, ...overrides.store },
  cart: { restaurantInfoId: 7, orderType: 'DELIVERY', subtotalCents: 2000, ...overrides.cart },
  isWithinHours: overrides.isWithinHours ?? true,
  isDeliveryAvailable: overrides.isDeliveryAvailable ?? true,
  ...(overrides.pause ? { pause: overrides.pause } : {}),
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
    [
      'a paused store, before its hours',
      input({ pause: { store: true, orderTypes: [] }, isWithinHours: false }),
      'This store is not taking orders now. Please try again later.',
    ],
    [
      'a paused order type',
      input({ pause: { store: false, orderTypes: ['DELIVERY'] } }),
      'Delivery orders are not being taken now. Please try again later.',
    ],
  ])('Cart validity: %s is refused', (_, orderInput, message) => {
    expect(checkOrderability(orderInput)).toMatchObject({ orderable: false, message });
  });

  it('names each refusal with a reason and what it mentions, for the screens to translate', () => {
    expect(checkOrderability(input({ cart: { subtotalCents: 1275 } }))).toMatchObject({
      reason: 'DELIVERY_SHORTFALL',
      details: { shortfallCents: 225 },
    });
    expect(checkOrderability(input({ store: { active: false } }))).toMatchObject({
      reason: 'STORE_INACTIVE',
    });
    expect(checkOrderability(input({ pause: { store: false, orderTypes: ['DELIVERY'] } }))).toMatchObject({
      reason: 'ORDER_TYPE_PAUSED',
      details: { orderType: 'DELIVERY' },
    });
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
    [
      'pickup while only delivery is paused',
      input({ cart: { orderType: 'PICK_UP' }, pause: { store: false, orderTypes: ['DELIVERY'] } }),
    ],
  ])('Delivery minimum: %s is orderable', (_, orderInput) => {
    expect(checkOrderability(orderInput)).toEqual({ orderable: true });
  });
});
