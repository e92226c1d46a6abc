import { useContext, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { menuCalls, useMenuChange, type EditorItem, type ItemChanges } from '../api/menu-editor-api';
import { toItemChanges, toItemDraft, type ItemDraft } from '../utils/item-draft';
import { itemErrors, type ItemErrors } from '../utils/server-errors';
import { DailyWindowFields } from './daily-window-fields';
import { ItemImageSlot } from './item-image-slot';
import styles from './menu-editor.module.css';
import { OptionGroupsEditor } from './option-groups-editor';

export interface ItemFormProps {
  storeId: number;
  categoryId: number;
  categoryName: string;
  /** The store's categories, offered to move an existing item to another one. */
  categories?: { id: number; name: string }[];
  /** The item edited, or null for a new one. */
  item: EditorItem | null;
  onClose: () => void;
  /** A new item was saved (its form closes; the category says so). */
  onCreated?: (name: string) => void;
}

type TextKey = 'name' | 'cnName' | 'price' | 'mPrice' | 'printerName';
const NO_ERRORS: ItemErrors = { fields: {}, general: [] };

/** An item's fields and option groups, saved together; a refusal keeps every value typed. */
export function ItemForm({
  storeId,
  categoryId,
  categoryName,
  categories = [],
  item,
  onClose,
  onCreated,
}: ItemFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ItemDraft>(() => toItemDraft(item));
  const [errors, setErrors] = useState<ItemErrors>(NO_ERRORS);
  const [isSaved, setIsSaved] = useState(false);
  const [targetCategoryId, setTargetCategoryId] = useState(categoryId);
  const imageSlot = useContext(ItemImageSlot);
  const save = useMenuChange(storeId, (changes: ItemChanges) =>
    item
      ? menuCalls.updateItem(storeId, item.id, changes)
      : menuCalls.createItem(storeId, { ...changes, categoryId }),
  );
  const update = (changes: Partial<ItemDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setIsSaved(false);
  };
  const title = item
    ? t('menuEditor.item.editTitle', { name: item.name })
    : t('menuEditor.item.new', { category: categoryName });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors(NO_ERRORS);
    const moves = targetCategoryId !== categoryId ? { categoryId: targetCategoryId } : {};
    save.mutate(
      { ...toItemChanges(draft), ...moves },
      {
        onSuccess: () => {
          if (item) {
            setIsSaved(true);
          } else {
            onCreated?.(draft.name.trim());
          }
        },
        onError: (error) => setErrors(itemErrors(error.message, draft)),
      },
    );
  };
  const text = (key: TextKey, extra: { inputMode?: 'decimal'; hint?: string } = {}) => (
    <TextField
      label={t(`menuEditor.item.${key}`)}
      name={key}
      value={draft[key]}
      inputMode={extra.inputMode}
      hint={extra.hint}
      error={errors.fields[key]}
      onChange={(event) => update({ [key]: event.target.value })}
    />
  );
  const check = (key: 'spicy' | 'raw' | 'active') => (
    <label className={styles.check}>
      <input
        type="checkbox"
        checked={draft[key]}
        onChange={(event) => update({ [key]: event.target.checked })}
      />
      {t(`menuEditor.item.${key}`)}
    </label>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
      <h3 className={styles.cardTitle}>{title}</h3>
      <div className={styles.grid}>
        {text('name')}
        {text('cnName')}
        {text('price', { inputMode: 'decimal' })}
        {text('mPrice', { inputMode: 'decimal', hint: t('menuEditor.item.mPriceHint') })}
        {text('printerName')}
        {item && categories.length > 1 && (
          <label className={styles.label}>
            {t('menuEditor.item.category')}
            <select
              className={styles.select}
              value={targetCategoryId}
              onChange={(event) => {
                setTargetCategoryId(Number(event.target.value));
                setIsSaved(false);
              }}
            >
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <TextAreaField
        label={t('menuEditor.item.description')}
        value={draft.description}
        rows={3}
        error={errors.fields.description}
        onChange={(event) => update({ description: event.target.value })}
      />
      {item && imageSlot?.({ storeId, itemId: item.id, imageUrl: item.imageUrl ?? null })}
      <div className={styles.checks}>
        {check('spicy')}
        {check('raw')}
        {check('active')}
      </div>
      <DailyWindowFields
        value={{ availableFrom: draft.availableFrom, availableUntil: draft.availableUntil }}
        errors={{ availableFrom: errors.fields.availableFrom, availableUntil: errors.fields.availableUntil }}
        onChange={update}
      />
      <OptionGroupsEditor
        groups={draft.groups}
        errors={errors.fields}
        onChange={(groups) => update({ groups })}
      />
      <div aria-live="polite">
        {save.isError && (
          <div className={styles.alert} role="alert">
            {t('menuEditor.refused', {
              message:
                errors.general.join(' ') ||
                (Object.keys(errors.fields).length > 0 ? t('menuEditor.fixFields') : save.error.message),
            })}
          </div>
        )}
        {isSaved && <p className={styles.success}>{t('menuEditor.saved')}</p>}
      </div>
      <div className={styles.actions}>
        <Button type="submit" isBusy={save.isPending}>
          {t('menuEditor.item.save')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('menuEditor.close')}
        </Button>
      </div>
    </form>
  );
}
