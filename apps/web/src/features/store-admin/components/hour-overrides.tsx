import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  removeHourOverride,
  saveHourOverride,
  useHoursMutation,
  type HourOverride,
  type StoreHours,
} from '../api/store-hours';
import styles from './store-admin.module.css';

/** Dated overrides (holidays, closed days, special hours): the list ahead, add one, remove one. */
export function HourOverrides({ storeId, hours }: { storeId: number; hours: StoreHours }) {
  const { t } = useTranslation();
  const [date, setDate] = useState('');
  const [closed, setClosed] = useState(true);
  const [startTime, setStartTime] = useState('');
  const [endTime, setEndTime] = useState('');
  const add = useHoursMutation(storeId, (override: HourOverride) => saveHourOverride(storeId, override));
  const remove = useHoursMutation(storeId, (day: string) => removeHourOverride(storeId, day));
  const error = add.error ?? remove.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { date, closed, windows: closed ? [] : [{ startTime, endTime }] },
      { onSuccess: () => setDate('') },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="overrides-title">
      <h2 id="overrides-title" className={styles.sectionTitle}>
        {t('storeAdmin.hours.overrides.title')}
      </h2>
      {hours.overrides.length === 0 ? (
        <p className={styles.muted}>{t('storeAdmin.hours.overrides.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('storeAdmin.hours.overrides.title')}>
          {hours.overrides.map((override) => (
            <li key={override.date} className={styles.item}>
              <span>
                <strong>{override.date}</strong>{' '}
                {override.closed
                  ? t('storeAdmin.hours.overrides.closedDay')
                  : override.windows.map((window) => `${window.startTime}–${window.endTime}`).join(', ')}
              </span>
              <Button
                variant="secondary"
                isBusy={remove.isPending && remove.variables === override.date}
                aria-label={t('storeAdmin.hours.overrides.remove', { date: override.date })}
                onClick={() => remove.mutate(override.date)}
              >
                ✕
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.grid} onSubmit={submit}>
        <label className={styles.label}>
          {t('storeAdmin.hours.overrides.date')}
          <input
            type="date"
            required
            className={styles.input}
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={closed} onChange={(event) => setClosed(event.target.checked)} />
          {t('storeAdmin.hours.overrides.closedDay')}
        </label>
        {!closed && (
          <div
            className={`${styles.pair} ${styles.wide}`}
            role="group"
            aria-label={t('storeAdmin.hours.overrides.special')}
          >
            <label className={styles.label}>
              {t('storeAdmin.hours.opens')}
              <input
                type="time"
                required
                className={styles.input}
                value={startTime}
                onChange={(event) => setStartTime(event.target.value)}
              />
            </label>
            <label className={styles.label}>
              {t('storeAdmin.hours.closes')}
              <input
                type="time"
                required
                className={styles.input}
                value={endTime}
                onChange={(event) => setEndTime(event.target.value)}
              />
            </label>
          </div>
        )}
        {error && (
          <p className={`${styles.alert} ${styles.wide}`} role="alert">
            {t('storeAdmin.hours.overrides.refused', { message: error.message })}
          </p>
        )}
        <div className={`${styles.actions} ${styles.wide}`}>
          <Button type="submit" variant="secondary" isBusy={add.isPending}>
            {t('storeAdmin.hours.overrides.add')}
          </Button>
        </div>
      </form>
    </section>
  );
}
