import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useOnboardingProgress } from '@/features/onboarding/api/get-onboarding-progress';
import { BankAccountForm } from '@/features/onboarding/components/bank-account-form';
import { OrderProtocolForm } from '@/features/onboarding/components/order-protocol-form';
import { SentMenuFiles } from '@/features/onboarding/components/sent-menu-files';
import styles from '@/features/store-admin/components/store-admin.module.css';
import type { OwnerSession } from '@/lib/owner-session';
import { PortalStoreGate } from './portal-store-gate';

/** /portal/stores/{storeId}/setup: order protocol, bank details and menu files, for the store's owners. */
export function StoreSetupRoute() {
  return (
    <PortalStoreGate section="storeSetup" isOwnerOnly>
      {({ session, storeId }) => <StoreSetup key={storeId} session={session} storeId={storeId} />}
    </PortalStoreGate>
  );
}

type SetupPart = 'order-protocol' | 'bank-account';

/**
 * The sign-up steps an owner who joined through /merchantFinish (or left the Lite steps) still owes, in the portal:
 * how orders reach the kitchen and the payout account (the Lite steps' own forms), and the menu files sent at
 * sign-up, each openable. Each save counts toward the go-live checklist at once.
 */
function StoreSetup({ session, storeId }: { session: OwnerSession; storeId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const progress = useOnboardingProgress(storeId, session.accessToken);
  const [savedPart, setSavedPart] = useState<SetupPart | null>(null);
  const storeName = session.stores.find((store) => store.id === storeId)?.name ?? '';

  useEffect(() => {
    document.title = t('storeAdmin.setup.documentTitle', { store: storeName });
  }, [t, storeName]);

  // A checklist link (…/setup#bank-account) lands on its part once the forms are drawn.
  const isReady = progress.isSuccess;
  useEffect(() => {
    const target = window.location.hash.slice(1);
    if (isReady && target) {
      document.getElementById(target)?.scrollIntoView();
    }
  }, [isReady]);

  const saved = (part: SetupPart) => () => {
    setSavedPart(part);
    void queryClient.invalidateQueries({ queryKey: ['store-admin', 'go-live', storeId] });
  };
  const savedNotice = (part: SetupPart) =>
    savedPart === part && (
      <Notice tone="success" role="status">
        {t('storeAdmin.setup.saved')}
      </Notice>
    );

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('storeAdmin.setup.title')}</h1>
      <p className={styles.muted}>{t('storeAdmin.setup.intro')}</p>
      <p>
        <Link className={styles.fixLink} to={paths.portalStoreSettings.getHref(storeId)}>
          {t('storeAdmin.setup.backToChecklist')}
        </Link>
      </p>
      {progress.isPending ? (
        <Skeleton height={480} />
      ) : progress.isError ? (
        <div className={styles.actions}>
          <p className={styles.alert}>{t('storeAdmin.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void progress.refetch()}>
            {t('storeAdmin.retry')}
          </Button>
        </div>
      ) : (
        <>
          <div id="order-protocol" className={styles.setupPart}>
            <OrderProtocolForm
              session={session}
              restaurantId={storeId}
              saved={progress.data.orderProtocol}
              defaultStorePhone={progress.data.store?.phoneNumber ?? ''}
              headingLevel="h2"
              submitLabel={t('storeAdmin.setup.save')}
              onDone={saved('order-protocol')}
            />
            {savedNotice('order-protocol')}
          </div>
          <div id="bank-account" className={styles.setupPart}>
            <BankAccountForm
              // A new form after each save: the saved account shows masked and a change asks for the password.
              key={progress.data.bankAccount?.accountNumber ?? 'none'}
              session={session}
              restaurantId={storeId}
              saved={progress.data.bankAccount}
              headingLevel="h2"
              submitLabel={t('storeAdmin.setup.save')}
              onDone={saved('bank-account')}
            />
            {savedNotice('bank-account')}
          </div>
        </>
      )}
      <div className={styles.setupPart}>
        <SentMenuFiles storeId={storeId} menuEditorHref={paths.portalMenuEditor.getHref(storeId)} />
      </div>
    </div>
  );
}
