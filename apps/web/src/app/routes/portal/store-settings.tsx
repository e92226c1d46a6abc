import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useStoreSettings } from '@/features/store-admin/api/get-store-settings';
import { GoLivePanel } from '@/features/store-admin/components/go-live-panel';
import { KitchenCapacitySection } from '@/features/store-admin/components/kitchen-capacity-form';
import { StoreSettingsForm } from '@/features/store-admin/components/store-settings-form';
import styles from '@/features/store-admin/components/store-admin.module.css';
import { StoreBrandingSection } from '@/features/store-images/components/store-branding-section';
import { PortalStoreGate } from './portal-store-gate';

/** /portal/stores/{storeId}/store-settings: the owner edits the store and takes it live or inactive. */
export function StoreSettingsRoute() {
  return (
    <PortalStoreGate section="storeSettings" isOwnerOnly>
      {({ storeId }) => <StoreSettingsPage key={storeId} storeId={storeId} />}
    </PortalStoreGate>
  );
}

function StoreSettingsPage({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const settings = useStoreSettings(storeId);
  useEffect(() => {
    document.title = t('storeAdmin.settings.documentTitle', { store: settings.data?.name ?? '' });
  }, [t, settings.data?.name]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('storeAdmin.settings.title')}</h1>
      <GoLivePanel storeId={storeId} />
      {settings.data ? (
        <StoreSettingsForm storeId={storeId} settings={settings.data} />
      ) : settings.isError ? (
        <div className={styles.actions}>
          <p className={styles.alert}>{t('storeAdmin.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void settings.refetch()}>
            {t('storeAdmin.retry')}
          </Button>
        </div>
      ) : (
        <Skeleton height={480} />
      )}
      <StoreBrandingSection storeId={storeId} />
      <KitchenCapacitySection storeId={storeId} />
    </div>
  );
}
