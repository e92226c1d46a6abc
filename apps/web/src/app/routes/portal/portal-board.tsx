import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { showToast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { useBoardSettings } from '@/features/portal/api/get-board-settings';
import { useStorePauses, type PauseScope } from '@/features/portal/api/get-store-pauses';
import { useStoreProfile } from '@/features/portal/api/get-store-profile';
import { useSetOrderingPause } from '@/features/portal/api/set-ordering-pause';
import { LiveOrderBoard } from '@/features/portal/components/live-order-board';
import { PauseBanner } from '@/features/portal/components/pause-banner';
import { PauseDialog } from '@/features/portal/components/pause-dialog';
import { defaultPrepMinutes } from '@/features/portal/utils/prep-minutes';
import { ApiError } from '@/lib/api-client';
import { PortalStoreGate } from './portal-store-gate';
import styles from './portal.module.css';

/** /portal/stores/{storeId}: the live order board with the store's pause switches. */
export function PortalBoardRoute() {
  return (
    <PortalStoreGate section="orders">
      {({ storeId }) => <StoreBoard key={storeId} storeId={storeId} />}
    </PortalStoreGate>
  );
}

function StoreBoard({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const profile = useStoreProfile(storeId);
  const settings = useBoardSettings(storeId);
  const pauses = useStorePauses(storeId);
  const pause = useSetOrderingPause(storeId);
  const [isPauseOpen, setIsPauseOpen] = useState(false);
  const busyScope: PauseScope | null = pause.isPending ? (pause.variables?.scope ?? null) : null;
  const toggle = (scope: PauseScope, isPaused: boolean) =>
    pause.mutate(
      { scope, isPaused },
      {
        onError: (error) =>
          showToast({
            message: error instanceof ApiError ? error.message : t('portal.board.actionFailed'),
            tone: 'error',
          }),
      },
    );

  if (profile.isError || settings.isError) {
    return (
      <Notice
        tone="error"
        role="alert"
        action={
          <Button
            variant="secondary"
            onClick={() => {
              void profile.refetch();
              void settings.refetch();
            }}
          >
            {t('common.retry')}
          </Button>
        }
      >
        {t('portal.board.loadFailed')}
      </Notice>
    );
  }
  if (!profile.data || !settings.data) {
    return (
      <div className={styles.stack} role="status" aria-label={t('portal.board.loading')}>
        <Skeleton height={44} width={240} />
        <Skeleton height={240} />
      </div>
    );
  }
  const store = profile.data;
  const current = pauses.data?.pauses ?? [];
  return (
    <div className={styles.stack}>
      <div className={styles.boardHead}>
        <h1 className={styles.pageTitle}>{t('portal.board.title')}</h1>
        <div className={styles.headActions}>
          <Link className={styles.headLink} to={paths.portalOrderSearch.getHref(storeId)}>
            {t('portal.orderSearch.open')}
          </Link>
          <Button variant="secondary" onClick={() => setIsPauseOpen(true)}>
            {current.length > 0 ? t('portal.pause.openPaused') : t('portal.pause.open')}
          </Button>
        </div>
      </div>
      <PauseBanner pauses={current} busyScope={busyScope} onResume={(scope) => toggle(scope, false)} />
      <LiveOrderBoard
        storeId={storeId}
        storeName={store.name}
        timeZone={store.timeZone}
        printsOnArrival={settings.data.printsOnArrival}
        prepMinutesFor={(orderType) => defaultPrepMinutes(store.orderTypes, orderType)}
      />
      <PauseDialog
        isOpen={isPauseOpen}
        onOpenChange={setIsPauseOpen}
        orderTypes={store.orderTypes.map((row) => row.orderType)}
        pauses={current}
        busyScope={busyScope}
        onToggle={toggle}
      />
    </div>
  );
}
