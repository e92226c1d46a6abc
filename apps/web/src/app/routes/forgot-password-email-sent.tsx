import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CardPage } from './auth';
import styles from './auth.module.css';

/** Instructions are sent only if an account with that e-mail exists; Return to Login. */
export function ForgotPasswordEmailSentRoute() {
  const { t } = useTranslation();
  return (
    <CardPage title={t('password.emailSentTitle')}>
      <p className={styles.text}>{t('password.emailSentText')}</p>
      <Link className={styles.primaryLink} to={paths.auth.getHref()}>
        {t('password.returnToLogin')}
      </Link>
    </CardPage>
  );
}
