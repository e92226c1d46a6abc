import { parseCheckoutHint } from '@orderlane/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '@/features/auth/stores/user-store';
import { useCartStore } from '@/features/cart/stores/cart-store';
import { makeLine } from '@/testing/menu-data';
import { checkoutHintCookie, keepCheckoutHint } from './checkout-hint-cookie';

/** The hint as a request to /checkout would send it (the cookie's path is /checkout). */
function sentHint() {
  const value = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith('orderlane_checkout='))
    ?.slice('orderlane_checkout='.length);
  return value === undefined ? undefined : parseCheckoutHint(value);
}

describe('checkout hint cookie', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    window.history.replaceState(null, '', '/checkout');
    useCartStore.getState().dispatch({ type: 'CLEAR_CART' });
    useUserStore.setState({ user: null });
  });
  afterEach(() => {
    stop();
    document.cookie = checkoutHintCookie(null, false);
    window.history.replaceState(null, '', '/');
  });

  it('is sent with /checkout only, and only over https when the page is', () => {
    const hint = { storeId: 5, method: 'PICK_UP' as const, scheduleTime: null };
    expect(checkoutHintCookie(hint, false)).toBe(
      'orderlane_checkout=5.PICK_UP; Max-Age=86400; Path=/checkout; SameSite=Lax',
    );
    expect(checkoutHintCookie(hint, true)).toMatch(/; Secure$/);
    expect(checkoutHintCookie(null, false)).toMatch(/^orderlane_checkout=; Max-Age=0;/);
  });

  it('follows the cart and the signed-in diner', () => {
    stop = keepCheckoutHint();
    expect(sentHint()).toBeUndefined();

    useCartStore.getState().addLine(makeLine({ restaurantInfoId: 5 }));
    // Signed out: a checkout would send the diner to sign in, so there is nothing to draw.
    expect(sentHint()).toBeUndefined();

    useUserStore.setState({ user: { id: 3, email: 'd@example.com', accessToken: 'token' } });
    expect(sentHint()).toEqual({ storeId: 5, method: 'PICK_UP', scheduleTime: null });

    useCartStore.getState().dispatch({ type: 'UPDATE_ORDER_TYPE', orderType: 'DELIVERY' });
    useCartStore.getState().dispatch({ type: 'UPDATE_SCHEDULE_TIME', scheduleTime: '2026-11-26 19:30:00' });
    expect(sentHint()).toEqual({ storeId: 5, method: 'DELIVERY', scheduleTime: '2026-11-26 19:30:00' });

    useCartStore.getState().dispatch({ type: 'CLEAR_CART' });
    expect(sentHint()).toBeUndefined();

    // Dine-in and walk-in carts are checked out as pickup.
    useCartStore.getState().dispatch({ type: 'UPDATE_ORDER_TYPE', orderType: 'DINE_IN' });
    useCartStore.getState().addLine(makeLine({ restaurantInfoId: 5 }));
    expect(sentHint()).toEqual({ storeId: 5, method: 'PICK_UP', scheduleTime: null });
  });

  it('is removed when the diner signs out', () => {
    useCartStore.getState().addLine(makeLine({ restaurantInfoId: 5 }));
    useUserStore.setState({ user: { id: 3, email: 'd@example.com', accessToken: 'token' } });
    stop = keepCheckoutHint();
    expect(sentHint()?.storeId).toBe(5);
    useUserStore.setState({ user: null });
    expect(sentHint()).toBeUndefined();
  });
});
