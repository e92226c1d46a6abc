import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth/stores/user-store';
import { useCart, useCartActions } from '@/features/cart/hooks/use-cart';
import { KitchenBusyNotice } from '@/features/schedule/components/kitchen-busy-notice';
import { usePhoneOrderDraft } from '@/features/staff/stores/phone-order-draft';
import { checkoutHref } from '@/features/staff/utils/checkout-href';
import { useUnavailableCartText } from '@/features/menu/hooks/use-unavailable-cart-lines';
import { PromoBanners } from '@/features/store/components/promo-banners';
import { useStoreLiveUpdates } from '@/features/store/hooks/use-store-live-updates';
import { StoreHero } from '@/features/store/components/store-hero';
import { arePromoBannersShown, readyTimeRange } from '@orderlane/domain';
import { useDisplayLocale } from '@/i18n/use-display-locale';
import { storageKeys, writeText } from '@/lib/local-store';
import { useNow } from '@/lib/use-now';
import type { Store } from '@/types/api';
import { SiteHeader } from '../../layout/site-header';
import { useOrderabilityText } from './use-orderability-text';
import { StoreCart } from './store-cart';
import { StoreDialogs, type StoreDialog } from './store-dialogs';
import { StoreMenu } from './store-menu';
import { StoreOrderControls } from './store-order-controls';
import { useStoreRules } from './use-store-rules';
import { useUnavailablePrompt } from './use-unavailable-prompt';
import styles from './store-page.module.css';

// Only an inactive store shows it, so an open store's first load leaves it (and its nearby-stores query) out.
const InactiveStore = lazy(() =>
  import('@/features/store/components/inactive-store').then((module) => ({ default: module.InactiveStore })),
);

export interface StorePageProps {
  store: Store;
  isCartInitiallyOpen: boolean;
}

export function StorePage({ store, isCartInitiallyOpen }: StorePageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useDisplayLocale();
  const cart = useCart();
  const { dispatch } = useCartActions();
  const user = useUser();
  // A staff member taking a call checks out on the phone-order checkout, not as a diner.
  const phoneOrder = usePhoneOrderDraft();
  const now = useNow();
  const [dialog, setDialog] = useState<StoreDialog>(null);
  const [isCartOpen, setIsCartOpen] = useState(isCartInitiallyOpen);
  const openAddress = useCallback(() => setDialog('address'), []);
  const rules = useStoreRules(store, cart, now, openAddress);
  useUnavailablePrompt(store, cart, rules.isAsapAvailable, dialog, setDialog);
  // The restaurant's 86s, pauses and edits reach the open page (and its cart) within seconds.
  useStoreLiveUpdates(store.id);
  const unavailableCartText = useUnavailableCartText(store.id, cart, locale);
  useEffect(() => {
    writeText(storageKeys.storeId, String(store.id));
    document.title = `${store.name} · ${store.city} | ${t('store.orderOnline')}`;
  }, [store.id, store.name, store.city, t]);

  const orderType = cart.orderType === 'DELIVERY' ? 'DELIVERY' : 'PICK_UP';
  const isNewCustomer = !user || !user.orderCount;
  const previousStoreId = rules.isOtherRestaurantCart ? cart.restaurantInfoId : null;
  // The other-restaurant case has its own banner; delivery problems (range, minimum) show in the delivery panel
  // and the cart, but a paused store or paused delivery is said on the page.
  const orderabilityText = useOrderabilityText(rules.orderability);
  const isDeliveryProblem =
    !rules.orderability.orderable &&
    (rules.orderability.reason === 'DELIVERY_UNAVAILABLE' ||
      rules.orderability.reason === 'DELIVERY_SHORTFALL');
  const pageMessage =
    rules.orderability.orderable ||
    rules.isOtherRestaurantCart ||
    (cart.orderType === 'DELIVERY' && isDeliveryProblem)
      ? null
      : orderabilityText;
  const isDeliveryPaused =
    (store.orderingPaused ?? false) || (store.pausedOrderTypes ?? []).includes('DELIVERY');

  return (
    <div className={styles.page}>
      <SiteHeader isOverlay isBesideCart storeId={store.id} onOpenCart={() => setIsCartOpen(true)} />
      <main className={styles.main}>
        <StoreHero store={store} readyTime={readyTimeRange(store, orderType)} />
        <div className={styles.content}>
          {previousStoreId !== null && (
            <Notice
              tone="warning"
              role="status"
              action={<Link to={paths.store.getHref(previousStoreId)}>{t('store.goBack')}</Link>}
            >
              {t('store.otherRestaurant')}
            </Notice>
          )}
          {store.active && (
            <StoreOrderControls
              store={store}
              cart={cart}
              deliveryStatus={rules.deliveryStatus}
              isDeliveryPaused={isDeliveryPaused}
              onPickUp={() => dispatch({ type: 'UPDATE_ORDER_TYPE', orderType: 'PICK_UP' })}
              onDelivery={() =>
                rules.deliveryStatus === 'available'
                  ? dispatch({ type: 'UPDATE_ORDER_TYPE', orderType: 'DELIVERY' })
                  : setDialog('address')
              }
              onOpenAddress={openAddress}
              onOpenTime={() => setDialog('time')}
            />
          )}
          {pageMessage && (
            <Notice tone="warning" role="status">
              {pageMessage}
            </Notice>
          )}
          {store.active && (
            <KitchenBusyNotice
              storeId={store.id}
              orderType={orderType}
              timeZone={store.timeZone}
              isAsap={!cart.scheduleTime}
            />
          )}
          {store.active && arePromoBannersShown(store) && (
            <PromoBanners rewardRate={store.rewardRate} isNewCustomer={isNewCustomer} />
          )}
        </div>
        {store.active ? (
          <StoreMenu store={store} cart={cart} locale={locale} now={now} />
        ) : (
          <Suspense fallback={null}>
            <InactiveStore store={store} />
          </Suspense>
        )}
      </main>
      <StoreCart
        store={store}
        cart={cart}
        locale={locale}
        blockMessage={orderabilityText ?? unavailableCartText}
        isOpen={isCartOpen}
        onOpenChange={setIsCartOpen}
        onCheckout={() =>
          void navigate(
            checkoutHref({
              storeId: store.id,
              isSignedIn: user !== null,
              phoneOrderStoreId: phoneOrder?.storeId ?? null,
            }),
          )
        }
      />
      <StoreDialogs
        dialog={dialog}
        onDialogChange={setDialog}
        store={store}
        cart={cart}
        isAsapAvailable={rules.isAsapAvailable}
        previousStoreId={previousStoreId}
      />
    </div>
  );
}
