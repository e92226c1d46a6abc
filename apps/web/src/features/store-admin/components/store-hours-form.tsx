import { LAST_ORDER_MINUTES_MAX } from '@orderlane/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { saveStoreHours, useHoursMutation, type StoreHours } from '../api/store-hours';
import { dayProblem, toWeekDraft, toWeekly, type DayDraft } from '../utils/hours-form';
import styles from './store-admin.module.css';

/** The weekly hours: each day closed or one or two windows, and the last-order offset, saved together. */
export function StoreHoursForm({ storeId, hours }: { storeId: number; hours: StoreHours }) {
  const { t } = useTranslation();
  const [days, setDays] = useState(() => toWeekDraft(hours.weekly));
  const [lastOrder, setLastOrder] = useState(String(hours.lastOrderMinutes));
  const [isChecked, setIsChecked] = useState(false);
  const [isSaved, setIsSaved] = useState(false);
  const save = useHoursMutation(storeId, (body: Parameters<typeof saveStoreHours>[1]) =>
    saveStoreHours(storeId, body),
  );
  const dayNames = t('storeAdmin.hours.days', { returnObjects: true }) as string[];

  const setDay = (dayOfWeek: number, changes: Partial<DayDraft>) => {
    setDays((current) => current.map((day) => (day.dayOfWeek === dayOfWeek ? { ...day, ...changes } : day)));
    setIsSaved(false);
  };
  const lastOrderValue = Number(lastOrder);
  const lastOrderBad =
    lastOrder.trim() === '' ||
    !Number.isInteger(lastOrderValue) ||
    lastOrderValue < 0 ||
    lastOrderValue > LAST_ORDER_MINUTES_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsChecked(true);
    if (lastOrderBad || days.some((day) => dayProblem(day) !== null)) {
      return;
    }
    save.mutate(
      { weekly: toWeekly(days), lastOrderMinutes: lastOrderValue },
      {
        onSuccess: (saved) => {
          setDays(toWeekDraft(saved.weekly));
          setLastOrder(String(saved.lastOrderMinutes));
          setIsSaved(true);
        },
      },
    );
  };

  return (
    <form className={styles.section} onSubmit={submit} noValidate>
      {days.map((day) => {
        const name = dayNames[day.dayOfWeek] ?? String(day.dayOfWeek);
        const problem = isChecked ? dayProblem(day) : null;
        return (
          <fieldset key={day.dayOfWeek} className={styles.row} aria-label={name}>
            <div className={styles.rowHead}>
              <span>{name}</span>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={day.closed}
                  onChange={(event) => setDay(day.dayOfWeek, { closed: event.target.checked })}
                />
                {t('storeAdmin.hours.closed')}
              </label>
            </div>
            {!day.closed &&
              day.windows.map((window, index) => {
                const setWindow = (changes: Partial<typeof window>) =>
                  setDay(day.dayOfWeek, {
                    windows: day.windows.map((other, at) =>
                      at === index ? { ...other, ...changes } : other,
                    ),
                  });
                return (
                  <div key={index} className={styles.pair}>
                    <label className={styles.label}>
                      {t('storeAdmin.hours.opens')}
                      <input
                        type="time"
                        className={styles.input}
                        value={window.startTime}
                        onChange={(event) => setWindow({ startTime: event.target.value })}
                      />
                    </label>
                    <label className={styles.label}>
                      {t('storeAdmin.hours.closes')}
                      <input
                        type="time"
                        className={styles.input}
                        value={window.endTime}
                        onChange={(event) => setWindow({ endTime: event.target.value })}
                      />
                    </label>
                  </div>
                );
              })}
            {!day.closed && (
              <div className={styles.actions}>
                {day.windows.length < 2 ? (
                  <Button
                    variant="text"
                    onClick={() =>
                      setDay(day.dayOfWeek, { windows: [...day.windows, { startTime: '', endTime: '' }] })
                    }
                  >
                    {t('storeAdmin.hours.addWindow')}
                  </Button>
                ) : (
                  <Button
                    variant="text"
                    onClick={() => setDay(day.dayOfWeek, { windows: day.windows.slice(0, 1) })}
                  >
                    {t('storeAdmin.hours.removeWindow')}
                  </Button>
                )}
              </div>
            )}
            {problem && (
              <p className={styles.error} role="alert">
                {t(`storeAdmin.hours.errors.${problem}`)}
              </p>
            )}
          </fieldset>
        );
      })}
      <label className={styles.label}>
        {t('storeAdmin.hours.lastOrder')}
        <input
          className={styles.input}
          inputMode="numeric"
          name="lastOrderMinutes"
          value={lastOrder}
          aria-invalid={isChecked && lastOrderBad ? true : undefined}
          onChange={(event) => {
            setLastOrder(event.target.value);
            setIsSaved(false);
          }}
        />
      </label>
      {isChecked && lastOrderBad && (
        <p className={styles.error} role="alert">
          {t('storeAdmin.hours.errors.lastOrder', { max: LAST_ORDER_MINUTES_MAX })}
        </p>
      )}
      <div aria-live="polite">
        {save.error && (
          <p className={styles.alert} role="alert">
            {t('storeAdmin.hours.refused', { message: save.error.message })}
          </p>
        )}
        {isSaved && <p className={styles.success}>{t('storeAdmin.saved')}</p>}
      </div>
      <div className={styles.actions}>
        <Button type="submit" isBusy={save.isPending}>
          {t('storeAdmin.hours.save')}
        </Button>
      </div>
    </form>
  );
}
