import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { useCartStore } from '@/features/cart/stores/cart-store';
import { usePhoneOrderDraftStore } from '@/features/staff/stores/phone-order-draft';
import { checkoutHref } from '@/features/staff/utils/checkout-href';
import { staffEn } from '@/i18n/locales/staff-en';
import { useOwnerSessionStore } from '@/lib/owner-session';
import { makeLine } from '@/testing/menu-data';
import { stubApi } from '@/testing/test-utils';
import { CustomerInfoRoute } from './customer-info';
import { PhoneCheckoutRoute } from './phone-checkout';
import { PhoneOrderRoute } from './phone-order';

const STORE = { id: 5, name: 'Sunrise Griddle', phoneNumber: '3125550155' };

function renderAt(entry: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/phone-order/:phone" element={<PhoneOrderRoute />} />
          <Route path="/customerInfo" element={<CustomerInfoRoute />} />
          <Route path="/checkout" element={<PhoneCheckoutRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The last call's order: placed, its caller's details kept in the cart as the storefront keeps a diner's. */
function leaveLastCaller() {
  const { dispatch, addLine } = useCartStore.getState();
  dispatch({ type: 'CLEAR_CART' });
  addLine(makeLine({ restaurantInfoId: STORE.id }));
  dispatch({ type: 'UPDATE_TIP', tipCents: 612 });
  dispatch({
    type: 'UPDATE_CUSTOMER',
    customer: {
      firstName: 'Last',
      lastName: 'Caller',
      email: 'last.caller@example.com',
      phoneNumber: '(312) 555-0111',
      address: '1 Old St',
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
    },
  });
  dispatch({ type: 'CLEAR_CART' });
}

describe('a phone call', () => {
  beforeAll(() => {
    i18n.addResourceBundle('en', 'translation', staffEn, true, true);
  });
  beforeEach(() => {
    useOwnerSessionStore.getState().setSession({
      id: 4,
      accessToken: 'staff-token',
      name: 'Sam',
      email: 'sam@example.com',
      preferredLanguage: 'EN',
      stores: [{ id: STORE.id, name: STORE.name, role: 'STAFF' }],
    });
  });
  afterEach(() => {
    useOwnerSessionStore.getState().clear();
    usePhoneOrderDraftStore.getState().finish();
    useCartStore.getState().dispatch({ type: 'CLEAR_CART' });
  });

  it('starts empty: nothing of the last caller is offered for the next one', async () => {
    leaveLastCaller();
    expect(useCartStore.getState().cart.customer.email).toBe('last.caller@example.com');
    stubApi([{ match: (url) => url.pathname.endsWith('/searchRestaurants'), respond: () => [STORE] }]);
    renderAt('/phone-order/3125550155');
    fireEvent.click(await screen.findByRole('button', { name: 'Pick Up' }));

    expect(await screen.findByRole('heading', { name: 'Customer information' })).toBeInTheDocument();
    for (const label of ['Phone', 'First name', 'Last name', 'Email (optional)']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    const { cart } = useCartStore.getState();
    expect(cart.customer).toMatchObject({ firstName: '', lastName: '', email: '', phoneNumber: '', zip: '' });
    expect(cart).toMatchObject({ restaurantInfoId: STORE.id, orderType: 'PICK_UP', tipCents: 0 });
    expect(cart.orderItems).toEqual([]);
  });

  it("the checkout lists the caller's dishes, and a placed order forgets the caller", async () => {
    usePhoneOrderDraftStore
      .getState()
      .start({ storeId: STORE.id, storeName: STORE.name, storePhone: STORE.phoneNumber });
    const { dispatch, addLine } = useCartStore.getState();
    dispatch({ type: 'CLEAR_CART' });
    dispatch({ type: 'UPDATE_RESTAURANT', restaurantInfoId: STORE.id });
    dispatch({ type: 'UPDATE_ORDER_TYPE', orderType: 'PICK_UP' });
    dispatch({
      type: 'UPDATE_CUSTOMER',
      customer: { firstName: 'Cal', lastName: 'Caller', email: 'cal@example.com', phoneNumber: '3125550123' },
    });
    addLine(makeLine({ restaurantInfoId: STORE.id, name: 'Eggs Benedict', quantity: 2 }));
    const priced = {
      submittable: true,
      orderId: 77,
      subTotal: 20,
      tax: 2,
      deliveryFee: 0,
      convenienceFee: 0,
      tip: 0,
      discount: 0,
      total: 22,
      orderItems: [
        { itemId: 501, name: 'Eggs Benedict', cnName: null, quantity: 2, price: 10, orderItemsOptions: [] },
      ],
      mOrder: { subtotal: 24, tax: 2.4, deliveryFee: 0, convenienceFee: 0, tip: 0, total: 26.4 },
    };
    stubApi([
      {
        match: (url) => url.pathname.endsWith('/staff/stores/5/calculateOrder'),
        respond: () => ({ status: 200, data: priced }),
      },
      {
        match: (url) => url.pathname.endsWith('/staff/stores/5/sendOrder'),
        respond: () => ({ status: 200, data: { orderId: 77, total: 26.4 } }),
      },
    ]);
    renderAt('/checkout');

    const lines = await screen.findByRole('list', { name: 'Items' });
    expect(within(lines).getByText('Eggs Benedict')).toBeInTheDocument();
    expect(within(lines).getByText('2×')).toBeInTheDocument();
    expect(screen.getByText(/Cal Caller/)).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('Pay in store'));
    fireEvent.click(screen.getByRole('button', { name: /Place phone order/ }));
    expect(await screen.findByRole('heading', { name: 'Phone order TS-77 placed' })).toBeInTheDocument();
    const { cart } = useCartStore.getState();
    expect(cart.orderItems).toEqual([]);
    expect(cart.customer).toMatchObject({ firstName: '', email: '', phoneNumber: '' });
  });
});

describe("a store page's Checkout", () => {
  it('goes to the phone-order checkout while this tab takes a call for the store, signed in as a diner or not', () => {
    expect(checkoutHref({ storeId: 5, isSignedIn: false, phoneOrderStoreId: 5 })).toBe('/checkout');
    expect(checkoutHref({ storeId: 5, isSignedIn: true, phoneOrderStoreId: 5 })).toBe('/checkout');
  });

  it("is the diner's checkout otherwise, after the diner's sign-in", () => {
    expect(checkoutHref({ storeId: 5, isSignedIn: true, phoneOrderStoreId: null })).toBe('/checkout');
    expect(checkoutHref({ storeId: 5, isSignedIn: false, phoneOrderStoreId: null })).toBe(
      '/auth?storeId=5&target=checkout',
    );
    // A call taken for another store does not make this store's cart a phone order.
    expect(checkoutHref({ storeId: 5, isSignedIn: false, phoneOrderStoreId: 9 })).toBe(
      '/auth?storeId=5&target=checkout',
    );
  });
});
