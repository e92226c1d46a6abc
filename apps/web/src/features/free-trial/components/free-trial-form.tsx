import { formatPhoneInput, PHONE_INPUT_MAX_LENGTH, validateFreeTrialForm } from '@orderlane/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSaveContact } from '../api/save-contact';
import styles from './free-trial-form.module.css';

type Outcome =
  'TERMS_NOT_ACCEPTED' | 'PHONES_MISSING' | 'PHONE_INVALID' | 'SUBMIT_FAILED' | 'SUBMITTED' | 'TOO_MANY';

/** Cell and business phones, the terms box; the button spins and stays disabled while sending. */
export function FreeTrialForm() {
  const { t } = useTranslation();
  const [cellPhone, setCellPhone] = useState('');
  const [businessPhone, setBusinessPhone] = useState('');
  const [hasAcceptedTerms, setHasAcceptedTerms] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const save = useSaveContact();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) {
      return;
    }
    const refusal = validateFreeTrialForm({ cellPhone, businessPhone, hasAcceptedTerms });
    if (refusal) {
      setOutcome(refusal);
      return;
    }
    setOutcome(null);
    save.mutate(
      { cellPhone, businessPhone },
      {
        onSuccess: () => setOutcome('SUBMITTED'),
        onError: (error) =>
          setOutcome(error instanceof ApiError && error.status === 429 ? 'TOO_MANY' : 'SUBMIT_FAILED'),
      },
    );
  };

  const isDone = outcome === 'SUBMITTED';
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('freeUse.cellPhone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={PHONE_INPUT_MAX_LENGTH}
        value={cellPhone}
        disabled={isDone}
        onChange={(event) => setCellPhone(formatPhoneInput(event.target.value))}
      />
      <TextField
        label={t('freeUse.businessPhone')}
        type="tel"
        inputMode="tel"
        maxLength={PHONE_INPUT_MAX_LENGTH}
        value={businessPhone}
        disabled={isDone}
        onChange={(event) => setBusinessPhone(formatPhoneInput(event.target.value))}
      />
      <label className={styles.agree}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={hasAcceptedTerms}
          disabled={isDone}
          onChange={(event) => setHasAcceptedTerms(event.target.checked)}
        />
        <span>
          {t('freeUse.agreeStart')}
          <Link to={paths.privacy.getHref()} target="_blank" rel="noopener">
            {t('freeUse.privacy')}
          </Link>
          {t('freeUse.and')}
          <Link to={paths.useOfTerm.getHref()} target="_blank" rel="noopener">
            {t('freeUse.terms')}
          </Link>
        </span>
      </label>
      <Button type="submit" size="lg" isBlock isBusy={save.isPending} disabled={isDone}>
        {t('freeUse.submit')}
      </Button>
      <div role="status" aria-live="polite">
        {outcome && (
          <p className={`${styles.message} ${isDone ? styles.success : styles.failure}`}>
            {t(`freeUse.messages.${outcome}`)}
            {isDone && <span className={styles.detail}>{t('freeUse.submittedText')}</span>}
          </p>
        )}
      </div>
    </form>
  );
}
