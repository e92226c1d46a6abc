import { splitMerchantName } from '@orderlane/domain';
import { apiClient } from '@/lib/api-client';
import type { LiteLanding } from '../stores/onboarding-store';
import { buildInquiryBody } from '../utils/summary-html';

/**
 * POST /sendCustomEmail from the Lite landing: the spec's query parameters and HTML body, plus the
 * inquiry's fields by name so the server keeps the lead without reading the HTML.
 */
export function sendInquiryEmail(landing: LiteLanding, brand: string) {
  const { firstName, lastName } = splitMerchantName(landing.restaurantName);
  return apiClient.post<{ status: number }>('/sendCustomEmail', {
    query: {
      email: landing.email.trim(),
      firstName,
      lastName,
      sender: brand,
      subject: `Lite Package inquiry: ${landing.restaurantName.trim()}`,
    },
    form: {
      body: buildInquiryBody(landing),
      variant: 'lite',
      restaurantName: landing.restaurantName.trim(),
      mobilePhone: landing.mobilePhone.trim(),
      address: landing.address.trim(),
      zip: landing.place?.zip ?? '',
      referral: landing.referral,
    },
    accessToken: null,
  });
}
