import { useTranslation } from 'react-i18next';
import styles from './in-store-bar.module.css';

export type InStoreMode = 'dine-in' | 'walk-in' | 'waiting';

export interface InStoreBarProps {
  mode: InStoreMode;
  tableName: string;
}

/**
 * 000 §2 On-premise header: Dine In with Table #N, or Walk In, or Waiting. A waiting diner gets a table by
 * scanning its code (the code proves the table; a typed number would not).
 */
export function InStoreBar({ mode, tableName }: InStoreBarProps) {
  const { t } = useTranslation();
  return (
    <section className={`${styles.bar} ${styles[mode]}`} aria-label={t('inStore.orderTypeLabel')}>
      <p className={styles.mode}>
        <span className={styles.dot} aria-hidden />
        {mode === 'dine-in' && (
          <>
            <span>{t('inStore.dineIn')}</span>
            <span className={styles.table}>{t('inStore.tableNumber', { table: tableName })}</span>
          </>
        )}
        {mode === 'walk-in' && <span>{t('inStore.walkIn')}</span>}
        {mode === 'waiting' && <span>{t('inStore.waiting')}</span>}
      </p>
      {mode === 'waiting' && <p className={styles.hint}>{t('inStore.waitingHint')}</p>}
    </section>
  );
}
