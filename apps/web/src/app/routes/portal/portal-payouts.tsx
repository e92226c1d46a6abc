import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PayoutsPage } from '@/features/reports/components/payouts-page';
import { useOwnerSession } from '@/lib/owner-session';
import { PortalStoreGate } from './portal-store-gate';

/** /portal/stores/{storeId}/payouts: weekly card payouts, Wednesday to Tuesday (owners only). */
export function PortalPayoutsRoute() {
  return (
    <PortalStoreGate section="payouts" isOwnerOnly>
      {({ storeId }) => <Payouts key={storeId} storeId={storeId} />}
    </PortalStoreGate>
  );
}

function Payouts({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const storeName = useOwnerSession()?.stores.find((store) => store.id === storeId)?.name ?? '';
  useEffect(() => {
    document.title = t('reports.payouts.documentTitle', { store: storeName });
  }, [t, storeName]);
  return <PayoutsPage storeId={storeId} />;
}
