import { useNavigate } from 'react-router';
import { MarketingHeader } from '@/components/layout/marketing-header';
import { paths } from '@/config/paths';
import { BankAccountForm } from '@/features/onboarding/components/bank-account-form';
import { GateFallback, StepShell } from '@/features/onboarding/components/step-shell';
import { useOnboardingGate } from '@/features/onboarding/hooks/use-onboarding-gate';
import { useMerchantPageTitle } from './merchant-page-title';

/** /bank-account, step 3 of 3. */
export function BankAccountRoute() {
  useMerchantPageTitle('onboarding.bank.title');
  const navigate = useNavigate();
  const gate = useOnboardingGate('bank-account');
  return (
    <>
      <MarketingHeader />
      <StepShell step={3} backTo={paths.orderProtocol.getHref()}>
        {gate.status === 'ready' ? (
          <BankAccountForm
            session={gate.session}
            restaurantId={gate.restaurantId}
            saved={gate.progress.bankAccount}
            onDone={() => void navigate(paths.onboardingSuccess.getHref())}
          />
        ) : (
          <GateFallback gate={gate} />
        )}
      </StepShell>
    </>
  );
}
