import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import type { PortalDeal } from '../api/deals-api';
import { useDealChange } from '../api/deals-api';
import { dealErrors, toDealChanges, toDealDraft, type DealDraft, type DealKind } from '../utils/deal-draft';
import styles from './menu-editor.module.css';

export interface DealFormProps {
  storeId: number;
  /** The deal edited, or null for a new one. */
  deal: PortalDeal | null;
  onClose: () => void;
  onSaved: (name: string) => void;
}

const KINDS: DealKind[] = ['price', 'off', 'free'];

/** A deal's names, what it gives, the order it needs and when it runs; a refusal keeps every value typed. */
export function DealForm({ storeId, deal, onClose, onSaved }: DealFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DealDraft>(() => toDealDraft(deal));
  const { save } = useDealChange(storeId);
  const errors = save.error ? dealErrors(save.error.message) : null;
  const title = deal ? t('menuEditor.deals.editTitle', { name: deal.name }) : t('menuEditor.deals.new');
  const update = (changes: Partial<DealDraft>) => setDraft((current) => ({ ...current, ...changes }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { dealId: deal?.id ?? null, changes: toDealChanges(draft) },
      { onSuccess: () => onSaved(draft.name.trim()) },
    );
  };
  const field = (
    key: Exclude<keyof DealDraft, 'kind'>,
    extra: { type?: string; inputMode?: 'decimal'; hint?: string } = {},
  ) => (
    <TextField
      label={t(`menuEditor.deals.${key}`)}
      name={key}
      type={extra.type}
      inputMode={extra.inputMode}
      hint={extra.hint}
      value={draft[key]}
      error={errors?.fields[key] ?? null}
      onChange={(event) => update({ [key]: event.target.value })}
    />
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
      <h3 className={styles.cardTitle}>{title}</h3>
      <div className={styles.grid}>
        {field('name')}
        {field('cnName')}
        <label className={styles.label}>
          {t('menuEditor.deals.kind')}
          <select
            className={styles.select}
            value={draft.kind}
            onChange={(event) => update({ kind: event.target.value as DealKind })}
          >
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`menuEditor.deals.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        {draft.kind !== 'free' && field('amount', { inputMode: 'decimal' })}
        {field('subTotal', { inputMode: 'decimal', hint: t('menuEditor.deals.subTotalHint') })}
        {field('startDate', { type: 'datetime-local' })}
        {field('endDate', { type: 'datetime-local', hint: t('menuEditor.deals.endDateHint') })}
      </div>
      {errors?.general && (
        <p className={styles.alert} role="alert">
          {t('menuEditor.refused', { message: errors.general })}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" isBusy={save.isPending}>
          {t('menuEditor.deals.save')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('menuEditor.cancel')}
        </Button>
      </div>
    </form>
  );
}
