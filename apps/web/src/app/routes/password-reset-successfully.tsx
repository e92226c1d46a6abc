import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CardPage } from './auth';
import styles from './auth.module.css';

/** 'Password has been reset successfully.' and Return to Login. */
export function PasswordResetSuccessfullyRoute() {
  const { t } = useTranslation();
  return (
    <CardPage title={t('password.resetDoneTitle')}>
      <p className={styles.text}>{t('password.resetDoneText')}</p>
      <Link className={styles.primaryLink} to={paths.auth.getHref()}>
        {t('password.returnToLogin')}
      </Link>
    </CardPage>
  );
}
