import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { PortalSignInForm } from '@/features/portal/components/portal-sign-in-form';
import { applyPortalLanguage } from '@/features/portal/hooks/use-portal-language';
import { useOwnerSessionStore } from '@/lib/owner-session';
import formStyles from '@/features/portal/components/portal-forms.module.css';

/** The portal signed out: a sign-in card; signing in keeps the address asked for, or opens the first store. */
export function PortalSignIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    document.title = t('portal.signIn.documentTitle', { brand: env.BRAND_NAME });
  }, [t]);
  return (
    <main className={formStyles.page}>
      <div>
        <p className={formStyles.brand}>{t('portal.frame.brand', { brand: env.BRAND_NAME })}</p>
        <PortalSignInForm
          onSignedIn={(session) => {
            useOwnerSessionStore.getState().setSession(session);
            void applyPortalLanguage(session.preferredLanguage);
            if (location.pathname === paths.portal.getHref() && session.stores[0]) {
              void navigate(paths.portalBoard.getHref(session.stores[0].id), { replace: true });
            }
          }}
        />
      </div>
    </main>
  );
}
