import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeLine } from '../testing/cart-fixtures.js';
import type { CartAction } from './cart-reducer.js';
import { cartReducer, isOrderTypeFamilyChange } from './cart-reducer.js';
import type { CartState, OrderType } from './cart-state.js';
import { CART_MAX_AGE_MS, ORDER_TYPES, createEmptyCart } from './cart-state.js';

const now = Date.UTC(2026, 0, 15, 18);
const cartOf7 = (overrides: Partial<CartState> = {}): CartState => ({
  ...createEmptyCart(),
  restaurantInfoId: 7,
  lastEditTime: now - 1000,
  orderItems: [makeLine({ itemId: 1 }), makeLine({ itemId: 2 })],
  ...overrides,
});

describe('cartReducer', () => {
  it('Cart persistence: adding to an empty cart adopts the item restaurant and sets the edit time', () => {
    const next = cartReducer(createEmptyCart(), {
      type: 'ADD_TO_CART',
      line: makeLine({ restaurantInfoId: 9 }),
      now,
    });
    expect(next.restaurantInfoId).toBe(9);
    expect(next.lastEditTime).toBe(now);
    expect(next.orderItems).toHaveLength(1);
  });

  it('Cart persistence: adding from the same restaurant appends', () => {
    const next = cartReducer(cartOf7(), { type: 'ADD_TO_CART', line: makeLine({ itemId: 3 }), now });
    expect(next.orderItems.map((line) => line.itemId)).toEqual([1, 2, 3]);
  });

  it('Cart persistence: adding from another restaurant empties the items first', () => {
    const next = cartReducer(cartOf7(), {
      type: 'ADD_TO_CART',
      line: makeLine({ itemId: 3, restaurantInfoId: 8 }),
      now,
    });
    expect(next.restaurantInfoId).toBe(8);
    expect(next.orderItems.map((line) => line.itemId)).toEqual([3]);
  });

  it.each([
    ['older than 24 hours', now - CART_MAX_AGE_MS - 1],
    ['missing', null],
  ])('ADD_TO_CART: a last edit %s clears the items before adding', (_, lastEditTime) => {
    const next = cartReducer(cartOf7({ lastEditTime }), {
      type: 'ADD_TO_CART',
      line: makeLine({ itemId: 3 }),
      now,
    });
    expect(next.orderItems.map((line) => line.itemId)).toEqual([3]);
  });

  it('REMOVE_FROM_CART: removes the line at the index', () => {
    expect(
      cartReducer(cartOf7(), { type: 'REMOVE_FROM_CART', index: 0 }).orderItems.map((l) => l.itemId),
    ).toEqual([2]);
    expect(cartReducer(cartOf7(), { type: 'REMOVE_FROM_CART', index: 5 }).orderItems).toHaveLength(2);
  });

  it.each([
    ['PICK_UP', 'DELIVERY', 2],
    ['DELIVERY', 'PICK_UP', 2],
    ['DINE_IN', 'WALK_IN', 2],
    ['PICK_UP', 'DINE_IN', 0],
    ['WALK_IN', 'DELIVERY', 0],
    [null, 'DINE_IN', 2],
    ['DINE_IN', null, 2],
  ] as const)('Order type: switching %s -> %s keeps %s lines', (from, to, kept) => {
    const next = cartReducer(cartOf7({ orderType: from }), { type: 'UPDATE_ORDER_TYPE', orderType: to });
    expect(next.orderType).toBe(to);
    expect(next.orderItems).toHaveLength(kept);
    expect(isOrderTypeFamilyChange(from, to)).toBe(kept === 0);
  });

  it.each([
    ['restaurant id (same)', { type: 'UPDATE_RESTAURANT', restaurantInfoId: 7 }, { restaurantInfoId: 7 }],
    [
      'restaurant id (other, lines dropped)',
      { type: 'UPDATE_RESTAURANT', restaurantInfoId: 8 },
      { restaurantInfoId: 8, orderItems: [] },
    ],
    [
      'customer (merged)',
      { type: 'UPDATE_CUSTOMER', customer: { firstName: 'Ana' } },
      { customer: { ...createEmptyCart().customer, firstName: 'Ana' } },
    ],
    [
      'schedule time',
      { type: 'UPDATE_SCHEDULE_TIME', scheduleTime: '2026-01-15 18:30:00' },
      { scheduleTime: '2026-01-15 18:30:00' },
    ],
    ['tip', { type: 'UPDATE_TIP', tipCents: 350 }, { tipCents: 350 }],
    ['empty tip as 0', { type: 'UPDATE_TIP', tipCents: null }, { tipCents: 0 }],
    ['negative tip as 0', { type: 'UPDATE_TIP', tipCents: -5 }, { tipCents: 0 }],
    [
      'special instructions (filtered)',
      { type: 'UPDATE_SPECIAL_INSTRUCTIONS', specialInstructions: 'Ring <bell>' },
      { specialInstructions: 'Ring bell' },
    ],
    ['table name', { type: 'UPDATE_TABLE_NAME', tableName: '12' }, { tableName: '12' }],
    ['files', { type: 'ADD_FILES', files: ['menu.pdf'] }, { files: ['menu.pdf'] }],
    ['delivery availability', { type: 'UPDATE_STATE', deliveryAvailable: true }, { deliveryAvailable: true }],
    ['calculated order id', { type: 'UPDATE_ORDER', orderId: 41 }, { orderId: 41 }],
  ] satisfies [string, CartAction, Partial<CartState>][])(
    'Cart state rules: updates the %s',
    (_, action, expected) => {
      expect(cartReducer(cartOf7(), action)).toMatchObject(expected);
    },
  );

  it('UPDATE_ORDER: re-emits the state as a new object', () => {
    const state = cartOf7();
    const next = cartReducer(state, { type: 'UPDATE_ORDER' });
    expect(next).not.toBe(state);
    expect(next).toEqual(state);
  });

  it('Checkout: clearing after an order keeps the customer and method only', () => {
    const state = cartOf7({
      orderType: 'DELIVERY',
      tipCents: 300,
      customer: { ...createEmptyCart().customer, firstName: 'Ana' },
    });
    const next = cartReducer(state, { type: 'CLEAR_CART' });
    expect(next).toEqual({ ...createEmptyCart(), customer: state.customer, orderType: 'DELIVERY' });
  });

  it('property: the reducer never holds lines from two restaurants', () => {
    const orderType = fc.constantFrom<OrderType | null>(null, ...ORDER_TYPES);
    const action: fc.Arbitrary<CartAction> = fc.oneof(
      fc.record({
        type: fc.constant('ADD_TO_CART' as const),
        line: fc.integer({ min: 1, max: 3 }).map((restaurantInfoId) => makeLine({ restaurantInfoId })),
        now: fc.integer({ min: now, max: now + 3 * CART_MAX_AGE_MS }),
      }),
      fc.record({ type: fc.constant('REMOVE_FROM_CART' as const), index: fc.integer({ min: 0, max: 5 }) }),
      fc.record({ type: fc.constant('UPDATE_ORDER_TYPE' as const), orderType }),
      fc.record({
        type: fc.constant('UPDATE_RESTAURANT' as const),
        restaurantInfoId: fc.option(fc.integer({ min: 1, max: 3 })),
      }),
      fc.constant({ type: 'CLEAR_CART' as const }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const state = actions.reduce(cartReducer, createEmptyCart());
        const restaurants = new Set(state.orderItems.map((line) => line.restaurantInfoId));
        expect(restaurants.size).toBeLessThanOrEqual(1);
        if (state.orderItems.length > 0) {
          expect([...restaurants]).toEqual([state.restaurantInfoId]);
        }
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
