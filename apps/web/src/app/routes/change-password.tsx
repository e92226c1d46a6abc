import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { showToast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth/stores/user-store';
import { ChangePasswordForm } from '@/features/password/components/change-password-form';
import { CardPage } from './auth';

/** Change password (signed in): on success back to the account page. */
export function ChangePasswordRoute() {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  if (!user) {
    return <Navigate replace to={paths.auth.getHref({ target: 'changePassword' })} />;
  }
  return (
    <CardPage
      title={t('password.changeTitle')}
      back={{ href: paths.account.getHref(), label: t('password.backToAccount') }}
    >
      <ChangePasswordForm
        userId={user.id}
        onChanged={() => {
          showToast({ tone: 'success', message: t('password.changed') });
          void navigate(paths.account.getHref(), { replace: true });
        }}
      />
    </CardPage>
  );
}
