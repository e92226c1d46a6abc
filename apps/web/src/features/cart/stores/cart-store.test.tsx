import { CART_MAX_AGE_MS } from '@orderlane/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeLine } from '@/testing/menu-data';

const NOW = Date.UTC(2026, 10, 21, 18, 0, 0);

/** A fresh module per test: the store reads localStorage when it is created. */
async function loadStore() {
  vi.resetModules();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}')),
  );
  const { useCartStore } = await import('./cart-store');
  return useCartStore;
}

function storeCart(overrides: Record<string, unknown>, version = '1.2.0') {
  const cart = {
    version,
    lastEditTime: NOW - 1000,
    restaurantInfoId: 7,
    orderId: null,
    orderType: 'PICK_UP',
    customer: {
      id: null,
      userId: null,
      phoneNumber: '',
      firstName: '',
      lastName: '',
      email: '',
      address: '',
      address2: '',
      city: '',
      state: '',
      zip: '',
      note: 'Hand it to me',
      addressChanged: false,
    },
    scheduleTime: null,
    tipCents: 0,
    specialInstructions: '',
    tableName: '',
    files: [],
    deliveryAvailable: false,
    orderItems: [makeLine()],
    ...overrides,
  };
  localStorage.setItem('localCart', JSON.stringify(cart));
  localStorage.setItem('version', version);
  localStorage.setItem('lastEditTime', String(cart.lastEditTime));
}

describe('cart store persistence', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('restores a stored cart of version 1.2 edited within 24 hours', async () => {
    storeCart({});
    const store = await loadStore();
    expect(store.getState().cart.orderItems).toHaveLength(1);
    expect(store.getState().cart.orderType).toBe('PICK_UP');
  });

  it('empties the items of a cart last edited more than 24 hours ago', async () => {
    storeCart({ lastEditTime: NOW - CART_MAX_AGE_MS - 1 });
    const store = await loadStore();
    expect(store.getState().cart.orderItems).toEqual([]);
    expect(store.getState().cart.orderType).toBe('PICK_UP');
  });

  it('starts a fresh cart when the stored version is not 1.2', async () => {
    storeCart({}, '1.1.0');
    const store = await loadStore();
    expect(store.getState().cart.orderItems).toEqual([]);
    expect(store.getState().cart.orderType).toBeNull();
  });

  it('writes localCart, version and lastEditTime on every change', async () => {
    const store = await loadStore();
    store.getState().addLine(makeLine({ quantity: 2 }));
    expect(JSON.parse(localStorage.getItem('localCart') ?? '{}').orderItems).toHaveLength(1);
    expect(localStorage.getItem('version')).toBe('1.2.0');
    expect(localStorage.getItem('lastEditTime')).toBe(String(NOW));
    store.getState().removeLine(0);
    expect(JSON.parse(localStorage.getItem('localCart') ?? '{}').orderItems).toEqual([]);
  });

  it("starts a new cart with the default tip, not an earlier checkout's (a dine-in cart has no tip step)", async () => {
    // An earlier delivery checkout chose a $6.12 tip; the diner then emptied the cart.
    storeCart({ tipCents: 612 });
    const store = await loadStore();
    expect(store.getState().cart.tipCents).toBe(612);
    store.getState().removeLine(0);
    expect(store.getState().cart.tipCents).toBe(0);

    store.getState().dispatch({ type: 'UPDATE_ORDER_TYPE', orderType: 'DINE_IN' });
    store.getState().addLine(makeLine({ itemId: 502 }));
    store.getState().dispatch({ type: 'UPDATE_TIP', tipCents: 150 });
    store.getState().addLine(makeLine({ itemId: 503 }));
    // A line added to the same cart keeps the tip chosen for it.
    expect(store.getState().cart.tipCents).toBe(150);
  });

  it("drops the tip of a day-old cart and of another restaurant's cart", async () => {
    storeCart({ tipCents: 612, lastEditTime: NOW - CART_MAX_AGE_MS - 1 });
    expect((await loadStore()).getState().cart.tipCents).toBe(0);

    storeCart({ tipCents: 612 });
    const store = await loadStore();
    store.getState().addLine(makeLine({ restaurantInfoId: 9, itemId: 900, orderItemType: 'ITEM' }));
    expect(store.getState().cart.tipCents).toBe(0);
  });

  it('empties the cart when a line from another restaurant is added', async () => {
    storeCart({});
    const store = await loadStore();
    store.getState().addLine(makeLine({ restaurantInfoId: 9, itemId: 900 }));
    expect(store.getState().cart.restaurantInfoId).toBe(9);
    expect(store.getState().cart.orderItems.map((line) => line.itemId)).toEqual([900]);
  });
});
