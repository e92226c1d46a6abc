import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useVerifyEmail } from '@/features/account/api/verify-email';
import { useUserStore } from '@/features/auth/stores/user-store';
import { ApiError } from '@/lib/api-client';
import { CardPage } from './auth';
import styles from './auth.module.css';

/** /verify-email?token=: opens the link mailed at sign-up or for an e-mail change, once. */
export function VerifyEmailRoute() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const verify = useVerifyEmail();
  const hasStarted = useRef(false);

  useEffect(() => {
    // A link works once: a second call (a remount) would report it as used.
    if (token && !hasStarted.current) {
      hasStarted.current = true;
      verify.mutate(token, {
        onSuccess: ({ purpose, email }) => {
          const { user, setUser } = useUserStore.getState();
          if (purpose === 'CHANGE' && user) {
            setUser({ ...user, email });
          }
        },
      });
    }
  }, [token, verify]);

  const isSignedIn = useUserStore((state) => state.user !== null);
  const next = isSignedIn
    ? { href: paths.account.getHref(), label: t('verifyEmail.toAccount') }
    : { href: paths.auth.getHref(), label: t('verifyEmail.toSignIn') };

  return (
    <CardPage title={t('verifyEmail.title')}>
      {!token || verify.isError ? (
        <Notice tone="error" role="alert">
          {verify.error instanceof ApiError ? verify.error.message : t('verifyEmail.invalid')}
        </Notice>
      ) : verify.isSuccess ? (
        <p className={styles.text} role="status">
          {verify.data.purpose === 'CHANGE'
            ? t('verifyEmail.changed', { email: verify.data.email })
            : t('verifyEmail.verified', { email: verify.data.email })}
        </p>
      ) : (
        <Spinner label={t('verifyEmail.checking')} />
      )}
      {(verify.isSuccess || verify.isError || !token) && (
        <Link className={styles.primaryLink} to={next.href}>
          {next.label}
        </Link>
      )}
    </CardPage>
  );
}
