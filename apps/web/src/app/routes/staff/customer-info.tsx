import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { useCart, useCartActions } from '@/features/cart/hooks/use-cart';
import { CustomerInfoForm } from '@/features/staff/components/customer-info-form';
import { usePhoneOrderDraft } from '@/features/staff/stores/phone-order-draft';
import { useStore } from '@/features/store/api/search-restaurants';
import { EMPTY_CUSTOMER, type CustomerFields } from '@/features/staff/utils/customer-form';
import { StaffFrame } from './staff-frame';
import styles from '@/features/staff/components/staff.module.css';

/** /customerInfo: the caller found among the store's past customers or typed in; Next opens the store page. */
export function CustomerInfoRoute() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const draft = usePhoneOrderDraft();
  const cart = useCart();
  const { dispatch } = useCartActions();
  const storeId = Number(search.get('restaurantInfoId') ?? draft?.storeId ?? NaN);
  const orderType = search.get('orderType') === 'DELIVERY' ? 'DELIVERY' : 'PICK_UP';
  const store = draft && draft.storeId === storeId ? { id: storeId, name: draft.storeName } : null;
  // Without this call's draft the store's public name is looked up, so a refusal can name the store.
  const publicStore = useStore(store || !Number.isSafeInteger(storeId) ? null : storeId);
  const initial: CustomerFields =
    cart.restaurantInfoId === storeId ? { ...EMPTY_CUSTOMER, ...pickFields(cart.customer) } : EMPTY_CUSTOMER;

  const next = (customer: CustomerFields) => {
    dispatch({ type: 'UPDATE_RESTAURANT', restaurantInfoId: storeId });
    dispatch({ type: 'UPDATE_ORDER_TYPE', orderType });
    dispatch({
      type: 'UPDATE_CUSTOMER',
      customer: { ...customer, addressChanged: orderType === 'DELIVERY' },
    });
    void navigate(paths.store.getHref(storeId));
  };

  return (
    <StaffFrame
      titleKey="staff.customerInfoTitle"
      store={
        store ?? (Number.isSafeInteger(storeId) ? { id: storeId, name: publicStore.data?.name ?? '' } : null)
      }
    >
      {() =>
        !store ? (
          <div className={styles.page}>
            <Notice tone="warning" title={t('staff.missingStore')} />
            <Link to={paths.portal.getHref()}>{t('staff.toPortal')}</Link>
          </div>
        ) : (
          <CustomerInfoForm
            storeId={storeId}
            isDelivery={orderType === 'DELIVERY'}
            initial={initial}
            onNext={next}
            heading={
              <div>
                <h1 className={styles.title}>{t('staff.customerHeading')}</h1>
                <p className={styles.muted}>
                  {t('staff.orderTypeLine', {
                    store: store.name,
                    type: t(orderType === 'DELIVERY' ? 'staff.delivery' : 'staff.pickUp'),
                  })}
                </p>
              </div>
            }
          />
        )
      }
    </StaffFrame>
  );
}

function pickFields(customer: Partial<CustomerFields>): Partial<CustomerFields> {
  return Object.fromEntries(
    Object.keys(EMPTY_CUSTOMER).map((key) => [key, customer[key as keyof CustomerFields] ?? '']),
  );
}
