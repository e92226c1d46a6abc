import { useNavigate } from 'react-router';
import { MarketingHeader } from '@/components/layout/marketing-header';
import { paths } from '@/config/paths';
import { MenuForm } from '@/features/onboarding/components/menu-form';
import { GateFallback, StepShell } from '@/features/onboarding/components/step-shell';
import { useOnboardingGate } from '@/features/onboarding/hooks/use-onboarding-gate';
import { useMerchantPageTitle } from './merchant-page-title';

/** /add-menu, step 1 of 3. */
export function AddMenuRoute() {
  useMerchantPageTitle('onboarding.menu.title');
  const navigate = useNavigate();
  const gate = useOnboardingGate('add-menu');
  return (
    <>
      <MarketingHeader />
      <StepShell step={1} backTo={paths.ownerSignup.getHref()}>
        {gate.status === 'ready' ? (
          <MenuForm
            session={gate.session}
            restaurantId={gate.restaurantId}
            saved={gate.progress.menuInfo}
            uploaded={gate.progress.uploads}
            onDone={() => void navigate(paths.orderProtocol.getHref())}
          />
        ) : (
          <GateFallback gate={gate} />
        )}
      </StepShell>
    </>
  );
}
