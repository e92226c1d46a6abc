import { findDrinkCategory, type OrderType } from '@orderlane/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { showToast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { useUser, useUserStore } from '@/features/auth/stores/user-store';
import { useCart, useCartActions } from '@/features/cart/hooks/use-cart';
import { InStoreBar, type InStoreMode } from '@/features/in-store/components/in-store-bar';
import { usePlaceInStoreOrder } from '@/features/in-store/hooks/use-place-in-store-order';
import { recallCounterToken, recallTableToken } from '@/features/in-store/utils/table-token-memory';
import { useStoreMenu } from '@/features/menu/api/get-store-menu';
import { scrollToCategory } from '@/features/menu/utils/category-anchor';
import { PlatformNotice } from '@/features/platform-check/components/platform-notice';
import { InactiveStore } from '@/features/store/components/inactive-store';
import { StoreHero } from '@/features/store/components/store-hero';
import { useDisplayLocale } from '@/i18n/use-display-locale';
import { ApiError } from '@/lib/api-client';
import type { GeoPoint } from '@/lib/geolocation';
import { useNow } from '@/lib/use-now';
import type { Store } from '@/types/api';
import { SiteHeader } from '../layout/site-header';
import { useOrderabilityText } from './store/use-orderability-text';
import { StoreCart } from './store/store-cart';
import { StoreMenu } from './store/store-menu';
import { useStoreRules } from './store/use-store-rules';
import storeStyles from './store/store-page.module.css';
import styles from './in-store.module.css';

const DrinkPromptDialog = lazy(() =>
  import('@/features/in-store/components/drink-prompt-dialog').then((module) => ({
    default: module.DrinkPromptDialog,
  })),
);

function inStoreMode(orderType: OrderType | null, tableName: string): InStoreMode {
  if (orderType === 'WALK_IN') {
    return 'walk-in';
  }
  return tableName.trim() ? 'dine-in' : 'waiting';
}

export interface InStoreMenuProps {
  store: Store;
  /** Where the device was at the location check; the server checks a walk-in order against it. */
  devicePosition: GeoPoint | null;
  /** Ask 'Do you want to start with a drink?' once the menu is there. */
  isDrinkPromptDue: boolean;
  onDrinkPromptDone: () => void;
}

/** The store's menu and cart for a diner at the table or the counter; the cart places an in-store order. */
export function InStoreMenu({
  store,
  devicePosition,
  isDrinkPromptDue,
  onDrinkPromptDone,
}: InStoreMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const locale = useDisplayLocale();
  const cart = useCart();
  const { dispatch } = useCartActions();
  const user = useUser();
  const now = useNow();
  const [isCartOpen, setIsCartOpen] = useState(false);
  const rules = useStoreRules(store, cart, now, () => undefined);
  const orderabilityText = useOrderabilityText(rules.orderability);
  const menu = useStoreMenu(store.id, cart.scheduleTime);
  const place = usePlaceInStoreOrder();
  const drinks = menu.data ? findDrinkCategory(menu.data.categories) : null;
  const isDrinkPromptShown = isDrinkPromptDue && drinks !== null;

  useEffect(() => {
    // No drinks on this menu: nothing to ask.
    if (isDrinkPromptDue && menu.data && drinks === null) {
      onDrinkPromptDone();
    }
  }, [isDrinkPromptDue, menu.data, drinks, onDrinkPromptDone]);

  const target = location.pathname.replace(/^\//, '');
  const placeOrder = () => {
    if (!user) {
      // A dine-in order needs a signed-in diner; the sign-in page brings them back here.
      void navigate(paths.auth.getHref({ storeId: store.id, target }));
      return;
    }
    const info = user.userInfos?.[0];
    place.mutate(
      {
        cart,
        diner: {
          id: user.id,
          email: user.email,
          firstName: info?.firstName ?? '',
          lastName: info?.lastName ?? '',
          phoneNumber: info?.phoneNumber ?? '',
        },
        accessToken: user.accessToken,
        locale,
        proof: {
          tableToken: cart.orderType === 'DINE_IN' ? recallTableToken(store.id, cart.tableName) : null,
          counterToken: cart.orderType === 'WALK_IN' ? recallCounterToken(store.id) : null,
          devicePosition,
        },
      },
      {
        onSuccess: (placed) => {
          dispatch({ type: 'CLEAR_CART' });
          void navigate(paths.orderSuccess.getHref({ orderId: placed.orderId, total: placed.total }), {
            replace: true,
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 403) {
            useUserStore.getState().signOut();
            showToast({ message: t('inStore.sessionEnded'), tone: 'error' });
            void navigate(paths.auth.getHref({ storeId: store.id, target }));
            return;
          }
          showToast({
            message: error instanceof ApiError ? error.message : t('inStore.placeFailed'),
            tone: 'error',
          });
        },
      },
    );
  };

  return (
    <div className={storeStyles.page}>
      <SiteHeader isOverlay isBesideCart storeId={store.id} onOpenCart={() => setIsCartOpen(true)} />
      <main className={storeStyles.main}>
        <StoreHero store={store} readyTime={null} />
        <div className={storeStyles.content}>
          <InStoreBar mode={inStoreMode(cart.orderType, cart.tableName)} tableName={cart.tableName} />
          {orderabilityText && (
            <Notice tone="warning" role="status">
              {orderabilityText}
            </Notice>
          )}
        </div>
        {store.active ? (
          <StoreMenu store={store} cart={cart} locale={locale} now={now} />
        ) : (
          <InactiveStore store={store} />
        )}
      </main>
      <StoreCart
        store={store}
        cart={cart}
        locale={locale}
        blockMessage={orderabilityText}
        isOpen={isCartOpen}
        onOpenChange={setIsCartOpen}
        onCheckout={placeOrder}
        onPlaceOrder={placeOrder}
      />
      {place.isPending && (
        <div className={styles.placing} role="status">
          <Spinner size="lg" />
          <p>{t('inStore.placing')}</p>
        </div>
      )}
      {isDrinkPromptShown && (
        <Suspense fallback={null}>
          <DrinkPromptDialog
            onNo={onDrinkPromptDone}
            onYes={() => {
              onDrinkPromptDone();
              // Let the dialog give focus back before moving it to the drinks.
              window.setTimeout(() => scrollToCategory(drinks.id), 50);
            }}
          />
        </Suspense>
      )}
      <PlatformNotice />
    </div>
  );
}
