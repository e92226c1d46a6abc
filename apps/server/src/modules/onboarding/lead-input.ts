import {
  DomainError,
  MERCHANT_FORM_MESSAGES,
  isEmailValid,
  validateLandingInquiry,
  validateMerchantLead,
} from '@orderlane/domain';
import { readSpecLeadFields, specBodyText } from './spec-lead-fields.js';

export interface LeadInput {
  email: string;
  firstName: string;
  lastName: string;
  body: string;
  sendbox: string;
  name: string;
  store: string;
  phone: string;
  zip: string;
  restaurantName: string;
  mobilePhone: string;
  address: string;
  referral: string;
  variant?: 'merchant' | 'lite' | undefined;
}

export type LeadVariant = 'merchant' | 'lite';

export interface ResolvedLead {
  variant: LeadVariant;
  lead: { name: string; store: string; phone: string; email: string; zip: string; address: string | null };
  /** Spec 001's second call: the same registration sent to the team's own address. */
  isTeamCopy: boolean;
  /** The body's text for the team's mail (never its HTML). */
  notes: string;
}

const invalid = (message: string) => new DomainError('invalid_data', message);
const joinName = (input: LeadInput) => [input.firstName, input.lastName].filter(Boolean).join(' ');

/** The lead a sendCustomEmail call describes, checked: by the form's named fields, else by the spec's own. */
export function resolveLead(input: LeadInput, supportEmail: string): ResolvedLead {
  const notes = specBodyText(input.body);
  const hasNamedFields = [
    input.name,
    input.store,
    input.phone,
    input.zip,
    input.restaurantName,
    input.mobilePhone,
    input.address,
  ].some((value) => value.trim() !== '');
  return hasNamedFields ? fromNamedFields(input, notes) : fromSpecFields(input, supportEmail, notes);
}

/** The pages' own calls name each field: checked as the two landing forms check them. */
function fromNamedFields(input: LeadInput, notes: string): ResolvedLead {
  const variant = input.variant ?? (input.restaurantName || input.address ? 'lite' : 'merchant');
  const email = input.email.trim().toLowerCase();
  const lead =
    variant === 'lite'
      ? {
          name: joinName(input) || input.name,
          store: input.restaurantName,
          phone: input.mobilePhone,
          email,
          zip: input.zip,
          address: input.address,
        }
      : { name: input.name, store: input.store, phone: input.phone, email, zip: input.zip, address: null };
  const problem =
    variant === 'lite'
      ? validateLandingInquiry({
          restaurantName: lead.store,
          email,
          mobilePhone: lead.phone,
          address: input.address,
        })
      : validateMerchantLead({ name: lead.name, store: lead.store, phone: lead.phone, email, zip: lead.zip });
  if (problem) {
    throw invalid(problem);
  }
  if (!isEmailValid(email)) {
    throw invalid(MERCHANT_FORM_MESSAGES.email);
  }
  return { variant, lead, isTeamCopy: false, notes };
}

/**
 * Spec 001's calls as written: e-mail, names, subject, sender and an HTML body (sendbox MERCHANT_CARE on the
 * merchant landing, none on the Lite one). The lead keeps what came: the names and the body's labelled values.
 */
function fromSpecFields(input: LeadInput, supportEmail: string, notes: string): ResolvedLead {
  const variant =
    input.variant ?? (input.sendbox.trim().toUpperCase() === 'MERCHANT_CARE' ? 'merchant' : 'lite');
  const fields = readSpecLeadFields(input.body);
  const addressed = input.email.trim().toLowerCase();
  const isTeamAddress = addressed !== '' && addressed === supportEmail.trim().toLowerCase();
  const bodyEmail = (fields.email ?? '').trim().toLowerCase();
  // The Lite landing mails its inquiry to the team: the applicant's e-mail is then the body's, when it has one.
  const email = isTeamAddress ? (isEmailValid(bodyEmail) ? bodyEmail : '') : addressed;
  const isTeamCopy = isTeamAddress && variant === 'merchant';
  if (!isTeamAddress && !isEmailValid(email)) {
    throw invalid(MERCHANT_FORM_MESSAGES.email);
  }
  const lead = {
    name: joinName(input) || fields.name || '',
    store: fields.store ?? '',
    phone: fields.phone ?? '',
    email,
    zip: fields.zip ?? '',
    address: variant === 'lite' ? (fields.address ?? '') : null,
  };
  if (!isTeamCopy && !lead.name && !lead.store) {
    throw invalid(MERCHANT_FORM_MESSAGES.fillForm);
  }
  return { variant, lead, isTeamCopy, notes };
}
