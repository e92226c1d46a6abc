import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useOwnerSession } from '@/lib/owner-session';
import { useStoreProfile } from '../api/get-store-profile';
import type { NewOrderAlerts } from '../hooks/use-new-order-alerts';
import type { EventsState } from '../hooks/use-order-events';
import styles from './board-status-bar.module.css';

export interface BoardStatusBarProps {
  storeId: number;
  connection: EventsState;
  alerts: NewOrderAlerts;
}

/**
 * Whether the board is live, how many orders wait for an answer, and the sound switch browsers require. A store
 * diners cannot order from yet says so (never a green "Live"), and its owner gets the way to the go-live checklist.
 */
export function BoardStatusBar({ storeId, connection, alerts }: BoardStatusBarProps) {
  const { t } = useTranslation();
  const profile = useStoreProfile(storeId);
  const session = useOwnerSession();
  const isOwner = session?.stores.some((store) => store.id === storeId && store.role === 'OWNER') ?? false;
  const isNotLive = profile.data?.active === false;
  const state = isNotLive && connection === 'live' ? 'notLive' : connection;
  return (
    <div className={styles.bar}>
      <p className={`${styles.connection} ${styles[state]}`} role="status">
        <span className={styles.dot} aria-hidden />
        {t(`portal.board.connection.${state}`)}
      </p>
      {alerts.unacknowledged > 0 && (
        <p className={styles.waiting}>{t('portal.board.waiting', { count: alerts.unacknowledged })}</p>
      )}
      <div className={styles.sound}>
        {alerts.tone === 'blocked' ? (
          <Button variant="secondary" onClick={() => void alerts.enableSound()}>
            {t('portal.board.enableSound')}
          </Button>
        ) : (
          <p className={styles.soundState}>
            {alerts.tone === 'ready' ? t('portal.board.soundOn') : t('portal.board.soundUnavailable')}
          </p>
        )}
      </div>
      {isNotLive && (
        <p className={styles.notLiveNote}>
          {t('portal.board.notLive')}{' '}
          {isOwner ? (
            <Link className={styles.notLiveLink} to={paths.portalStoreSettings.getHref(storeId)}>
              {t('portal.board.notLiveFix')}
            </Link>
          ) : (
            t('portal.board.notLiveStaff')
          )}
        </p>
      )}
    </div>
  );
}
