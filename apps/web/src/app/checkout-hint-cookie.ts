import {
  CHECKOUT_HINT_COOKIE,
  formatCheckoutHint,
  type CartState,
  type CheckoutHint,
} from '@orderlane/domain';
import { paths } from '@/config/paths';
import { useUserStore } from '@/features/auth/stores/user-store';
import { useCartStore } from '@/features/cart/stores/cart-store';

/** What the next checkout shows first, for a signed-in diner with something in the cart; else null. */
export function checkoutHintOf(cart: CartState, isSignedIn: boolean): CheckoutHint | null {
  if (!isSignedIn || cart.restaurantInfoId === null || cart.orderItems.length === 0) {
    return null;
  }
  return {
    storeId: cart.restaurantInfoId,
    method: cart.orderType === 'DELIVERY' ? 'DELIVERY' : 'PICK_UP',
    scheduleTime: cart.scheduleTime,
  };
}

/**
 * The `document.cookie` assignment that keeps the hint, or removes it: sent with /checkout only, for as long
 * as a cart lasts (24 hours), never to another site's requests.
 */
export function checkoutHintCookie(hint: CheckoutHint | null, isHttps: boolean): string {
  const attributes = `; Path=${paths.checkout.getHref()}; SameSite=Lax${isHttps ? '; Secure' : ''}`;
  return hint
    ? `${CHECKOUT_HINT_COOKIE}=${formatCheckoutHint(hint)}; Max-Age=86400${attributes}`
    : `${CHECKOUT_HINT_COOKIE}=; Max-Age=0${attributes}`;
}

/**
 * Keeps the hint cookie in step with the cart and the signed-in diner, so a checkout opened afresh (a reload,
 * a phone's browser bringing the tab back) has its first screen drawn by the server (apps/server modules/seo).
 */
export function keepCheckoutHint(): () => void {
  let written: string | null = null;
  const write = () => {
    const hint = checkoutHintOf(useCartStore.getState().cart, useUserStore.getState().user !== null);
    const cookie = checkoutHintCookie(hint, window.location.protocol === 'https:');
    if (cookie !== written) {
      document.cookie = cookie;
      written = cookie;
    }
  };
  write();
  const unsubscribeCart = useCartStore.subscribe(write);
  const unsubscribeUser = useUserStore.subscribe(write);
  return () => {
    unsubscribeCart();
    unsubscribeUser();
  };
}
