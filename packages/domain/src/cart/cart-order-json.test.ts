import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { orderJsonSchema } from '../schemas/order-payload.js';
import { makeLine } from '../testing/cart-fixtures.js';
import { toOrderJson } from './cart-order-json.js';
import { createEmptyCart } from './cart-state.js';

describe('toOrderJson', () => {
  const cart = {
    ...createEmptyCart(),
    restaurantInfoId: 7,
    orderType: 'DELIVERY' as const,
    scheduleTime: '2026-01-15 18:30:00',
    tipCents: 350,
    orderItems: [
      makeLine({
        priceCents: 1250,
        options: [{ groupId: 1, optionId: 12, name: 'Large', cnName: null, priceCents: 200, quantity: 1 }],
      }),
    ],
  };

  it('calculateOrder: a cart becomes an orderjson the schema accepts, money in dollars', () => {
    const json = toOrderJson(cart);
    expect(json).toMatchObject({
      restaurantInfoId: 7,
      tip: 3.5,
      orderPaymentMethod: 'CREDIT_CARD',
      online: true,
    });
    expect(json.orderItems[0]).toMatchObject({ price: 12.5, mOrderItem: { price: 11.6 } });
    expect(json.orderItems[0]?.orderItemsOptions?.[0]).toEqual({
      groupId: 1,
      id: 12,
      quantity: 1,
      name: 'Large',
      cnName: null,
      price: 2,
    });
    expect(orderJsonSchema.safeParse(json).success).toBe(true);
  });

  it('Dine-in: in-store dine-in and walk-in orders pay IN_STORE, online ones by card', () => {
    expect(toOrderJson({ ...cart, orderType: 'DINE_IN', tableName: '4' }).orderPaymentMethod).toBe(
      'IN_STORE',
    );
    expect(toOrderJson({ ...cart, orderType: 'WALK_IN' }).orderPaymentMethod).toBe('IN_STORE');
    expect(toOrderJson({ ...cart, orderType: 'PICK_UP' }).orderPaymentMethod).toBe('CREDIT_CARD');
  });

  it('a cart without a restaurant or order type cannot be sent', () => {
    expect(() => toOrderJson({ ...cart, orderType: null })).toThrow(DomainError);
    expect(() => toOrderJson({ ...cart, restaurantInfoId: null })).toThrow(
      'Choose a restaurant and Pickup or Delivery before checking out',
    );
  });
});
