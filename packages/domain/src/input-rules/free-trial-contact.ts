import { isPhoneValid } from './phone.js';
import { CONTACT_NOT_PARTNERED, type ContactJson } from '../schemas/merchant-payloads.js';

export const FREE_TRIAL_MESSAGES = {
  TERMS_NOT_ACCEPTED: 'Please agree to the privacy terms and service terms first.',
  PHONES_MISSING: 'Mobile phone number or business phone number is not filled in.',
  PHONE_INVALID: 'Please enter US phone numbers of 10 digits, such as (312) 555-0142.',
  SUBMIT_FAILED: 'Failed to submit. Please try again or contact the administrator',
  SUBMITTED: 'Submitted',
} as const;
export type FreeTrialMessage = keyof typeof FREE_TRIAL_MESSAGES;

export interface FreeTrialForm {
  cellPhone: string;
  businessPhone: string;
  hasAcceptedTerms: boolean;
}

/** The form's first refusal (terms, then blank phones, then undiallable ones), or null when it may be sent. */
export function validateFreeTrialForm(form: FreeTrialForm): FreeTrialMessage | null {
  if (!form.hasAcceptedTerms) {
    return 'TERMS_NOT_ACCEPTED';
  }
  if (form.cellPhone.trim() === '' || form.businessPhone.trim() === '') {
    return 'PHONES_MISSING';
  }
  // A callback needs a number that can be dialled; junk is refused before it reaches the sales list.
  if (!isPhoneValid(form.cellPhone) || !isPhoneValid(form.businessPhone)) {
    return 'PHONE_INVALID';
  }
  return null;
}

/** A new record with the defaults: blank texts, not partnered, not yet interested. */
export function newContactRecord(phones: { cellPhone: string; businessPhone: string }): ContactJson {
  return {
    email: '',
    name: '',
    cellPhone: phones.cellPhone.trim(),
    wechatId: '',
    businessPhone: phones.businessPhone.trim(),
    businessName: '',
    businessAddress: '',
    businessHours: '',
    starScores: '',
    oneLineSummary: '',
    serviceOptions: '',
    location: '',
    menuUrl: '',
    businessDescription: '',
    partnered: false,
    typeOfAction: CONTACT_NOT_PARTNERED,
    phoneNumber: '',
    lastTimeCall: '',
    notes: '',
    lastTimeCallAgentName: '',
    state: '',
    interested: false,
  };
}
