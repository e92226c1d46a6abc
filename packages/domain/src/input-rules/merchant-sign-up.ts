import { z } from 'zod';
import { decodeBase64Json } from './base64-json.js';

export const MERCHANT_FORM_MESSAGES = {
  fillForm: 'Please fill form.',
  restaurantName: 'Please provide a valid Restaurant Name.',
  email: 'Please provide a valid email.',
  mobilePhone: 'Please provide a valid Mobile Phone.',
  freeTrialTerms: 'Please agree to the privacy terms and service terms first.',
  freeTrialPhones: 'Mobile phone number or business phone number is not filled in.',
} as const;

const isBlank = (value: string): boolean => value.trim() === '';

/** First word as first name, the rest as last name; no space gives first name 'Merchant' and the whole name last. */
export function splitMerchantName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  if (space === -1) {
    return { firstName: 'Merchant', lastName: trimmed };
  }
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

export interface MerchantLead {
  name: string;
  store: string;
  phone: string;
  email: string;
  zip: string;
}

/** /merchant registration: every field non-blank, no format checks; null when it may be sent. */
export function validateMerchantLead(lead: MerchantLead): string | null {
  return Object.values(lead).some(isBlank) ? MERCHANT_FORM_MESSAGES.fillForm : null;
}

/** The alternate landing form: the first missing field's message, else null. */
export function validateLandingInquiry(form: {
  restaurantName: string;
  email: string;
  mobilePhone: string;
  address: string;
}): string | null {
  if (isBlank(form.restaurantName)) {
    return MERCHANT_FORM_MESSAGES.restaurantName;
  }
  if (isBlank(form.email)) {
    return MERCHANT_FORM_MESSAGES.email;
  }
  if (isBlank(form.mobilePhone)) {
    return MERCHANT_FORM_MESSAGES.mobilePhone;
  }
  // Spec names no message for a missing address; the form's generic one is used.
  return isBlank(form.address) ? MERCHANT_FORM_MESSAGES.fillForm : null;
}

const leadField = z.string().max(200);
const merchantLeadSchema = z.object({
  name: leadField,
  store: leadField,
  phone: leadField,
  email: leadField,
  zip: leadField,
});

/** /merchantFinish initData: the registration form as base64 JSON; null sends the visitor back to /merchant. */
export function decodeMerchantInitData(text: string | null | undefined): MerchantLead | null {
  const parsed = merchantLeadSchema.safeParse(decodeBase64Json(text));
  return parsed.success ? parsed.data : null;
}

/** /freeUse: terms ticked and both phones filled; null when it may be sent. */
export function validateFreeTrialContact(form: {
  cellPhone: string;
  businessPhone: string;
  hasAcceptedTerms: boolean;
}): string | null {
  if (!form.hasAcceptedTerms) {
    return MERCHANT_FORM_MESSAGES.freeTrialTerms;
  }
  return isBlank(form.cellPhone) || isBlank(form.businessPhone)
    ? MERCHANT_FORM_MESSAGES.freeTrialPhones
    : null;
}
