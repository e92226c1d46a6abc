import { createEmptyCart, type CartLine, type CartState } from '@orderlane/domain';
import { describe, expect, it } from 'vitest';
import { inStoreNote, toInStoreOrderJson } from './in-store-order';

const diner = {
  id: 9,
  email: 'dana@example.com',
  firstName: 'Dana',
  lastName: 'Rivera',
  phoneNumber: '3125550178',
};

const line: CartLine = {
  restaurantInfoId: 5,
  itemId: 139,
  name: 'Eggs Benedict',
  cnName: null,
  quantity: 1,
  priceCents: 1195,
  mPriceCents: 1195,
  options: [],
  categoryId: 28,
  categoryName: 'Eggs',
  categoryCnName: null,
  specialInstructions: '',
  printerName: null,
  printable: true,
  taxExempt: false,
  orderItemType: 'ITEM',
};

function cartOf(overrides: Partial<CartState>): CartState {
  return { ...createEmptyCart(), restaurantInfoId: 5, orderItems: [line], ...overrides };
}

describe('toInStoreOrderJson', () => {
  it('pays a dine-in order in store and notes the table', () => {
    const order = toInStoreOrderJson(cartOf({ orderType: 'DINE_IN', tableName: '12' }), diner);
    expect(order).toMatchObject({
      restaurantInfoId: 5,
      orderType: 'DINE_IN',
      tableName: '12',
      orderPaymentMethod: 'IN_STORE',
      scheduleTime: null,
      customer: { userId: 9, firstName: 'Dana', lastName: 'Rivera', note: 'Dine in, table 12' },
    });
  });

  it('pays a walk-in order in store too', () => {
    const order = toInStoreOrderJson(cartOf({ orderType: 'WALK_IN' }), diner);
    expect(order.orderPaymentMethod).toBe('IN_STORE');
    expect(order.customer?.note).toBe('Walk in, to go');
  });

  it("keeps the cart's own contact details over the account's", () => {
    const cart = cartOf({ orderType: 'WALK_IN' });
    const order = toInStoreOrderJson({ ...cart, customer: { ...cart.customer, firstName: 'D.' } }, diner);
    expect(order.customer?.firstName).toBe('D.');
    expect(order.customer?.phoneNumber).toBe('3125550178');
  });
});

describe('inStoreNote', () => {
  it('names a waiting dine-in diner', () => {
    expect(inStoreNote({ orderType: 'DINE_IN', tableName: ' ' })).toBe('Dine in, waiting for a table');
  });

  it("carries the table's token for dine-in, the counter's for a walk-in, and the device position", () => {
    const proof = {
      tableToken: '20260101.table',
      counterToken: '20260101.counter',
      devicePosition: { latitude: 41.88, longitude: -87.62 },
    };
    expect(toInStoreOrderJson(cartOf({ orderType: 'DINE_IN', tableName: '12' }), diner, proof)).toMatchObject(
      {
        tableToken: '20260101.table',
        counterToken: '',
        devicePosition: { latitude: 41.88, longitude: -87.62 },
      },
    );
    expect(toInStoreOrderJson(cartOf({ orderType: 'WALK_IN' }), diner, proof)).toMatchObject({
      tableToken: '',
      counterToken: '20260101.counter',
      devicePosition: { latitude: 41.88, longitude: -87.62 },
    });
  });
});
