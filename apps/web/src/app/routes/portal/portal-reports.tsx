import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SalesReportPage } from '@/features/reports/components/sales-report-page';
import { useOwnerSession } from '@/lib/owner-session';
import { PortalStoreGate } from './portal-store-gate';

/** /portal/stores/{storeId}/reports: sales, orders, tips, discounts and refunds over a range (owners only). */
export function PortalReportsRoute() {
  return (
    <PortalStoreGate section="reports" isOwnerOnly>
      {({ storeId }) => <ReportsPage key={storeId} storeId={storeId} />}
    </PortalStoreGate>
  );
}

function ReportsPage({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const storeName = useOwnerSession()?.stores.find((store) => store.id === storeId)?.name ?? '';
  useEffect(() => {
    document.title = t('reports.sales.documentTitle', { store: storeName });
  }, [t, storeName]);
  return <SalesReportPage storeId={storeId} />;
}
