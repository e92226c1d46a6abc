import { ONBOARDING_MESSAGES, validateBankAccount, validateRoutingNumber } from '@orderlane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import type { OwnerSession } from '@/lib/owner-session';
import type { OnboardingProgress } from '../api/get-onboarding-progress';
import { saveBankAccount, type BankAccountInput } from '../api/save-bank-account';
import styles from './onboarding.module.css';

const messageKeys: Record<string, string> = {
  [ONBOARDING_MESSAGES.routingNumber]: 'onboarding.bank.routingNumberInvalid',
  [ONBOARDING_MESSAGES.routingChecksum]: 'onboarding.bank.routingChecksum',
  [ONBOARDING_MESSAGES.accountMismatch]: 'onboarding.bank.accountMismatch',
  [ONBOARDING_MESSAGES.checkboxes]: 'onboarding.bank.checkboxes',
  [ONBOARDING_MESSAGES.required]: 'onboarding.bank.required',
};

type TextKey =
  | 'legalBusinessName'
  | 'taxId'
  | 'ownerLegalName'
  | 'ownerDateOfBirth'
  | 'routingNumber'
  | 'accountNumber'
  | 'confirmAccountNumber';

export interface BankAccountFormProps {
  session: OwnerSession;
  restaurantId: number;
  saved: OnboardingProgress['bankAccount'];
  onDone: () => void;
  /** In the portal the form is a section of a page (h2) and saves rather than moves on. */
  headingLevel?: 'h1' | 'h2';
  submitLabel?: string;
}

/** Step 3: the payout account, the routing number checked on leaving the field, and the agreements. */
export function BankAccountForm({
  session,
  restaurantId,
  saved,
  onDone,
  headingLevel: Title = 'h1',
  submitLabel,
}: BankAccountFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Record<TextKey, string>>({
    legalBusinessName: saved?.legalBusinessName ?? '',
    taxId: '',
    ownerLegalName: saved?.ownerLegalName ?? '',
    ownerDateOfBirth: '',
    routingNumber: '',
    accountNumber: '',
    confirmAccountNumber: '',
  });
  // Existing bank details change only with the owner's password (the first entry needs none).
  const [currentPassword, setCurrentPassword] = useState('');
  const [checks, setChecks] = useState({ signUpSheet: false, merchantTerms: false, textConsent: false });
  const [routingError, setRoutingError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const bankForm = {
    ...form,
    routingNumber: form.routingNumber.trim(),
    hasAcceptedSignUpSheet: checks.signUpSheet,
    hasAcceptedMerchantTerms: checks.merchantTerms,
  };
  // The values travel as the mutation's variables: the submit handler's own, never an older render's.
  const save = useMutation({
    mutationFn: (input: BankAccountInput) => saveBankAccount(input, session.accessToken),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['onboarding-progress', restaurantId] });
      onDone();
    },
  });
  const text = (key: TextKey) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setForm((current) => ({ ...current, [key]: value }));
      setMessage(null);
    },
  });
  const check = (key: keyof typeof checks) => ({
    checked: checks[key],
    onChange: (event: { target: { checked: boolean } }) => {
      const { checked } = event.target;
      setChecks((current) => ({ ...current, [key]: checked }));
      setMessage(null);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateBankAccount(bankForm);
    setMessage(problem === null ? null : t(messageKeys[problem] ?? 'onboarding.bank.required'));
    if (problem === null) {
      save.mutate({
        ...bankForm,
        storeId: restaurantId,
        textConsent: checks.textConsent,
        ...(saved ? { currentPassword } : {}),
      });
    }
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="bank-title">
      <Title id="bank-title" className={styles.cardTitle}>
        {t('onboarding.bank.title')}
      </Title>
      <p className={styles.intro}>{t('onboarding.bank.intro')}</p>
      {saved && <Notice tone="success">{t('onboarding.bank.saved', { masked: saved.accountNumber })}</Notice>}
      {saved?.payoutHoldUntil && (
        <Notice tone="info">
          {t('onboarding.bank.payoutHold', { date: new Date(saved.payoutHoldUntil).toLocaleDateString() })}
        </Notice>
      )}
      <TextField
        label={t('onboarding.bank.legalBusinessName')}
        autoComplete="organization"
        {...text('legalBusinessName')}
      />
      <TextField label={t('onboarding.bank.taxId')} autoComplete="off" {...text('taxId')} />
      <div className={styles.row}>
        <TextField
          label={t('onboarding.bank.ownerLegalName')}
          autoComplete="name"
          {...text('ownerLegalName')}
        />
        <TextField
          label={t('onboarding.bank.ownerDateOfBirth')}
          type="date"
          autoComplete="bday"
          {...text('ownerDateOfBirth')}
        />
      </div>
      <TextField
        label={t('onboarding.bank.routingNumber')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        error={routingError}
        {...text('routingNumber')}
        onBlur={() => {
          const problem = validateRoutingNumber(form.routingNumber.trim());
          setRoutingError(
            problem === null ? null : t(messageKeys[problem] ?? 'onboarding.bank.routingNumberInvalid'),
          );
        }}
      />
      <TextField
        label={t('onboarding.bank.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        {...text('accountNumber')}
      />
      <TextField
        label={t('onboarding.bank.confirmAccountNumber')}
        inputMode="numeric"
        autoComplete="off"
        {...text('confirmAccountNumber')}
      />
      <label className={styles.check}>
        <input type="checkbox" {...check('signUpSheet')} />
        <span>{t('onboarding.bank.signUpSheet')}</span>
      </label>
      <label className={styles.check}>
        <input type="checkbox" {...check('merchantTerms')} />
        <span>
          <Trans
            i18nKey="onboarding.bank.merchantTerms"
            components={{ terms: <a href={paths.useOfTerm.getHref()} target="_blank" rel="noopener" /> }}
          />
        </span>
      </label>
      <label className={styles.check}>
        <input type="checkbox" {...check('textConsent')} />
        <span>{t('onboarding.bank.textConsent')}</span>
      </label>
      {saved && (
        <TextField
          label={t('onboarding.bank.currentPassword')}
          hint={t('onboarding.bank.currentPasswordHint')}
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => {
            setCurrentPassword(event.target.value);
            setMessage(null);
          }}
        />
      )}
      {message && (
        <Notice tone="error" role="alert">
          {message}
        </Notice>
      )}
      {save.isError && (
        <Notice tone="error" role="alert">
          {save.error instanceof ApiError && save.error.status === 403
            ? t('onboarding.bank.passwordRefused')
            : t('onboarding.bank.saveFailed')}
        </Notice>
      )}
      <Button type="submit" size="lg" isBlock isBusy={save.isPending}>
        {submitLabel ?? t('onboarding.bank.submit')}
      </Button>
    </form>
  );
}
