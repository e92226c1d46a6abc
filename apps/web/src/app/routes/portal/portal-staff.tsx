import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffPanel } from '@/features/portal/components/staff-panel';
import { PortalStoreGate } from './portal-store-gate';

/** /portal/stores/{storeId}/staff: the store's owners invite, list and remove their team. */
export function PortalStaffRoute() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('portal.staff.title');
  }, [t]);
  return (
    <PortalStoreGate section="staff" isOwnerOnly>
      {({ session, storeId }) => <StaffPanel key={storeId} storeId={storeId} selfId={session.id} />}
    </PortalStoreGate>
  );
}
