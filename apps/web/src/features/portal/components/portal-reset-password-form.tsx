import { ACCOUNT_PASSWORD_MIN_LENGTH } from '@orderlane/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useResetOwnerPassword } from '../api/reset-owner-password';
import { useOwnerResetTokenValidity, type OwnerResetLink } from '../api/validate-owner-reset-token';
import styles from './portal-forms.module.css';

export interface PortalResetPasswordFormProps {
  link: OwnerResetLink;
  signInHref: string;
  forgotHref: string;
}

/** Sets a new password from the e-mailed link (/portal/reset-password?email=&token=). */
export function PortalResetPasswordForm({ link, signInHref, forgotHref }: PortalResetPasswordFormProps) {
  const { t } = useTranslation();
  const validity = useOwnerResetTokenValidity(link);
  const reset = useResetOwnerPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [isTried, setIsTried] = useState(false);
  const tooShort = password.length < ACCOUNT_PASSWORD_MIN_LENGTH;
  const mismatch = password !== confirm;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsTried(true);
    if (!tooShort && !mismatch) {
      reset.mutate({ ...link, newPassword: password });
    }
  };
  if (validity.isPending) {
    return (
      <div className={styles.form}>
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (reset.isSuccess) {
    return (
      <div className={styles.form}>
        <h1 className={styles.title}>{t('portal.reset.doneTitle')}</h1>
        <p role="status">{t('portal.reset.done')}</p>
        <Link className={styles.link} to={signInHref}>
          {t('portal.forgot.backToSignIn')}
        </Link>
      </div>
    );
  }
  if (validity.data !== true) {
    return (
      <div className={styles.form}>
        <h1 className={styles.title}>{t('portal.reset.title')}</h1>
        <Notice tone="error" role="alert">
          {t('portal.reset.invalidLink')}
        </Notice>
        <Link className={styles.link} to={forgotHref}>
          {t('portal.reset.askAgain')}
        </Link>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="portal-reset-title">
      <h1 id="portal-reset-title" className={styles.title}>
        {t('portal.reset.title')}
      </h1>
      <p className={styles.intro}>{t('portal.reset.intro', { email: link.email })}</p>
      {reset.isError && (
        <Notice tone="error" role="alert">
          {reset.error instanceof ApiError && reset.error.status === 400
            ? reset.error.message
            : t('portal.reset.failed')}
        </Notice>
      )}
      <TextField
        label={t('portal.reset.newPassword')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint={t('portal.reset.rule', { count: ACCOUNT_PASSWORD_MIN_LENGTH })}
        error={
          isTried && tooShort ? t('portal.reset.tooShort', { count: ACCOUNT_PASSWORD_MIN_LENGTH }) : null
        }
      />
      <TextField
        label={t('portal.reset.confirm')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={isTried && !tooShort && mismatch ? t('portal.reset.mismatch') : null}
      />
      <Button type="submit" size="lg" isBlock isBusy={reset.isPending}>
        {t('portal.reset.submit')}
      </Button>
    </form>
  );
}
