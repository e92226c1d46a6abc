import { READY_MINUTES_MAX, READY_MINUTES_MIN, TAX_RATE_MAX } from '@orderlane/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import type { StoreSettings } from '../api/get-store-settings';
import { useSaveStoreSettings } from '../api/save-store-settings';
import {
  draftProblems,
  toChanges,
  toDraft,
  type DraftProblem,
  type SettingsDraft,
} from '../utils/settings-form';
import styles from './store-admin.module.css';

type TextKey = Exclude<
  keyof SettingsDraft,
  'orderTypes' | 'receiveTip' | 'specialRequestAvailable' | 'ownDriver'
>;

/** Profile, ordering, delivery and money settings, saved together; the server's refusal is shown above Save. */
export function StoreSettingsForm({ storeId, settings }: { storeId: number; settings: StoreSettings }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => toDraft(settings));
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const [isSaved, setIsSaved] = useState(false);
  const save = useSaveStoreSettings(storeId);

  const update = (changes: Partial<SettingsDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setIsSaved(false);
  };
  const errorOf = (field: string) => {
    const problem = problems.find((found) => found.field === field);
    return problem
      ? t(`storeAdmin.settings.errors.${problem.key}`, {
          min: READY_MINUTES_MIN,
          max: problem.key === 'taxRange' ? TAX_RATE_MAX * 100 : READY_MINUTES_MAX,
        })
      : null;
  };
  const text = (key: TextKey, extra: { inputMode?: 'decimal' | 'numeric' | 'tel'; wide?: boolean } = {}) => (
    <TextField
      label={t(`storeAdmin.settings.${key}`)}
      name={key}
      value={draft[key]}
      inputMode={extra.inputMode}
      className={styles.input}
      error={errorOf(key)}
      onChange={(event) => update({ [key]: event.target.value })}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftProblems(draft);
    setProblems(found);
    if (found.length > 0) {
      return;
    }
    save.mutate(toChanges(draft), {
      onSuccess: (saved) => {
        setDraft(toDraft(saved));
        setIsSaved(true);
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <section className={styles.section} aria-labelledby="settings-profile">
        <h2 id="settings-profile" className={styles.sectionTitle}>
          {t('storeAdmin.settings.profile')}
        </h2>
        <div className={styles.grid}>
          {text('name')}
          {text('phoneNumber', { inputMode: 'tel' })}
          {text('address')}
          {text('city')}
          {text('state')}
          {text('zip', { inputMode: 'numeric' })}
          {text('keyword')}
          {text('description')}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="settings-ordering">
        <h2 id="settings-ordering" className={styles.sectionTitle}>
          {t('storeAdmin.settings.ordering')}
        </h2>
        {draft.orderTypes.map((type, index) => {
          const typeName = t(`storeAdmin.settings.orderTypes.${type.orderType}`);
          const setType = (changes: Partial<SettingsDraft['orderTypes'][number]>) =>
            update({
              orderTypes: draft.orderTypes.map((other, at) =>
                at === index ? { ...other, ...changes } : other,
              ),
            });
          const error = errorOf(`ready-${type.orderType}`);
          return (
            <div key={type.orderType} className={styles.row} role="group" aria-label={typeName}>
              <div className={styles.rowHead}>
                <span>{typeName}</span>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={type.available}
                    onChange={(event) => setType({ available: event.target.checked })}
                  />
                  {t('storeAdmin.settings.offered')}
                </label>
              </div>
              <div className={styles.pair}>
                <TextField
                  label={t('storeAdmin.settings.minReady')}
                  inputMode="numeric"
                  className={styles.input}
                  value={type.min}
                  onChange={(event) => setType({ min: event.target.value })}
                />
                <TextField
                  label={t('storeAdmin.settings.maxReady')}
                  inputMode="numeric"
                  className={styles.input}
                  value={type.max}
                  onChange={(event) => setType({ max: event.target.value })}
                />
              </div>
              {error && (
                <p className={styles.error} role="alert">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </section>

      <section className={styles.section} aria-labelledby="settings-delivery">
        <h2 id="settings-delivery" className={styles.sectionTitle}>
          {t('storeAdmin.settings.delivery')}
        </h2>
        <div className={styles.grid}>
          {text('deliveryRadiusMiles', { inputMode: 'decimal' })}
          {text('minDelivery', { inputMode: 'decimal' })}
          {text('deliveryBaseFee', { inputMode: 'decimal' })}
          {text('deliveryFeePerMile', { inputMode: 'decimal' })}
        </div>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.ownDriver}
            onChange={(event) => update({ ownDriver: event.target.checked })}
          />
          {t('storeAdmin.settings.ownDriver')}
        </label>
        <p className={styles.muted}>
          {settings.platformDelivery
            ? t('storeAdmin.settings.platformDelivery')
            : t('storeAdmin.settings.ownDriverHint')}
        </p>
      </section>

      <section className={styles.section} aria-labelledby="settings-money">
        <h2 id="settings-money" className={styles.sectionTitle}>
          {t('storeAdmin.settings.money')}
        </h2>
        <div className={styles.grid}>
          {text('taxPercent', { inputMode: 'decimal' })}
          {text('convenienceFee', { inputMode: 'decimal' })}
        </div>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.receiveTip}
            onChange={(event) => update({ receiveTip: event.target.checked })}
          />
          {t('storeAdmin.settings.receiveTip')}
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.specialRequestAvailable}
            onChange={(event) => update({ specialRequestAvailable: event.target.checked })}
          />
          {t('storeAdmin.settings.specialRequestAvailable')}
        </label>
      </section>

      <div aria-live="polite">
        {problems.length > 0 && <p className={styles.alert}>{t('storeAdmin.settings.fixBelow')}</p>}
        {save.error && (
          <p className={styles.alert} role="alert">
            {t('storeAdmin.settings.refused', { message: save.error.message })}
          </p>
        )}
        {isSaved && <p className={styles.success}>{t('storeAdmin.saved')}</p>}
      </div>
      <div className={styles.actions}>
        <Button type="submit" isBusy={save.isPending}>
          {t('storeAdmin.settings.save')}
        </Button>
      </div>
    </form>
  );
}
