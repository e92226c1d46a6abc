import { isInStoreOrderType, type CartState, type DisplayLocale } from '@orderlane/domain';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { CartPanelProps } from '@/features/cart/components/cart-panel';
import { useCartActions } from '@/features/cart/hooks/use-cart';
import { useUser } from '@/features/auth/stores/user-store';
import { readJson, storageKeys } from '@/lib/local-store';
import { prefetchPage } from '@/lib/page-prefetch';
import { useMediaQuery, WIDE_CART_QUERY } from '@/lib/use-media-query';
import type { Store } from '@/types/api';
import styles from './store-page.module.css';

// The panel shows at once only from 1292 px; on phones it waits for the cart button (the sheet).
const CartPanel = lazy(() =>
  import('@/features/cart/components/cart-panel').then((module) => ({ default: module.CartPanel })),
);
const CartSheet = lazy(() =>
  import('@/features/cart/components/cart-sheet').then((module) => ({ default: module.CartSheet })),
);

export interface StoreCartProps {
  store: Store;
  cart: CartState;
  locale: DisplayLocale;
  blockMessage: string | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onCheckout: () => void;
  /** Places an in-store (dine-in or walk-in) cart; without it such a cart goes back to its in-store page. */
  onPlaceOrder?: () => void;
}

/** The restaurant the cart belongs to: this one, or the one saved when its first line was added. */
function findCartStore(store: Store, cart: CartState): CartPanelProps['store'] {
  if (cart.restaurantInfoId === null || cart.restaurantInfoId === store.id) {
    return store;
  }
  const saved = readJson(storageKeys.storeInfo) as Store | null;
  return saved?.id === cart.restaurantInfoId ? saved : null;
}

/** Fixed 340 px panel from 1292 px; below, a drawer opened from the header's cart button. */
export function StoreCart({
  store,
  cart,
  locale,
  blockMessage,
  isOpen,
  onOpenChange,
  onCheckout,
  onPlaceOrder,
}: StoreCartProps) {
  const { removeLine } = useCartActions();
  const navigate = useNavigate();
  const returnToInStorePage = () =>
    void import('@/features/in-store/utils/in-store-code').then(({ encodeInStoreCode }) =>
      navigate(
        paths.inStore.getHref(encodeInStoreCode(cart.restaurantInfoId ?? store.id, cart.tableName || null)),
      ),
    );
  const isWide = useMediaQuery(WIDE_CART_QUERY);
  const asideRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // The panel is always shown on wide screens: the header's cart button takes focus there instead.
    if (isWide && isOpen) {
      asideRef.current?.focus();
      onOpenChange(false);
    }
  }, [isWide, isOpen, onOpenChange]);
  // With a cart on screen the next tap is likely Checkout, which goes to the checkout (or to sign-in first): that
  // page's code (~80 KB) comes while the diner reads the cart. In-store carts are placed here, not checked out.
  const user = useUser();
  const isCheckingOutNext =
    (isWide || isOpen) && cart.orderItems.length > 0 && !isInStoreOrderType(cart.orderType);
  const isSignedIn = user !== null;
  useEffect(() => {
    if (isCheckingOutNext) {
      prefetchPage(isSignedIn ? paths.checkout.path : paths.auth.path);
    }
  }, [isCheckingOutNext, isSignedIn]);
  const panel: CartPanelProps = {
    cart,
    store: findCartStore(store, cart),
    locale,
    blockMessage,
    onRemove: removeLine,
    onCheckout,
    // In-store carts are paid at the restaurant: they are placed from the in-store page, never through checkout.
    onPlaceOrder: onPlaceOrder ?? returnToInStorePage,
  };
  if (isWide) {
    return (
      <aside
        ref={asideRef}
        tabIndex={-1}
        className={styles.cartAside}
        aria-label={panel.store?.name ?? undefined}
      >
        <Suspense fallback={null}>
          <CartPanel {...panel} />
        </Suspense>
      </aside>
    );
  }
  return isOpen ? (
    <Suspense fallback={null}>
      <CartSheet isOpen={isOpen} onOpenChange={onOpenChange} {...panel} />
    </Suspense>
  ) : null;
}
