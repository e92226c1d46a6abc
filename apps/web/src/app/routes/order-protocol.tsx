import { useNavigate } from 'react-router';
import { MarketingHeader } from '@/components/layout/marketing-header';
import { paths } from '@/config/paths';
import { OrderProtocolForm } from '@/features/onboarding/components/order-protocol-form';
import { GateFallback, StepShell } from '@/features/onboarding/components/step-shell';
import { useOnboardingGate } from '@/features/onboarding/hooks/use-onboarding-gate';
import { useOnboardingStore } from '@/features/onboarding/stores/onboarding-store';
import { useMerchantPageTitle } from './merchant-page-title';

/** /order-protocol, step 2 of 3. */
export function OrderProtocolRoute() {
  useMerchantPageTitle('onboarding.protocol.title');
  const navigate = useNavigate();
  const gate = useOnboardingGate('order-protocol');
  const landingPhone = useOnboardingStore((state) => state.landing?.mobilePhone ?? '');
  return (
    <>
      <MarketingHeader />
      <StepShell step={2} backTo={paths.addMenu.getHref()}>
        {gate.status === 'ready' ? (
          <OrderProtocolForm
            session={gate.session}
            restaurantId={gate.restaurantId}
            saved={gate.progress.orderProtocol}
            defaultStorePhone={gate.progress.store?.phoneNumber || landingPhone}
            onDone={() => void navigate(paths.bankAccount.getHref())}
          />
        ) : (
          <GateFallback gate={gate} />
        )}
      </StepShell>
    </>
  );
}
