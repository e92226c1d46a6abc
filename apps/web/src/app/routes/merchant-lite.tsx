import { useNavigate, useSearchParams } from 'react-router';
import { MarketingFooter } from '@/components/layout/marketing-footer';
import { MarketingHeader } from '@/components/layout/marketing-header';
import { paths } from '@/config/paths';
import { LiteHero } from '@/features/onboarding/components/lite-hero';
import { LiteLandingForm } from '@/features/onboarding/components/lite-landing-form';
import { useMerchantPageTitle } from './merchant-page-title';

/** /merchant/lite: the Lite Package landing; See Pricing sends the inquiry and opens sign-up. */
export function MerchantLiteRoute() {
  useMerchantPageTitle('onboarding.lite.title');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return (
    <>
      <MarketingHeader isOverlay />
      <main>
        <LiteHero
          form={
            <LiteLandingForm
              referral={search.get('referral')}
              onSent={() => void navigate(paths.ownerSignup.getHref())}
            />
          }
        />
      </main>
      <MarketingFooter />
    </>
  );
}
