import {
  DRIVER_PASSWORD_MIN_LENGTH,
  canSubmitDriverForm,
  isEmailValid,
  isZipValid,
  normalizeDriverPhone,
  type DriverSignUpForm as DriverForm,
} from '@orderlane/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSignUpDriver, type DriverSignUpOutcome } from '../api/sign-up-driver';
import { FloatingField, type FieldState } from './floating-field';
import styles from './driver-sign-up-form.module.css';

type FieldName = keyof DriverForm;

const FIELDS: { name: FieldName; label: string; hint: string; type: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'firstName', hint: 'required', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'lastName', hint: 'required', type: 'text', autoComplete: 'family-name' },
  { name: 'zipCode', label: 'zip', hint: 'zip', type: 'text', autoComplete: 'postal-code' },
  { name: 'phoneNumber', label: 'telephone', hint: 'telephone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'email', hint: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'password', hint: 'password', type: 'password', autoComplete: 'new-password' },
];

const INPUT_MODES: Partial<Record<FieldName, 'numeric' | 'tel' | 'email'>> = {
  zipCode: 'numeric',
  phoneNumber: 'tel',
  email: 'email',
};

/** The form's own check of one field: zip, phone and e-mail by their rule, the others non-empty. */
function isFieldValid(name: FieldName, value: string): boolean {
  switch (name) {
    case 'zipCode':
      return isZipValid(value.trim());
    case 'phoneNumber':
      return normalizeDriverPhone(value) !== null;
    case 'email':
      return isEmailValid(value);
    // The server's rule, shown before it refuses: a short password is never marked as good.
    case 'password':
      return value.trim() !== '' && value.length >= DRIVER_PASSWORD_MIN_LENGTH;
    case 'firstName':
    case 'lastName':
      return value.trim() !== '';
  }
}

const EMPTY: DriverForm = {
  firstName: '',
  lastName: '',
  zipCode: '',
  phoneNumber: '',
  email: '',
  password: '',
};
const SUCCESS_REDIRECT_MS = 1200;

export interface DriverSignUpFormProps {
  onSignedUp: () => void;
  /** The id of the heading that names the form. */
  labelledBy: string;
}

/** Next sends nothing until the rules hold; the answer's first status shows under the form. */
export function DriverSignUpForm({ onSignedUp, labelledBy }: DriverSignUpFormProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<DriverForm>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [outcome, setOutcome] = useState<DriverSignUpOutcome | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const signUp = useSignUpDriver();

  useEffect(() => {
    if (outcome !== 'DRIVER_SIGN_UP_SUCCESSFUL') {
      return undefined;
    }
    const timer = window.setTimeout(onSignedUp, SUCCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [outcome, onSignedUp]);

  const stateOf = (name: FieldName): FieldState =>
    !touched[name] ? 'neutral' : isFieldValid(name, form[name]) ? 'valid' : 'invalid';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signUp.isPending || outcome === 'DRIVER_SIGN_UP_SUCCESSFUL') {
      return;
    }
    if (!canSubmitDriverForm(form) || !isFieldValid('password', form.password)) {
      setTouched(Object.fromEntries(FIELDS.map(({ name }) => [name, true])));
      const firstInvalid = FIELDS.find(({ name }) => !isFieldValid(name, form[name]));
      formRef.current?.querySelector<HTMLInputElement>(`[name="${firstInvalid?.name}"]`)?.focus();
      return;
    }
    setOutcome(null);
    signUp.mutate(form, {
      onSuccess: setOutcome,
      onError: () => setOutcome('OTHER'),
    });
  };

  const isSuccess = outcome === 'DRIVER_SIGN_UP_SUCCESSFUL';
  const statusKey = outcome === 'RATE_LIMITED' ? 'tooMany' : outcome === 'OTHER' ? 'other' : outcome;
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      <div className={styles.grid}>
        {FIELDS.map(({ name, label, hint, type, autoComplete }) => (
          <FloatingField
            key={name}
            name={name}
            type={type}
            label={t(`driver.${label}`)}
            hint={t(`driver.hints.${hint}`)}
            state={stateOf(name)}
            autoComplete={autoComplete}
            inputMode={INPUT_MODES[name]}
            maxLength={name === 'zipCode' ? 5 : name === 'password' ? 200 : 80}
            value={form[name]}
            onChange={(event) => setForm((current) => ({ ...current, [name]: event.target.value }))}
            onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
          />
        ))}
      </div>
      <Button type="submit" size="lg" isBlock isBusy={signUp.isPending}>
        {t('driver.next')}
      </Button>
      <div role="status" aria-live="polite">
        {statusKey && (
          <div className={`${styles.message} ${isSuccess ? styles.success : styles.failure}`}>
            <p className={styles.messageTitle}>
              {t(isSuccess ? 'driver.successTitle' : 'driver.failedTitle')}
            </p>
            <p>{t(`driver.statuses.${statusKey}`)}</p>
          </div>
        )}
      </div>
    </form>
  );
}
