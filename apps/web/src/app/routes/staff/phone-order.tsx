import { formatPhoneDisplay } from '@orderlane/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { useCartActions } from '@/features/cart/hooks/use-cart';
import { useStoreByPhone } from '@/features/staff/api/find-store-by-phone';
import { GreetingCard } from '@/features/staff/components/greeting-card';
import { usePhoneOrderDraftStore } from '@/features/staff/stores/phone-order-draft';
import { startCallCart } from '@/features/staff/utils/call-cart';
import { phoneFromRoute } from '@/features/staff/utils/phone-param';
import { PageSpinner } from '../../layout/page-spinner';
import { StaffFrame } from './staff-frame';
import styles from '@/features/staff/components/staff.module.css';

/** /phone-order/{phone}: the store answering that line, the greeting script, then Pick Up or Delivery. */
export function PhoneOrderRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { dispatch } = useCartActions();
  const phone = phoneFromRoute(params.phone, search.get('phone'));
  const store = useStoreByPhone(phone);
  const shownPhone = formatPhoneDisplay(phone);
  const found = store.data ?? null;

  const choose = (orderType: 'PICK_UP' | 'DELIVERY') => {
    if (!found) {
      return;
    }
    usePhoneOrderDraftStore.getState().start({ storeId: found.id, storeName: found.name, storePhone: phone });
    // A new call starts a new cart for this store, with nothing of the previous caller in it.
    startCallCart(dispatch, { storeId: found.id, orderType });
    void navigate(paths.customerInfo.getHref({ restaurantInfoId: found.id, orderType }));
  };

  return (
    <StaffFrame titleKey="staff.phoneOrderTitle" store={found}>
      {(session) => (
        <div className={styles.page}>
          <h1 className={styles.title}>{found ? found.name : t('staff.heading')}</h1>
          <p className={styles.muted}>{t('staff.incomingCall', { phone: shownPhone || '—' })}</p>
          {phone === '' ? (
            <Notice tone="warning" title={t('staff.noPhone')} />
          ) : store.isPending ? (
            <PageSpinner />
          ) : store.isError ? (
            <Notice tone="error" title={t('staff.loadFailed')} />
          ) : !found ? (
            <Notice tone="warning" title={t('staff.noStore', { phone: shownPhone })}>
              {t('staff.noStoreText')}
            </Notice>
          ) : (
            <GreetingCard storeName={found.name} staffName={session.name} onChoose={choose} />
          )}
        </div>
      )}
    </StaffFrame>
  );
}
