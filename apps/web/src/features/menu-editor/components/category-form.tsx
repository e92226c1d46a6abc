import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { DailyWindowFields, type DailyWindowDraft } from './daily-window-fields';
import { menuCalls, useMenuChange, type CategoryChanges, type EditorCategory } from '../api/menu-editor-api';
import styles from './menu-editor.module.css';

export interface CategoryFormProps {
  storeId: number;
  /** The category edited, or null for a new one. */
  category: EditorCategory | null;
  onClose: () => void;
  onSaved: (name: string) => void;
}

type Field = 'name' | 'cnName' | 'description';
const FIELD_SENTENCE =
  /The field "(name|cnName|description|availableFrom|availableUntil)" is invalid: ([^.]*)/;

/** A category's names and description; a refusal keeps the values and marks the field it is about. */
export function CategoryForm({ storeId, category, onClose, onSaved }: CategoryFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Record<Field, string>>({
    name: category?.name ?? '',
    cnName: category?.cnName ?? '',
    description: category?.description ?? '',
  });
  const [dailyWindow, setDailyWindow] = useState<DailyWindowDraft>({
    availableFrom: category?.availableFrom ?? '',
    availableUntil: category?.availableUntil ?? '',
  });
  const save = useMenuChange(storeId, (changes: CategoryChanges & { name: string }) =>
    category
      ? menuCalls.updateCategory(storeId, category.id, changes)
      : menuCalls.createCategory(storeId, changes),
  );
  const refusal = save.error ? FIELD_SENTENCE.exec(save.error.message) : null;
  const title = category
    ? t('menuEditor.category.editTitle', { name: category.name })
    : t('menuEditor.category.new');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = {
      name: draft.name.trim(),
      cnName: draft.cnName.trim(),
      description: draft.description.trim(),
      ...dailyWindow,
    };
    save.mutate(changes, { onSuccess: () => onSaved(changes.name) });
  };
  const field = (key: Field) => (
    <TextField
      label={t(`menuEditor.category.${key}`)}
      value={draft[key]}
      error={refusal?.[1] === key ? refusal[2] : null}
      onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))}
    />
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
      <h3 className={styles.cardTitle}>{title}</h3>
      <div className={styles.grid}>
        {field('name')}
        {field('cnName')}
      </div>
      {field('description')}
      <DailyWindowFields
        value={dailyWindow}
        onChange={setDailyWindow}
        errors={{
          availableFrom: refusal?.[1] === 'availableFrom' ? refusal[2] : undefined,
          availableUntil: refusal?.[1] === 'availableUntil' ? refusal[2] : undefined,
        }}
      />
      {save.error && !refusal && (
        <p className={styles.alert} role="alert">
          {t('menuEditor.refused', { message: save.error.message })}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" isBusy={save.isPending}>
          {t('menuEditor.category.save')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('menuEditor.cancel')}
        </Button>
      </div>
    </form>
  );
}
