import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { PortalForgotPasswordForm } from '@/features/portal/components/portal-forgot-password-form';
import formStyles from '@/features/portal/components/portal-forms.module.css';

export function PortalForgotPasswordRoute() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('portal.forgot.title');
  }, [t]);
  return (
    <main className={formStyles.page}>
      <div>
        <p className={formStyles.brand}>{t('portal.frame.brand', { brand: env.BRAND_NAME })}</p>
        <PortalForgotPasswordForm signInHref={paths.portal.getHref()} />
      </div>
    </main>
  );
}
