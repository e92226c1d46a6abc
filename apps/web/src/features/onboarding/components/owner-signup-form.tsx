import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { ZH_CN } from '@/i18n/i18n';
import type { OwnerSession } from '@/lib/owner-session';
import { LiteSignupError, useLiteSignup } from '../hooks/use-lite-signup';
import type { LiteLanding } from '../stores/onboarding-store';
import type { OwnerSignupField, OwnerSignupForm as Form } from '../utils/lite-restaurant';
import { checkOwnerSignup } from '../utils/owner-signup-rules';
import styles from './onboarding.module.css';

export interface OwnerSignupFormProps {
  landing: LiteLanding;
  /** An owner already signed in whose store is not created yet: only the remaining calls run. */
  session: OwnerSession | null;
  onDone: () => void;
}

function failureKey(error: unknown): string {
  if (!(error instanceof LiteSignupError)) {
    return 'onboarding.signup.storeFailed';
  }
  if (error.step === 'owner') {
    return 'onboarding.signup.emailExists';
  }
  return error.step === 'store' ? 'onboarding.signup.storeFailed' : 'onboarding.signup.trackingFailed';
}

/** First and last name, e-mail, mobile number and password; then the owner, the store and tracking. */
export function OwnerSignupForm({ landing, session, onDone }: OwnerSignupFormProps) {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState<Form>({
    firstName: '',
    lastName: '',
    email: landing.email,
    mobileNumber: landing.mobilePhone,
    password: '',
  });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<OwnerSignupField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const signup = useLiteSignup(landing, i18n.language === ZH_CN ? 'CN' : 'EN');
  const field = (key: OwnerSignupField) => ({
    value: form[key],
    error: fieldErrors[key] ? t(fieldErrors[key]) : null,
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setForm((current) => ({ ...current, [key]: value }));
      setFieldErrors((current) => ({ ...current, [key]: undefined }));
      setAlert(null);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (session === null) {
      const problems = checkOwnerSignup(form);
      setFieldErrors(problems.fields);
      setAlert(problems.alert);
      if (problems.alert !== null || Object.keys(problems.fields).length > 0) {
        return;
      }
    }
    signup.mutate({ form: session ? null : form, session }, { onSuccess: () => onDone() });
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="signup-title">
      <h1 id="signup-title" className={styles.cardTitle}>
        {t('onboarding.signup.title')}
      </h1>
      <p className={styles.intro}>{t('onboarding.signup.intro', { store: landing.restaurantName })}</p>
      {session === null && (
        <>
          <div className={styles.row}>
            <TextField
              label={t('onboarding.signup.firstName')}
              autoComplete="given-name"
              {...field('firstName')}
            />
            <TextField
              label={t('onboarding.signup.lastName')}
              autoComplete="family-name"
              {...field('lastName')}
            />
          </div>
          <TextField
            label={t('onboarding.signup.email')}
            type="email"
            autoComplete="email"
            {...field('email')}
          />
          <TextField
            label={t('onboarding.signup.mobileNumber')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...field('mobileNumber')}
          />
          <TextField
            label={t('onboarding.signup.password')}
            hint={t('onboarding.signup.passwordHint')}
            type="password"
            autoComplete="new-password"
            {...field('password')}
          />
        </>
      )}
      {alert && (
        <Notice tone="error" role="alert">
          {t(alert)}
        </Notice>
      )}
      {signup.isError && (
        <Notice tone="error" role="alert">
          {t(failureKey(signup.error))}
        </Notice>
      )}
      <Button type="submit" size="lg" isBlock isBusy={signup.isPending}>
        {session === null ? t('onboarding.signup.submit') : t('onboarding.next')}
      </Button>
      <p className={styles.alt}>
        {t('onboarding.signup.haveAccount')}{' '}
        <Link to={paths.portal.getHref()} className={styles.altLink}>
          {t('onboarding.signup.login')}
        </Link>
      </p>
    </form>
  );
}
