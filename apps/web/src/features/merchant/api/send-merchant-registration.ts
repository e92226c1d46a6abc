import { splitMerchantName, type MerchantLead } from '@orderlane/domain';
import { useMutation } from '@tanstack/react-query';
import { sendCustomEmail } from '@/lib/api/send-custom-email';
import { buildRegistrationBody } from '../utils/registration-email';

export interface MerchantRegistrationInput {
  lead: MerchantLead;
  /** The raw base64 referral, passed on as it came. */
  referral: string | null;
  brand: string;
}

/**
 * The merchant registration's sendCustomEmail, with sendbox MERCHANT_CARE: the server stores the lead, welcomes the applicant and
 * tells the team; mail failures stay on the server. The lead's fields travel by name too, so the server
 * never has to read them back out of the HTML.
 */
export function sendMerchantRegistration({ lead, referral, brand }: MerchantRegistrationInput) {
  const { firstName, lastName } = splitMerchantName(lead.name);
  return sendCustomEmail({
    header: { email: lead.email.trim(), firstName, lastName, subject: `Welcome to ${brand}`, sender: brand },
    body: buildRegistrationBody(lead),
    sendbox: 'MERCHANT_CARE',
    variant: 'merchant',
    lead: {
      name: lead.name.trim(),
      store: lead.store.trim(),
      phone: lead.phone.trim(),
      zip: lead.zip.trim(),
      referral,
    },
  });
}

export const useSendMerchantRegistration = () => useMutation({ mutationFn: sendMerchantRegistration });
