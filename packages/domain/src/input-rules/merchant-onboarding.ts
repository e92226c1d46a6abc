export const BUSINESS_TYPES = [
  'Local',
  'Enterprice/National',
  'Liquor Store',
  'Virtual/Online Only',
] as const;
export const LOCATION_RANGES = ['1-5', '6-15', '16-30', '30+'] as const;
export const ORDER_PROTOCOLS = [
  'Auto Printing',
  'Email + Phone Confirmation',
  'Fax + Phone Confirmation',
] as const;
export type OrderProtocol = (typeof ORDER_PROTOCOLS)[number];
export const DEFAULT_ORDER_PROTOCOL: OrderProtocol = 'Auto Printing';

export const ONBOARDING_MESSAGES = {
  menuSource: 'please enter Website or upload files',
  required: 'Please fill form.',
  routingNumber: 'Routing Number must be nine digits',
  routingChecksum: 'This is not a valid US bank routing number. Please check it.',
  accountMismatch: 'The account number is incorrectly entered twice',
  checkboxes: 'Please check the necessary options!!!',
} as const;

const isBlank = (value: string): boolean => value.trim() === '';

/** Step 1: a menu website or at least one file, plus hours, business type and locations. */
export function validateAddMenu(form: {
  website: string;
  fileCount: number;
  storeHours: string;
  businessType: string;
  locations: string;
}): string | null {
  if (isBlank(form.website) && form.fileCount === 0) {
    return ONBOARDING_MESSAGES.menuSource;
  }
  const isTypeKnown = (BUSINESS_TYPES as readonly string[]).includes(form.businessType);
  const isRangeKnown = (LOCATION_RANGES as readonly string[]).includes(form.locations);
  // Spec names no message for these; the generic form message is used.
  return isBlank(form.storeHours) || !isTypeKnown || !isRangeKnown ? ONBOARDING_MESSAGES.required : null;
}

/** Step 2: store phone always; e-mail for the Email mode, fax number for the Fax mode. */
export function validateOrderProtocol(form: {
  protocol: OrderProtocol;
  storePhone: string;
  email: string;
  faxNumber: string;
}): string | null {
  const isMissing =
    isBlank(form.storePhone) ||
    (form.protocol === 'Email + Phone Confirmation' && isBlank(form.email)) ||
    (form.protocol === 'Fax + Phone Confirmation' && isBlank(form.faxNumber));
  return isMissing ? ONBOARDING_MESSAGES.required : null;
}

export function isRoutingNumberValid(routingNumber: string): boolean {
  return /^\d{9}$/.test(routingNumber);
}

/** The ABA check digit: 3, 7 and 1 times the digits in turn must sum to a multiple of ten. */
export function hasValidAbaChecksum(routingNumber: string): boolean {
  if (!isRoutingNumberValid(routingNumber)) {
    return false;
  }
  const weights = [3, 7, 1];
  const sum = [...routingNumber].reduce(
    (total, digit, index) => total + Number(digit) * weights[index % 3]!,
    0,
  );
  return sum % 10 === 0;
}

/** The routing number field on blur: nine digits first, then the check digit; null when it holds. */
export function validateRoutingNumber(routingNumber: string): string | null {
  if (!isRoutingNumberValid(routingNumber)) {
    return ONBOARDING_MESSAGES.routingNumber;
  }
  return hasValidAbaChecksum(routingNumber) ? null : ONBOARDING_MESSAGES.routingChecksum;
}

export interface BankAccountForm {
  legalBusinessName: string;
  taxId: string;
  ownerLegalName: string;
  ownerDateOfBirth: string;
  routingNumber: string;
  accountNumber: string;
  confirmAccountNumber: string;
  hasAcceptedSignUpSheet: boolean;
  hasAcceptedMerchantTerms: boolean;
}

/** Step 3, in the order the form reports problems; null when it may be sent. */
export function validateBankAccount(form: BankAccountForm): string | null {
  const routingProblem = validateRoutingNumber(form.routingNumber);
  if (routingProblem !== null) {
    return routingProblem;
  }
  if (form.accountNumber !== form.confirmAccountNumber) {
    return ONBOARDING_MESSAGES.accountMismatch;
  }
  if (!form.hasAcceptedSignUpSheet || !form.hasAcceptedMerchantTerms) {
    return ONBOARDING_MESSAGES.checkboxes;
  }
  const fields = [
    form.legalBusinessName,
    form.taxId,
    form.ownerLegalName,
    form.ownerDateOfBirth,
    form.accountNumber,
  ];
  return fields.some(isBlank) ? ONBOARDING_MESSAGES.required : null;
}
