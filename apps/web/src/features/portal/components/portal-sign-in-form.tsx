import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import type { OwnerSession } from '@/lib/owner-session';
import { useLogInOwner } from '../api/log-in-owner';
import styles from './portal-forms.module.css';

export interface PortalSignInFormProps {
  onSignedIn: (session: OwnerSession) => void;
}

/** The restaurant account's sign-in: E-mail, Password, Sign in, and a way back in by e-mail. */
export function PortalSignInForm({ onSignedIn }: PortalSignInFormProps) {
  const { t } = useTranslation();
  const logIn = useLogInOwner();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isTried, setIsTried] = useState(false);
  const emailError = isTried && email.trim() === '' ? t('portal.signIn.emailRequired') : null;
  const passwordError = isTried && password === '' ? t('portal.signIn.passwordRequired') : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsTried(true);
    if (email.trim() !== '' && password !== '') {
      logIn.mutate({ email: email.trim(), password }, { onSuccess: onSignedIn });
    }
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="portal-sign-in-title">
      <h1 id="portal-sign-in-title" className={styles.title}>
        {t('portal.signIn.title')}
      </h1>
      <p className={styles.intro}>{t('portal.signIn.intro')}</p>
      {logIn.isError && (
        <Notice tone="error" role="alert">
          {logIn.error instanceof ApiError && logIn.error.status !== 0 && logIn.error.status < 500
            ? logIn.error.message
            : t('portal.signIn.failed')}
        </Notice>
      )}
      <TextField
        label={t('portal.signIn.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={emailError}
      />
      <TextField
        label={t('portal.signIn.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={passwordError}
      />
      <Button type="submit" size="lg" isBlock isBusy={logIn.isPending}>
        {t('portal.signIn.submit')}
      </Button>
      <Link className={styles.link} to={paths.portalForgotPassword.getHref()}>
        {t('portal.signIn.forgot')}
      </Link>
    </form>
  );
}
