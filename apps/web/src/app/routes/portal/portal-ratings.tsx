import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { StoreRatingsPage } from '@/features/ratings/components/store-ratings-page';
import { useOwnerSession } from '@/lib/owner-session';
import { PortalStoreGate } from './portal-store-gate';

/** /portal/stores/{storeId}/ratings: diners' ratings of the store's completed orders (owners only). */
export function PortalRatingsRoute() {
  return (
    <PortalStoreGate section="ratings" isOwnerOnly>
      {({ storeId }) => <RatingsPage key={storeId} storeId={storeId} />}
    </PortalStoreGate>
  );
}

function RatingsPage({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const storeName = useOwnerSession()?.stores.find((store) => store.id === storeId)?.name ?? '';
  useEffect(() => {
    document.title = t('ratings.portal.documentTitle', { store: storeName });
  }, [t, storeName]);
  return <StoreRatingsPage storeId={storeId} />;
}
