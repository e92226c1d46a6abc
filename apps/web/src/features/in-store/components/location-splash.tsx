import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { AlertIcon, CheckIcon, PinIcon } from '@/components/ui/icons';
import type { LocationCheckStatus } from '../hooks/use-location-check';
import styles from './location-splash.module.css';

export interface LocationSplashProps {
  status: LocationCheckStatus;
  storeName: string | null;
  logoUrl: string | null;
  tableName: string | null;
  orderOnlineHref: string;
  onStartOrder: () => void;
  onOrderToGo: () => void;
  onWaitForTable: () => void;
  onVerifyAgain: () => void;
}

const STATUS_ICONS = { validating: PinIcon, success: CheckIcon, fail: AlertIcon };

/** 000 §2 On-premise steps: the location check, then Start Order, or To-Go / Wait For Table, or retry. */
export function LocationSplash({
  status,
  storeName,
  logoUrl,
  tableName,
  orderOnlineHref,
  onStartOrder,
  onOrderToGo,
  onWaitForTable,
  onVerifyAgain,
}: LocationSplashProps) {
  const { t } = useTranslation();
  const Icon = STATUS_ICONS[status];
  return (
    <main className={styles.splash}>
      <div className={styles.card}>
        <div className={styles.store}>
          {logoUrl ? (
            <img className={styles.logo} src={logoUrl} alt="" width={72} height={72} />
          ) : (
            <span className={styles.logo} aria-hidden />
          )}
          <h1 className={styles.name}>{storeName ?? t('inStore.loadingStore')}</h1>
          {tableName && <p className={styles.table}>{t('inStore.tableNumber', { table: tableName })}</p>}
        </div>
        <div className={`${styles.status} ${styles[status]}`} role="status" aria-live="polite">
          <span className={styles.iconRing} aria-hidden>
            <Icon size={36} />
          </span>
          <p className={styles.statusText}>{t(`inStore.status.${status}`)}</p>
          {status === 'validating' && <p className={styles.hint}>{t('inStore.validatingHint')}</p>}
          {status === 'fail' && <p className={styles.hint}>{t('inStore.failText')}</p>}
        </div>
        <div className={styles.actions}>
          {status === 'success' && tableName && (
            <Button size="lg" isBlock onClick={onStartOrder}>
              {t('inStore.startOrder')}
            </Button>
          )}
          {status === 'success' && !tableName && (
            <>
              <Button size="lg" isBlock onClick={onOrderToGo}>
                {t('inStore.orderToGo')}
              </Button>
              <Button size="lg" variant="secondary" isBlock onClick={onWaitForTable}>
                {t('inStore.waitForTable')}
              </Button>
            </>
          )}
          {status === 'fail' && (
            <>
              <Button size="lg" isBlock onClick={onVerifyAgain}>
                {t('inStore.verifyAgain')}
              </Button>
              <Link className={styles.secondaryLink} to={orderOnlineHref}>
                {t('inStore.orderOnline')}
              </Link>
            </>
          )}
        </div>
      </div>
    </main>
  );
}
