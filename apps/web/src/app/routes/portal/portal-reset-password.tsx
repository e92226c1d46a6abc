import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { PortalResetPasswordForm } from '@/features/portal/components/portal-reset-password-form';
import formStyles from '@/features/portal/components/portal-forms.module.css';

/** The link in the owner's reset e-mail: /portal/reset-password?email=&token=. */
export function PortalResetPasswordRoute() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const link = { email: search.get('email') ?? '', token: search.get('token') ?? '' };
  useEffect(() => {
    document.title = t('portal.reset.title');
  }, [t]);
  return (
    <main className={formStyles.page}>
      <div>
        <p className={formStyles.brand}>{t('portal.frame.brand', { brand: env.BRAND_NAME })}</p>
        <PortalResetPasswordForm
          key={`${link.email}:${link.token}`}
          link={link}
          signInHref={paths.portal.getHref()}
          forgotHref={paths.portalForgotPassword.getHref()}
        />
      </div>
    </main>
  );
}
