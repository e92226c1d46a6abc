import { MerchantLanding } from './merchant-landing';

/** /phone_home (the marketing header's logo target): the same landing, each field stored under its label. */
export function PhoneHomeRoute() {
  return <MerchantLanding isMerchantPage={false} />;
}
