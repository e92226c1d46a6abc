import { isAsapAvailable, type CartState } from '@orderlane/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { hasCompleteAddress, formatAddress } from '@/features/address/utils/address-text';
import { useDeliveryAvailability } from '@/features/address/api/get-delivery-availability';
import { getUserByAccessToken } from '@/features/auth/api/get-by-access-token';
import { useUser, useUserStore, type StoredUser } from '@/features/auth/stores/user-store';
import { customerFromUser, matchesCustomer } from '@/features/auth/utils/customer-from-user';
import { useCart, useCartActions } from '@/features/cart/hooks/use-cart';
import { AddressSection } from '@/features/checkout/components/address-section';
import { CheckoutSection } from '@/features/checkout/components/checkout-section';
import { EmptyCartDialog } from '@/features/checkout/components/empty-cart-dialog';
import { OrderSummary } from '@/features/checkout/components/order-summary';
import { OrderTotals } from '@/features/checkout/components/order-totals';
import { PaymentSection } from '@/features/checkout/components/payment-section';
import { PhoneSection } from '@/features/checkout/components/phone-section';
import { PlaceOrderPanel } from '@/features/checkout/components/place-order-panel';
import { SpecialInstructionsField } from '@/features/checkout/components/special-instructions-field';
import { TipSelector } from '@/features/checkout/components/tip-selector';
import { useOrderCalculation } from '@/features/checkout/hooks/use-order-calculation';
import { usePaymentState } from '@/features/checkout/hooks/use-payment-state';
import { usePlaceOrder } from '@/features/checkout/hooks/use-place-order';
import { useTipChoice } from '@/features/checkout/hooks/use-tip-choice';
import { toCalculationOrder } from '@/features/checkout/utils/calculation-order';
import { checkoutBlockers } from '@/features/checkout/utils/checkout-blockers';
import { quotedDeliveryFee } from '@/features/checkout/utils/delivery-fee-ref';
import { shownFigures } from '@/features/checkout/utils/shown-figures';
import { orderHistoryQueryKey } from '@/features/orders/api/search-order-history';
import { useStore } from '@/features/store/api/search-restaurants';
import { usePhoneOrderDraft } from '@/features/staff/stores/phone-order-draft';
import { useDisplayLocale } from '@/i18n/use-display-locale';
import { logEvent } from '@/lib/analytics';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { useNow } from '@/lib/use-now';
import type { Store } from '@/types/api';
import { loadPhoneCheckout } from '../route-tables/staff-pages';
import { PageSpinner } from '../layout/page-spinner';
import { useOpenCartElsewhere } from '../layout/use-open-cart-elsewhere';
import { SiteHeader } from '../layout/site-header';
import { CheckoutFirstSections, CheckoutFrame } from './checkout-frame';
import { toStoreHoursRows } from './store/store-hours-rows';
import styles from './checkout.module.css';

const AddressDialog = lazy(() =>
  import('@/features/address/components/address-dialog').then((module) => ({
    default: module.AddressDialog,
  })),
);
const PhoneCheckout = lazy(loadPhoneCheckout);
const TimeDialog = lazy(() =>
  import('@/features/schedule/components/time-dialog').then((module) => ({ default: module.TimeDialog })),
);

/** /checkout: signed-in diners with a cart; others go to /auth, an empty cart is told so and sent back. */
export function CheckoutRoute() {
  const user = useUser();
  const cart = useCart();
  const store = useStore(cart.restaurantInfoId);
  const [isPlaced, setIsPlaced] = useState(false);
  const phoneOrder = usePhoneOrderDraft();
  // A staff member taking a phone order checks out for the caller, on the staff's own screen.
  if (phoneOrder && (phoneOrder.placed || phoneOrder.storeId === cart.restaurantInfoId)) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <PhoneCheckout />
      </Suspense>
    );
  }
  if (!user) {
    return (
      <Navigate replace to={paths.auth.getHref({ storeId: cart.restaurantInfoId, target: 'checkout' })} />
    );
  }
  if (isPlaced) {
    return <PageSpinner />;
  }
  if (cart.orderItems.length === 0 || cart.restaurantInfoId === null || store.data === null) {
    return <EmptyCartNotice storeId={cart.restaurantInfoId} />;
  }
  if (!store.data) {
    return <PageSpinner />;
  }
  return <CheckoutPage store={store.data} user={user} cart={cart} onPlaced={() => setIsPlaced(true)} />;
}

