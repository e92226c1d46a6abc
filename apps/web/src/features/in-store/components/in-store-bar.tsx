import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import styles from './in-store-bar.module.css';

export type InStoreMode = 'dine-in' | 'walk-in' | 'waiting';

export interface InStoreBarProps {
  mode: InStoreMode;
  tableName: string;
  /** A waiting diner enters the table they were given, which enables Place Order. */
  onTableNameChange: (tableName: string) => void;
}

/** 000 §2 On-premise header: Dine In with Table #N, or Walk In, or Waiting. */
export function InStoreBar({ mode, tableName, onTableNameChange }: InStoreBarProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim()) {
      onTableNameChange(draft.trim());
    }
  };
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
      {mode === 'waiting' && (
        <form className={styles.form} onSubmit={submit}>
          <label htmlFor={inputId} className={styles.label}>
            {t('inStore.seatedLabel')}
          </label>
          <div className={styles.row}>
            <input
              id={inputId}
              className={styles.input}
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" variant="secondary" disabled={!draft.trim()}>
              {t('inStore.setTable')}
            </Button>
          </div>
          <p className={styles.hint}>{t('inStore.waitingHint')}</p>
        </form>
      )}
    </section>
  );
}
