import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { InvitationAccept } from '@/features/portal/components/invitation-accept';
import { applyPortalLanguage } from '@/features/portal/hooks/use-portal-language';
import { useOwnerSessionStore } from '@/lib/owner-session';
import formStyles from '@/features/portal/components/portal-forms.module.css';

/** The link in an invitation mail: /portal/invitation#token=…; the fragment never reaches a server or its logs. */
export function PortalInvitationRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
  useEffect(() => {
    document.title = t('portal.invitation.title');
  }, [t]);
  return (
    <main className={formStyles.page}>
      <div>
        <p className={formStyles.brand}>{t('portal.frame.brand', { brand: env.BRAND_NAME })}</p>
        <InvitationAccept
          token={token}
          onSignedIn={(session) => {
            useOwnerSessionStore.getState().setSession(session);
            void applyPortalLanguage(session.preferredLanguage);
          }}
          onJoined={(storeId) => void navigate(paths.portalBoard.getHref(storeId), { replace: true })}
        />
      </div>
    </main>
  );
}
