import { Navigate, useNavigate } from 'react-router';
import { MarketingHeader } from '@/components/layout/marketing-header';
import { paths } from '@/config/paths';
import { OwnerSignupForm } from '@/features/onboarding/components/owner-signup-form';
import { SignedUpCard } from '@/features/onboarding/components/signed-up-card';
import { StepShell } from '@/features/onboarding/components/step-shell';
import { useOnboardingStore } from '@/features/onboarding/stores/onboarding-store';
import { useOwnerSession } from '@/lib/owner-session';
import { useMerchantPageTitle } from './merchant-page-title';

/** /signup: the Lite owner account, then the store and tracking; an owner already done goes on to step 1. */
export function SignupRoute() {
  useMerchantPageTitle('onboarding.signup.title');
  const navigate = useNavigate();
  const landing = useOnboardingStore((state) => state.landing);
  const session = useOwnerSession();
  const backTo = paths.liteLanding.getHref({ referral: landing?.referral ?? null });
  const isSameOwner = session !== null && session.email.toLowerCase() === landing?.email.trim().toLowerCase();
  if (session && session.stores.length > 0 && (landing === null || isSameOwner)) {
    return (
      <>
        <MarketingHeader />
        <StepShell backTo={backTo}>
          <SignedUpCard email={session.email} next={paths.addMenu.getHref()} />
        </StepShell>
      </>
    );
  }
  if (landing === null) {
    return <Navigate to={paths.liteLanding.getHref()} replace />;
  }
  return (
    <>
      <MarketingHeader />
      <StepShell backTo={backTo}>
        <OwnerSignupForm
          landing={landing}
          session={isSameOwner ? session : null}
          onDone={() => void navigate(paths.addMenu.getHref())}
        />
      </StepShell>
    </>
  );
}
