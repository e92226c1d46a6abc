import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { NewOrderAlerts } from '../hooks/use-new-order-alerts';
import type { EventsState } from '../hooks/use-order-events';
import styles from './board-status-bar.module.css';

export interface BoardStatusBarProps {
  connection: EventsState;
  alerts: NewOrderAlerts;
}

/** Whether the board is live, how many orders wait for an answer, and the sound switch browsers require. */
export function BoardStatusBar({ connection, alerts }: BoardStatusBarProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.bar}>
      <p className={`${styles.connection} ${styles[connection]}`} role="status">
        <span className={styles.dot} aria-hidden />
        {t(`portal.board.connection.${connection}`)}
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
    </div>
  );
}
