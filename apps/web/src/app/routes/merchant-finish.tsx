import type { MerchantLead } from '@orderlane/domain';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { MarketingHeader } from '@/components/layout/marketing-header';
import { paths } from '@/config/paths';
import { AccountRegistrationForm } from '@/features/merchant/components/account-registration-form';
import { BusinessDetailsStep } from '@/features/merchant/components/business-details-step';
import { FinishPage } from '@/features/merchant/components/finish-page';
import { useFinishParams } from '@/features/merchant/hooks/use-finish-params';
import { useOwnerSession, useOwnerSessionStore, type OwnerSession } from '@/lib/owner-session';
import { useMerchantPageTitle } from './merchant-page-title';

/** A session of this applicant that holds no store yet: the account step is done, the store is not. */
function isResumable(session: OwnerSession | null, lead: MerchantLead): session is OwnerSession {
  return session !== null && session.email.toLowerCase() === lead.email.trim().toLowerCase();
}

/** /merchantFinish: account registration, then 'Confirm your information' and store creation, then /portal. */
export function MerchantFinishRoute() {
  useMerchantPageTitle('merchant.finish.title');
  const navigate = useNavigate();
  const { lead, rawReferral, referral } = useFinishParams();
  const storedSession = useOwnerSession();
  const [createdSession, setCreatedSession] = useState<OwnerSession | null>(null);
  if (lead === null) {
    const query = rawReferral ? `?referral=${encodeURIComponent(rawReferral)}` : '';
    return <Navigate to={`${paths.merchant.getHref()}${query}`} replace />;
  }
  const session = createdSession ?? (isResumable(storedSession, lead) ? storedSession : null);
  if (session && !createdSession && session.stores.length > 0) {
    return <Navigate to={paths.portal.getHref()} replace />;
  }
  return (
    <>
      <MarketingHeader />
      <FinishPage>
        {session === null ? (
          <AccountRegistrationForm
            lead={lead}
            onCreated={(created) => {
              useOwnerSessionStore.getState().setSession(created);
              setCreatedSession(created);
              window.scrollTo({ top: 0 });
            }}
          />
        ) : (
          <BusinessDetailsStep
            lead={lead}
            session={session}
            referral={referral}
            onDone={() => void navigate(paths.portal.getHref(), { replace: true })}
          />
        )}
      </FinishPage>
    </>
  );
}
