import { describe, expect, it } from 'vitest';
import {
  CART_MAX_AGE_MS,
  CART_VERSION,
  createEmptyCart,
  isCartVersionCurrent,
  isStoredCartUsable,
  restoreCart,
} from './cart-state.js';
import { makeLine } from '../testing/cart-fixtures.js';

const now = Date.UTC(2026, 0, 15, 18);

describe('cart state', () => {
  it('Cart persistence: a new cart has version 1.2.0, tip 0 and the default drop-off note', () => {
    const cart = createEmptyCart();
    expect(CART_VERSION).toBe('1.2.0');
    expect(cart).toMatchObject({
      version: '1.2.0',
      tipCents: 0,
      orderItems: [],
      deliveryAvailable: false,
      orderType: null,
    });
    expect(cart.customer.note).toBe('Hand it to me');
  });

  it.each([
    ['1.2.0', true],
    ['1.2.7', true],
    ['1.2', true],
    ['1.3.0', false],
    ['2.2.0', false],
    [null, false],
    [120, false],
  ])('stored version %s matches major and minor 1.2: %s', (version, expected) => {
    expect(isCartVersionCurrent(version)).toBe(expected);
  });

  it.each([
    ['edited just now', '1.2.0', now, true],
    ['edited exactly 24 h ago', '1.2.0', now - CART_MAX_AGE_MS, true],
    ['edited 24 h and 1 ms ago', '1.2.0', now - CART_MAX_AGE_MS - 1, false],
    ['never edited', '1.2.0', null, false],
    ['of another version', '1.1.0', now, false],
  ])('Cart persistence: a stored cart %s is usable: %s', (_, version, lastEditTime, expected) => {
    expect(isStoredCartUsable({ version, lastEditTime }, now)).toBe(expected);
  });

  it('Cart persistence: a usable stored cart is reused as is', () => {
    const stored = {
      ...createEmptyCart(),
      restaurantInfoId: 7,
      lastEditTime: now - 1000,
      orderItems: [makeLine()],
    };
    expect(restoreCart(stored, now)).toEqual(stored);
  });

  it('Cart persistence: a stale stored cart keeps its details but loses its items', () => {
    const stored = {
      ...createEmptyCart(),
      restaurantInfoId: 7,
      tipCents: 300,
      lastEditTime: now - CART_MAX_AGE_MS - 1,
      orderItems: [makeLine()],
    };
    expect(restoreCart(stored, now)).toEqual({ ...stored, orderItems: [] });
  });

  it.each([
    ['a wrong version', { ...createEmptyCart(), version: '1.1.0', lastEditTime: now }],
    ['nothing stored', null],
    ['unreadable data', { version: '1.2.0', orderItems: 'lots' }],
  ])('Cart persistence: %s gives a fresh cart', (_, stored) => {
    expect(restoreCart(stored, now)).toEqual(createEmptyCart());
  });

  describe('the stored-cart check', () => {
    const usable = (overrides: Record<string, unknown> = {}, line: Record<string, unknown> = {}) => ({
      ...createEmptyCart(),
      restaurantInfoId: 7,
      lastEditTime: now - 1000,
      orderItems: [
        {
          ...makeLine({
            options: [{ groupId: 1, optionId: 2, name: 'Large', cnName: null, priceCents: 150, quantity: 1 }],
          }),
          ...line,
        },
      ],
      ...overrides,
    });

    it('accepts a whole cart with options, an order type and a schedule time', () => {
      const stored = usable({
        orderType: 'DELIVERY',
        scheduleTime: '2026-01-15 12:00:00',
        orderId: 99,
        tipCents: 0,
      });
      expect(restoreCart(stored, now)).toEqual(stored);
    });

    it('drops fields it does not know, at every level', () => {
      const stored = usable(
        { extra: 1, customer: { ...createEmptyCart().customer, extra: 2 } },
        { extra: 3 },
      );
      const restored = restoreCart(stored, now);
      expect(restored).not.toHaveProperty('extra');
      expect(restored.customer).not.toHaveProperty('extra');
      expect(restored.orderItems[0]).not.toHaveProperty('extra');
      expect(restored.orderItems).toHaveLength(1);
    });

    it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
      ['a missing field', { tableName: undefined }, {}],
      ['an unknown order type', { orderType: 'TAKEOUT' }, {}],
      ['a negative tip', { tipCents: -1 }, {}],
      ['a fractional tip', { tipCents: 1.5 }, {}],
      ['a text over 500 characters', { specialInstructions: 'x'.repeat(501) }, {}],
      ['a version over 20 characters', { version: `1.2.${'0'.repeat(20)}` }, {}],
      ['a restaurant id of 0', { restaurantInfoId: 0 }, {}],
      ['an endless edit time', { lastEditTime: Number.POSITIVE_INFINITY }, {}],
      ['a customer that is a list', { customer: [] }, {}],
      ['a file that is not text', { files: [1] }, {}],
      ['more than 200 lines', { orderItems: Array.from({ length: 201 }, () => makeLine()) }, {}],
      ['a line quantity of 100', {}, { quantity: 100 }],
      ['a line quantity of 0', {}, { quantity: 0 }],
      ['a line of an unknown type', {}, { orderItemType: 'GIFT' }],
      ['a line price as text', {}, { priceCents: '10' }],
      ['a line printable flag as text', {}, { printable: 'yes' }],
      [
        'an option quantity of 1000',
        {},
        { options: [{ groupId: 1, optionId: 2, name: 'A', cnName: null, priceCents: 0, quantity: 1000 }] },
      ],
      [
        'an option without a name',
        {},
        { options: [{ groupId: 1, optionId: 2, cnName: null, priceCents: 0, quantity: 1 }] },
      ],
    ])('Cart persistence: a stored cart with %s gives a fresh cart', (_, overrides, line) => {
      expect(restoreCart(usable(overrides, line), now)).toEqual(createEmptyCart());
    });
  });
});
