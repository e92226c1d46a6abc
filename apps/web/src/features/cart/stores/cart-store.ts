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

/**
 * A tip belongs to the cart it was chosen for: a cart left with no dishes, or started over by an added line (a
 * first line, or one that replaced a day-old or another restaurant's cart), starts with the default tip again.
 * A dine-in cart has no tip step, so an earlier checkout's tip would otherwise ride along with its order.
 */
function dropStaleTip(cart: CartState, action: CartAction | null): CartState {
  const startsOver =
    cart.orderItems.length === 0 || (action?.type === 'ADD_TO_CART' && cart.orderItems.length === 1);
  return startsOver && cart.tipCents !== 0 ? { ...cart, tipCents: 0 } : cart;
}

/** The one cart: every change goes through the domain reducer and is written to localStorage. */
export const useCartStore = create<CartStore>((set, get) => {
  const apply = (action: CartAction) => {
    const next = dropStaleTip(cartReducer(get().cart, action), action);
    saveCart(next);
    set({ cart: next });
  };
  return {
    cart: dropStaleTip(loadCart(Date.now()), null),
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
    reload: () => set({ cart: dropStaleTip(loadCart(Date.now()), null) }),
  };
});

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === storageKeys.cart || event.key === null) {
      useCartStore.getState().reload();
    }
  });
}
