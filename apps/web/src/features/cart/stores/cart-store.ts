import { cartReducer, type CartAction, type CartLine, type CartState } from '@orderlane/domain';
import { create } from 'zustand';
import { logEvent } from '@/lib/analytics';
import { storageKeys } from '@/lib/local-store';
import { loadCart, saveCart } from '../utils/cart-storage';

/** Actions other than add, which needs the clock and is offered as `addLine`. */
type PlainCartAction = Exclude<CartAction, { type: 'ADD_TO_CART' }>;

interface CartStore {
  cart: CartState;
  dispatch: (action: PlainCartAction) => void;
  addLine: (line: CartLine) => void;
  removeLine: (index: number) => void;
  /** Re-reads localStorage (another tab, or the 24-hour expiry on a later visit). */
  reload: () => void;
}

/** The one cart: every change goes through the domain reducer and is written to localStorage. */
export const useCartStore = create<CartStore>((set, get) => {
  const apply = (action: CartAction) => {
    const next = cartReducer(get().cart, action);
    saveCart(next);
    set({ cart: next });
  };
  return {
    cart: loadCart(Date.now()),
    dispatch: apply,
    addLine: (line) => {
      apply({ type: 'ADD_TO_CART', line, now: Date.now() });
      logEvent('cart_add', line.restaurantInfoId, { itemId: line.itemId, quantity: line.quantity });
    },
    removeLine: (index) => {
      const line = get().cart.orderItems[index];
      apply({ type: 'REMOVE_FROM_CART', index });
      if (line) {
        logEvent('cart_remove', line.restaurantInfoId, { itemId: line.itemId, quantity: line.quantity });
      }
    },
    reload: () => set({ cart: loadCart(Date.now()) }),
  };
});

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === storageKeys.cart || event.key === null) {
      useCartStore.getState().reload();
    }
  });
}
