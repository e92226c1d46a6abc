import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useStoreHours } from '@/features/store-admin/api/store-hours';
import { HourOverrides } from '@/features/store-admin/components/hour-overrides';
import { StoreHoursForm } from '@/features/store-admin/components/store-hours-form';
import styles from '@/features/store-admin/components/store-admin.module.css';
import { useOwnerSession } from '@/lib/owner-session';
import { PortalStoreGate } from './portal-store-gate';

/** /portal/stores/{storeId}/hours: weekly hours, the last-order offset and dated overrides. */
export function StoreHoursRoute() {
  return (
    <PortalStoreGate section="storeHours" isOwnerOnly>
      {({ storeId }) => <StoreHoursPage key={storeId} storeId={storeId} />}
    </PortalStoreGate>
  );
}

function StoreHoursPage({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const hours = useStoreHours(storeId);
  const storeName = useOwnerSession()?.stores.find((store) => store.id === storeId)?.name ?? '';
  useEffect(() => {
    document.title = t('storeAdmin.hours.documentTitle', { store: storeName });
  }, [t, storeName]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('storeAdmin.hours.title')}</h1>
      {hours.data ? (
        <>
          <p className={styles.intro}>{t('storeAdmin.hours.intro', { zone: hours.data.timeZone })}</p>
          <StoreHoursForm storeId={storeId} hours={hours.data} />
          <HourOverrides storeId={storeId} hours={hours.data} />
        </>
      ) : hours.isError ? (
        <div className={styles.actions}>
          <p className={styles.alert}>{t('storeAdmin.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void hours.refetch()}>
            {t('storeAdmin.retry')}
          </Button>
        </div>
      ) : (
        <Skeleton height={480} />
      )}
    </div>
  );
}
