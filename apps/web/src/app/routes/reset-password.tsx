import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/password/components/reset-password-form';
import { CardPage } from './auth';

/** Reset: email and token from the link's query; success goes to /passwordResetSuccessfully. */
export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const email = search.get('email')?.trim() ?? '';
  const token = search.get('token')?.trim() ?? '';
  return (
    <CardPage title={t('password.resetTitle')}>
      <ResetPasswordForm
        link={email && token ? { email, token } : null}
        loginHref={paths.auth.getHref()}
        onReset={() => void navigate(paths.passwordResetSuccessfully.getHref(), { replace: true })}
      />
    </CardPage>
  );
}
