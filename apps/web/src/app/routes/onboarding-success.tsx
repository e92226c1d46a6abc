import { MarketingHeader } from '@/components/layout/marketing-header';
import { paths } from '@/config/paths';
import { OnboardingSuccess } from '@/features/onboarding/components/onboarding-success';
import { GateFallback, StepShell } from '@/features/onboarding/components/step-shell';
import { useOnboardingGate } from '@/features/onboarding/hooks/use-onboarding-gate';
import { useMerchantPageTitle } from './merchant-page-title';

/** /success: 'Congratulations on successful registration', then the portal. */
export function OnboardingSuccessRoute() {
  useMerchantPageTitle('onboarding.success.title');
  const gate = useOnboardingGate('success');
  return (
    <>
      <MarketingHeader />
      <StepShell backTo={paths.bankAccount.getHref()}>
        {gate.status === 'ready' ? (
          <OnboardingSuccess portalHref={paths.portal.getHref()} />
        ) : (
          <GateFallback gate={gate} />
        )}
      </StepShell>
    </>
  );
}
