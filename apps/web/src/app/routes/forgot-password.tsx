import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/password/components/forgot-password-form';
import { CardPage } from './auth';
import styles from './auth.module.css';

/** /forgotPassword: the e-mail, then /forgotPasswordEmailSent. */
export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <CardPage
      title={t('password.forgotTitle')}
      back={{ href: paths.auth.getHref(), label: t('password.backToLogin') }}
    >
      <p className={styles.text}>{t('password.forgotText')}</p>
      <ForgotPasswordForm onSent={() => void navigate(paths.forgotPasswordEmailSent.getHref())} />
    </CardPage>
  );
}
