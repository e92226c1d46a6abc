import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import {
  findBusinessProblem,
  MAX_TAX_RATE_PERCENT,
  type BusinessField,
  type BusinessForm,
} from '../utils/finish-restaurant';
import styles from './finish.module.css';

export interface ConfirmBusinessFormProps {
  initial: BusinessForm;
  /** The rate filled in for the owner to confirm (the state's base rate for the ZIP); null when none was found. */
  taxRateFilled: { zip: string; state: string; percent: string } | null;
  isNotFound: boolean;
  isBusy: boolean;
  /** A failure of the store or tracking call, already in the reader's language. */
  failure: string | null;
  onSubmit: (form: BusinessForm) => void;
}

const fieldLabels: Record<BusinessField, string> = {
  name: 'merchant.finish.storeName',
  phone: 'merchant.finish.storePhone',
  address: 'merchant.finish.address',
  city: 'merchant.finish.city',
  state: 'merchant.finish.state',
  zip: 'merchant.finish.zip',
};

/** 'Confirm your information': the business details found for the store, all editable, tax rate included. */
export function ConfirmBusinessForm({
  initial,
  taxRateFilled,
  isNotFound,
  isBusy,
  failure,
  onSubmit,
}: ConfirmBusinessFormProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<BusinessForm>(initial);
  const [problem, setProblem] = useState<BusinessField | 'taxRate' | null>(null);
  const field = (key: keyof BusinessForm) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setForm((current) => ({ ...current, [key]: value }));
    },
  });
  const errorFor = (key: BusinessField) =>
    problem === key ? t('merchant.finish.required', { field: t(fieldLabels[key]) }) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = findBusinessProblem(form);
    setProblem(found);
    if (found === null) {
      onSubmit(form);
    }
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="finish-confirm-title">
      <h1 id="finish-confirm-title" className={styles.title}>
        {t('merchant.finish.confirmTitle')}
      </h1>
      <p className={styles.intro}>
        {isNotFound ? t('merchant.finish.detailsNotFound') : t('merchant.finish.confirmIntro')}
      </p>
      <TextField
        label={t(fieldLabels.name)}
        error={errorFor('name')}
        autoComplete="organization"
        {...field('name')}
      />
      <TextField
        label={t(fieldLabels.phone)}
        error={errorFor('phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        {...field('phone')}
      />
      <TextField
        label={t(fieldLabels.address)}
        error={errorFor('address')}
        autoComplete="address-line1"
        {...field('address')}
      />
      <div className={styles.row}>
        <TextField
          label={t(fieldLabels.city)}
          error={errorFor('city')}
          autoComplete="address-level2"
          {...field('city')}
        />
        <TextField
          label={t(fieldLabels.state)}
          error={errorFor('state')}
          autoComplete="address-level1"
          maxLength={2}
          {...field('state')}
        />
        <TextField
          label={t(fieldLabels.zip)}
          error={errorFor('zip')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          {...field('zip')}
        />
      </div>
      <TextField
        label={t('merchant.finish.taxRate')}
        hint={
          taxRateFilled
            ? t('merchant.finish.taxRateHint', taxRateFilled)
            : t('merchant.finish.taxRateNone', { max: MAX_TAX_RATE_PERCENT })
        }
        error={
          problem === 'taxRate' ? t('merchant.finish.taxRateInvalid', { max: MAX_TAX_RATE_PERCENT }) : null
        }
        inputMode="decimal"
        {...field('taxRatePercent')}
      />
      {failure && (
        <Notice tone="error" role="alert">
          {failure}
        </Notice>
      )}
      <Button type="submit" size="lg" isBlock isBusy={isBusy}>
        {t('merchant.finish.createStore')}
      </Button>
    </form>
  );
}
