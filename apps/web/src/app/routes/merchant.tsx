import { MerchantLanding } from './merchant-landing';

/** /merchant and /merchant/{referral}: the landing whose Join Now jumps to its own form. */
export function MerchantRoute() {
  return <MerchantLanding isMerchantPage />;
}
