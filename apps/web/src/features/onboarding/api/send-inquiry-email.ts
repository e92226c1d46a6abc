import { splitMerchantName } from '@orderlane/domain';
import { sendCustomEmail } from '@/lib/api/send-custom-email';
import type { LiteLanding } from '../stores/onboarding-store';
import { buildInquiryBody } from '../utils/summary-html';

/**
 * The Lite landing's sendCustomEmail: the spec's query parameters and HTML body, plus the inquiry's fields by
 * name so the server keeps the lead without reading the HTML.
 */
export function sendInquiryEmail(landing: LiteLanding, brand: string) {
  const { firstName, lastName } = splitMerchantName(landing.restaurantName);
  return sendCustomEmail(
    {
      header: {
        email: landing.email.trim(),
        firstName,
        lastName,
        sender: brand,
        subject: `Lite Package inquiry: ${landing.restaurantName.trim()}`,
      },
      body: buildInquiryBody(landing),
      variant: 'lite',
      lead: {
        restaurantName: landing.restaurantName.trim(),
        mobilePhone: landing.mobilePhone.trim(),
        address: landing.address.trim(),
        zip: landing.place?.zip ?? '',
        referral: landing.referral,
      },
    },
    'query',
  );
}
