import { toStoreLocalTime } from '@orderlane/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useStoreProfile } from '@/features/portal/api/get-store-profile';
import { MenuAvailability } from '@/features/portal/components/menu-availability';
import { useNow } from '@/lib/use-now';
import { PortalStoreGate } from './portal-store-gate';

/** /portal/stores/{storeId}/menu: mark items and options unavailable ("86") for the day or until a time. */
export function PortalMenuRoute() {
  return (
    <PortalStoreGate section="menu">
      {({ storeId }) => <StoreMenu key={storeId} storeId={storeId} />}
    </PortalStoreGate>
  );
}

function StoreMenu({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const profile = useStoreProfile(storeId);
  const now = useNow(60_000);
  useEffect(() => {
    document.title = t('portal.menu.documentTitle', { store: profile.data?.name ?? '' });
  }, [t, profile.data?.name]);
  if (!profile.data) {
    return <Skeleton height={240} />;
  }
  return <MenuAvailability storeId={storeId} storeNow={toStoreLocalTime(now, profile.data.timeZone)} />;
}
