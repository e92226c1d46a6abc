import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { MarketingFooter } from '@/components/layout/marketing-footer';
import { MarketingHeader } from '@/components/layout/marketing-header';
import { paths } from '@/config/paths';
import { LandingHero } from '@/features/merchant/components/landing-hero';
import {
  FeatureCards,
  JoinSteps,
  LiteInvite,
  ReasonsSection,
  ServicesSection,
} from '@/features/merchant/components/landing-sections';
import { MerchantCounters } from '@/features/merchant/components/merchant-counters';
import { MerchantFaq } from '@/features/merchant/components/merchant-faq';
import { REGISTRATION_FORM_ID, RegistrationForm } from '@/features/merchant/components/registration-form';
import { VideoDialog } from '@/features/merchant/components/video-dialog';
import { readReferralParam, readSalesReferral } from '@/features/merchant/utils/referral-param';
import { useMerchantPageTitle } from './merchant-page-title';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Brings the registration form into view and puts the cursor in its first field. */
function focusRegistrationForm(scrollToTop: boolean): void {
  const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
  const form = document.getElementById(REGISTRATION_FORM_ID);
  if (scrollToTop) {
    window.scrollTo({ top: 0, behavior });
  } else {
    form?.scrollIntoView({ behavior, block: 'start' });
  }
  form?.querySelector('input')?.focus({ preventScroll: true });
}

export interface MerchantLandingProps {
  /** /merchant's Join Now jumps to its own form; elsewhere it opens /merchant. */
  isMerchantPage: boolean;
}

/** /merchant and /phone_home: the pitch, the registration form and the road to /merchantFinish. */
export function MerchantLanding({ isMerchantPage }: MerchantLandingProps) {
  useMerchantPageTitle('merchant.hero.title');
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const [isVideoOpen, setIsVideoOpen] = useState(false);
  const rawReferral = readReferralParam(params.referral, search);
  const referral = readSalesReferral(rawReferral);
  return (
    <>
      <MarketingHeader isOverlay />
      <main>
        <LandingHero
          joinNow={
            isMerchantPage
              ? { onClick: () => focusRegistrationForm(false) }
              : { to: paths.merchant.getHref() }
          }
          onWatchVideo={() => setIsVideoOpen(true)}
          form={
            <RegistrationForm
              referral={referral?.raw ?? null}
              referrerName={referral?.referral.role === 'SALE' ? referral.referral.name : null}
              onRegistered={(initData, sentReferral) =>
                void navigate(paths.merchantFinish.getHref({ initData, referral: sentReferral }))
              }
            />
          }
        />
        <FeatureCards />
        <ServicesSection />
        <ReasonsSection />
        <JoinSteps />
        <MerchantCounters onSignUp={() => focusRegistrationForm(true)} />
        <MerchantFaq />
        <LiteInvite to={paths.liteLanding.getHref({ referral: referral?.raw ?? null })} />
      </main>
      <MarketingFooter />
      <VideoDialog isOpen={isVideoOpen} onOpenChange={setIsVideoOpen} />
    </>
  );
}
