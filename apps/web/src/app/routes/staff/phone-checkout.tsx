import { formatCents, dollarsToCents, formatPhoneDisplay, isCardEntryValid } from '@orderlane/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCart, useCartActions } from '@/features/cart/hooks/use-cart';
import { CardForm, EMPTY_CARD } from '@/features/checkout/components/card-form';
import { OrderSummary } from '@/features/checkout/components/order-summary';
import { toCalculationOrder } from '@/features/checkout/utils/calculation-order';
import { PhoneCheckoutPanel } from '@/features/staff/components/phone-checkout-panel';
import { usePhoneOrderDraft, usePhoneOrderDraftStore } from '@/features/staff/stores/phone-order-draft';
import { forgetCaller } from '@/features/staff/utils/call-cart';
import { useDisplayLocale } from '@/i18n/use-display-locale';
import { StaffFrame } from './staff-frame';
import styles from '@/features/staff/components/staff.module.css';

/** /checkout while a phone order is being taken: the caller, the server's totals, a typed card or pay in store. */
export function PhoneCheckoutRoute() {
  const { t } = useTranslation();
  const draft = usePhoneOrderDraft();
  const cart = useCart();
  const { dispatch } = useCartActions();
  const locale = useDisplayLocale();
  const [now] = useState(() => new Date());
  const store = draft ? { id: draft.storeId, name: draft.storeName } : null;
  const placed = draft?.placed ?? null;
  const hasPlaced = placed !== null;
  // The confirmation stays until the staff member leaves it (to the board or the next call).
  useEffect(() => {
    if (!hasPlaced) {
      return undefined;
    }
    return () => usePhoneOrderDraftStore.getState().finish();
  }, [hasPlaced]);
  const orderType = cart.orderType === 'DELIVERY' ? 'DELIVERY' : 'PICK_UP';
  const order = placed ? null : toCalculationOrder(cart, null);
  const customer = cart.customer;

  return (
    <StaffFrame titleKey="staff.checkoutTitle" store={store}>
      {() =>
        draft && placed ? (
          <div className={styles.page} role="status">
            <h1 className={styles.title}>{t('staff.placedTitle', { orderId: placed.orderId })}</h1>
            <p>{t('staff.placedText', { total: formatCents(dollarsToCents(placed.total)) })}</p>
            <Link className={styles.cardTitle} to={paths.portalBoard.getHref(draft.storeId)}>
              {t('staff.toBoard')}
            </Link>
            <Link to={paths.phoneOrder.getHref(draft.storePhone)}>{t('staff.nextCall')}</Link>
          </div>
        ) : !draft ? null : (
          <div className={styles.page}>
            <h1 className={styles.title}>{t('staff.checkoutHeading')}</h1>
            <section className={styles.card} aria-labelledby="phone-customer-title">
              <h2 id="phone-customer-title" className={styles.cardTitle}>
                {t('staff.customerTitle')} · {t(orderType === 'DELIVERY' ? 'staff.delivery' : 'staff.pickUp')}
              </h2>
              <p>
                {customer.firstName} {customer.lastName} · {formatPhoneDisplay(customer.phoneNumber)}
                {orderType === 'DELIVERY' && (
                  <>
                    <br />
                    {[customer.address, customer.address2, customer.city, customer.state, customer.zip]
                      .filter(Boolean)
                      .join(', ')}
                  </>
                )}
              </p>
              <Link to={paths.customerInfo.getHref({ restaurantInfoId: draft.storeId, orderType })}>
                {t('staff.change')}
              </Link>
            </section>
            {cart.orderItems.length === 0 ? (
              <p>{t('staff.emptyCart')}</p>
            ) : (
              <PhoneCheckoutPanel
                storeId={draft.storeId}
                order={order}
                locale={locale}
                emptyCard={EMPTY_CARD}
                isCardComplete={(card) => isCardEntryValid(card, now)}
                renderLines={(lines) => <OrderSummary lines={lines} locale={locale} />}
                renderCardForm={(card, onChange) => (
                  <CardForm value={card} onChange={onChange} saveCard={false} now={now} />
                )}
                onPlaced={(answer) => {
                  usePhoneOrderDraftStore.getState().markPlaced(answer);
                  forgetCaller(dispatch);
                }}
              />
            )}
            <Link to={paths.store.getHref(draft.storeId)}>{t('staff.addItems')}</Link>
          </div>
        )
      }
    </StaffFrame>
  );
}
