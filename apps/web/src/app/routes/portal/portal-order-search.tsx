import { toStoreLocalTime } from '@orderlane/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useStoreProfile } from '@/features/portal/api/get-store-profile';
import { OrderSearch } from '@/features/portal/components/order-search';
import { useOwnerSession } from '@/lib/owner-session';
import { PortalStoreGate } from './portal-store-gate';
import styles from './portal.module.css';

/** /portal/stores/{storeId}/orders: every order of the store, found by number, phone, name or dates, in full. */
export function PortalOrderSearchRoute() {
  return (
    <PortalStoreGate section="orderSearch">
      {({ storeId }) => <OrderSearchPage key={storeId} storeId={storeId} />}
    </PortalStoreGate>
  );
}

function OrderSearchPage({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const storeName = useOwnerSession()?.stores.find((store) => store.id === storeId)?.name ?? '';
  const profile = useStoreProfile(storeId);
  const timeZone = profile.data?.timeZone ?? 'America/Chicago';
  const today = toStoreLocalTime(new Date(), timeZone).slice(0, 10);
  const selected = Number(params.get('orderId'));
  useEffect(() => {
    document.title = t('portal.orderSearch.documentTitle', { store: storeName });
  }, [t, storeName]);
  return (
    <div className={styles.stack}>
      <div className={styles.boardHead}>
        <h1 className={styles.pageTitle}>{t('portal.orderSearch.title')}</h1>
        <Link to={paths.portalBoard.getHref(storeId)}>{t('portal.orderSearch.toBoard')}</Link>
      </div>
      <OrderSearch
        storeId={storeId}
        today={today}
        selectedOrderId={Number.isSafeInteger(selected) && selected > 0 ? selected : null}
        onSelect={(orderId) => setParams(orderId === null ? {} : { orderId: String(orderId) })}
      />
    </div>
  );
}