/** An empty cart is told so, then the diner goes back. */
function EmptyCartNotice({ storeId }: { storeId: number | null }) {
  const navigate = useNavigate();
  const goBack = () =>
    void ((window.history.state as { idx?: number } | null)?.idx
      ? navigate(-1)
      : navigate(storeId ? paths.store.getHref(storeId) : paths.storesList.getHref(), { replace: true }));
  return (
    <div className={styles.page}>
      <SiteHeader onOpenCart={goBack} />
      <EmptyCartDialog onClose={goBack} />
    </div>
  );
}

interface CheckoutPageProps {
  store: Store;
  user: StoredUser;
  cart: CartState;
  onPlaced: () => void;
}

function CheckoutPage({ store, user, cart, onPlaced }: CheckoutPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const locale = useDisplayLocale();
  const { dispatch } = useCartActions();
  const openCartElsewhere = useOpenCartElsewhere();
  const nowMs = useNow();
  const now = useMemo(() => new Date(nowMs), [nowMs]);
  const [dialog, setDialog] = useState<'address' | 'time' | null>(null);
  // How and when come first (as the server draws them: app/checkout-first-screen.tsx); the rest a task later,
  // and with it the request for the saved cards, so the first render's effects start fewer requests.
  const isLowerShown = useAfterFirstPaint();
  const payment = usePaymentState(user.id, now, isLowerShown);

  // The customer is the signed-in diner, taken once per diner; a phone changed here is kept.
  const syncedUserId = useRef<number | null>(null);
  const typedPhone = cart.customer.phoneNumber;
  useEffect(() => {
    if (syncedUserId.current === user.id) {
      return;
    }
    syncedUserId.current = user.id;
    const fromUser = customerFromUser(user);
    const synced = { ...fromUser, phoneNumber: typedPhone || fromUser.phoneNumber };
    // Usually the cart has it already (sign-in put it there): no change, no second render at the page's start.
    if (!matchesCustomer(cart.customer, synced)) {
      dispatch({ type: 'UPDATE_CUSTOMER', customer: synced });
    }
  }, [user, typedPhone, cart.customer, dispatch]);
  // Checkout offers delivery or pickup only.
  useEffect(() => {
    if (cart.orderType !== 'DELIVERY' && cart.orderType !== 'PICK_UP') {
      dispatch({ type: 'UPDATE_ORDER_TYPE', orderType: 'PICK_UP' });
    }
  }, [cart.orderType, dispatch]);
  useEffect(() => {
    logEvent('checkout_start', store.id);
  }, [store.id]);
  useEffect(() => {
    document.title = `${t('checkout.title')} · ${store.name}`;
  }, [t, store.name]);

  const isDelivery = cart.orderType === 'DELIVERY';
  const address = hasCompleteAddress(cart.customer) ? cart.customer : null;
  const delivery = useDeliveryAvailability(store.id, isDelivery ? address : null);
  const rows = useMemo(() => toStoreHoursRows(store.restaurantInfoHours), [store.restaurantInfoHours]);
  const isAsap = isAsapAvailable(rows, store.timeZone, nowMs);

  const order = useMemo(
    () => (isDelivery && !address ? null : toCalculationOrder(cart, quotedDeliveryFee())),
    [cart, isDelivery, address],
  );
  const { query: calculation, pricedOrder, isCurrent } = useOrderCalculation(order, locale);
  const priced = calculation.data ?? null;
  const figures = priced ? shownFigures(priced, locale) : null;
  const tip = useTipChoice(figures, cart.orderType);

  useEffect(() => {
    if (tip.tipCents !== null && tip.tipCents !== cart.tipCents) {
      dispatch({ type: 'UPDATE_TIP', tipCents: tip.tipCents });
    }
  }, [tip.tipCents, cart.tipCents, dispatch]);

  const send = usePlaceOrder({
    pricedOrder,
    priced,
    payment: payment.source,
    locale,
    recalculate: () => void calculation.refetch(),
    onPlaced: (placed) => {
      onPlaced();
      dispatch({ type: 'CLEAR_CART' });
      void queryClient.invalidateQueries({ queryKey: orderHistoryQueryKey });
      // The order changed the diner's order count and credit.
      void getUserByAccessToken(user)
        .then((fresh) =>
          useUserStore.getState().setUser({ ...user, ...fresh, accessToken: user.accessToken }),
        )
        .catch(() => undefined);
      void navigate(paths.orderSuccess.getHref({ orderId: placed.orderId, total: placed.total }), {
        replace: true,
      });
    },
  });

  const deliveryProblem =
    isDelivery && address && delivery.data && !delivery.data.available
      ? delivery.data.errorMessage || t('checkout.address.outOfRange')
      : null;
  // Read only by the place-order panel, drawn with the lower sections: the phone number's rules (costly on their
  // first run) stay out of the page's first render.
  const blockers = isLowerShown
    ? checkoutBlockers(
        {
          needsAddress: isDelivery && !address,
          phoneNumber: cart.customer.phoneNumber,
          hasPaymentSource: payment.source !== null,
          isNewCard: payment.choice.kind === 'new-card',
          isCalculationCurrent: isCurrent,
          calculationError: calculation.error,
          priced,
          sendError: send.sendError,
        },
        t,
      )
    : null;

  const dialogs = (
    <Suspense fallback={null}>
      {dialog === 'address' && (
        <AddressDialog
          restaurantInfoId={store.id}
          initial={address ? { ...address, address2: cart.customer.address2 } : null}
          onSave={(saved) => {
            dispatch({ type: 'UPDATE_CUSTOMER', customer: { ...saved, addressChanged: true } });
            dispatch({ type: 'UPDATE_STATE', deliveryAvailable: true });
            dispatch({ type: 'UPDATE_ORDER_TYPE', orderType: 'DELIVERY' });
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'time' && (
        <TimeDialog
          restaurantInfoId={store.id}
          orderType={cart.orderType}
          scheduleTime={cart.scheduleTime}
          isAsapAvailable={isAsap}
          onUpdate={(scheduleTime) => {
            dispatch({ type: 'UPDATE_SCHEDULE_TIME', scheduleTime });
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </Suspense>
  );

  return (
    <CheckoutFrame
      store={store}
      onOpenCart={openCartElsewhere}
      after={dialogs}
      summary={
        blockers && (
          <aside className={styles.summary} aria-label={t('checkout.summary.title')}>
            <CheckoutSection title={t('checkout.summary.title')}>
              <p className={styles.storeName}>{store.name}</p>
              <OrderSummary lines={priced?.orderItems ?? (calculation.isError ? [] : null)} locale={locale} />
            </CheckoutSection>
            <CheckoutSection title={t('checkout.tip.title')}>
              {tip.presetsCents ? (
                <TipSelector presetsCents={tip.presetsCents} choice={tip.choice} onChange={tip.setChoice} />
              ) : (
                <div className={styles.placeholder} aria-hidden />
              )}
            </CheckoutSection>
            <div className={styles.totals}>
              {figures && (
                <OrderTotals
                  figures={figures}
                  isDelivery={isDelivery}
                  hasPriorOrders={(user.orderCount ?? 0) > 0}
                  isUpdating={!isCurrent}
                />
              )}
            </div>
            <PlaceOrderPanel
              amountDueCents={figures?.amountDueCents ?? null}
              error={blockers.error}
              blockReason={blockers.blockReason}
              isSubmitting={send.isSending}
              isDisabled={blockers.blockReason !== null || blockers.isRefused || send.isSending}
              onPlaceOrder={send.placeOrder}
            />
          </aside>
        )
      }
    >
      <CheckoutFirstSections
        store={store}
        method={isDelivery ? 'DELIVERY' : 'PICK_UP'}
        scheduleTime={cart.scheduleTime}
        isAsapAvailable={isAsap}
        onMethodChange={(method) =>
          method === 'DELIVERY' && !address
            ? setDialog('address')
            : dispatch({ type: 'UPDATE_ORDER_TYPE', orderType: method })
        }
        onAsap={() => dispatch({ type: 'UPDATE_SCHEDULE_TIME', scheduleTime: null })}
        onSchedule={() => setDialog('time')}
        deliverySection={
          <AddressSection
            addressText={address ? formatAddress(address) : null}
            note={cart.customer.note}
            problem={deliveryProblem}
            onChange={() => setDialog('address')}
          />
        }
      />
      {isLowerShown && (
        <>
          <PhoneSection
            phoneNumber={cart.customer.phoneNumber}
            onSave={(phoneNumber) => dispatch({ type: 'UPDATE_CUSTOMER', customer: { phoneNumber } })}
          />
          <PaymentSection userId={user.id} payment={payment} now={now} />
          <CheckoutSection title={t('checkout.instructions.title')}>
            <SpecialInstructionsField
              value={cart.specialInstructions}
              onChange={(text) =>
                dispatch({ type: 'UPDATE_SPECIAL_INSTRUCTIONS', specialInstructions: text })
              }
            />
          </CheckoutSection>
        </>
      )}
    </CheckoutFrame>
  );
}
