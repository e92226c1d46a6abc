import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/field';
import styles from './menu-editor.module.css';

export interface DailyWindowDraft {
  availableFrom: string;
  availableUntil: string;
}

export interface DailyWindowFieldsProps {
  value: DailyWindowDraft;
  onChange: (value: DailyWindowDraft) => void;
  errors?: Partial<Record<keyof DailyWindowDraft, string | undefined>>;
}

/**
 * When a category or an item is sold each day (breakfast until 11:00, a late-night menu), in store time. Both
 * empty: whenever the store is open. An end before the start runs past midnight, as opening hours do.
 */
export function DailyWindowFields({ value, onChange, errors = {} }: DailyWindowFieldsProps) {
  const { t } = useTranslation();
  const field = (key: keyof DailyWindowDraft) => (
    <TextField
      type="time"
      label={t(`menuEditor.window.${key}`)}
      name={key}
      value={value[key]}
      error={errors[key] ?? null}
      onChange={(event) => onChange({ ...value, [key]: event.target.value })}
    />
  );
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('menuEditor.window.title')}</legend>
      <p className={styles.muted}>{t('menuEditor.window.hint')}</p>
      <div className={styles.grid}>
        {field('availableFrom')}
        {field('availableUntil')}
      </div>
    </fieldset>
  );
}
