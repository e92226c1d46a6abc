import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { ApiError } from '@/lib/api-client';
import { useSendOwnerResetEmail } from '../api/send-owner-reset-email';
import styles from './portal-forms.module.css';

/** Asks for a reset link by e-mail; the answer is the same whether or not the address has an account. */
export function PortalForgotPasswordForm({ signInHref }: { signInHref: string }) {
  const { t } = useTranslation();
  const send = useSendOwnerResetEmail();
  const [email, setEmail] = useState('');
  const [isTried, setIsTried] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsTried(true);
    if (email.trim() !== '') {
      send.mutate(email.trim());
    }
  };
  if (send.isSuccess) {
    return (
      <div className={styles.form}>
        <h1 className={styles.title}>{t('portal.forgot.sentTitle')}</h1>
        <p role="status">{t('portal.forgot.sent', { email: email.trim() })}</p>
        <Link className={styles.link} to={signInHref}>
          {t('portal.forgot.backToSignIn')}
        </Link>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="portal-forgot-title">
      <h1 id="portal-forgot-title" className={styles.title}>
        {t('portal.forgot.title')}
      </h1>
      <p className={styles.intro}>{t('portal.forgot.intro')}</p>
      {send.isError && (
        <Notice tone="error" role="alert">
          {send.error instanceof ApiError && send.error.status === 400
            ? send.error.message
            : t('portal.forgot.failed')}
        </Notice>
      )}
      <TextField
        label={t('portal.signIn.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={isTried && email.trim() === '' ? t('portal.signIn.emailRequired') : null}
      />
      <Button type="submit" size="lg" isBlock isBusy={send.isPending}>
        {t('portal.forgot.submit')}
      </Button>
      <Link className={styles.link} to={signInHref}>
        {t('portal.forgot.backToSignIn')}
      </Link>
    </form>
  );
}
