import { isZipValid } from './card.js';
import { isEmailValid } from './email.js';

export const DRIVER_SIGN_UP_MESSAGES = {
  FIRST_NAME_REQUIRED: 'First name required',
  LAST_NAME_REQUIRED: 'Last name required',
  EMAIL_REQUIRED: 'Email required',
  EMAIL_INVALID: 'Email invalid',
  PHONE_NUMBER_REQUIRED: 'Phone number required',
  PHONE_NUMBER_INVALID: 'Phone number invalid',
  DRIVER_EXISTS_WITH_PHONE_NUMBER: 'Driver exists with same phone number',
  DRIVER_EXISTS_WITH_EMAIL: 'Driver exists with same email',
  PASSWORD_INVALID: 'Password invalid',
  ZIP_CODE_REQUIRED: 'Zip code required',
  ZIP_CODE_INVALID: 'Zip code invalid',
  DRIVER_SIGN_UP_SUCCESSFUL: 'Sign up successfully',
} as const;
export type DriverSignUpStatus = keyof typeof DRIVER_SIGN_UP_MESSAGES;

// The form only asks for a non-empty password; the server holds drivers to the account minimum.
export const DRIVER_PASSWORD_MIN_LENGTH = 8;

export interface DriverSignUpForm {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  password: string;
  email: string;
  zipCode: string;
}

/** Digits only, one leading 1 or 0 dropped, then ten digits with the first 2-9; null otherwise. */
export function normalizeDriverPhone(text: string): string | null {
  const digits = text.replace(/\D/g, '').replace(/^[10]/, '');
  return /^[2-9]\d{9}$/.test(digits) ? digits : null;
}

/** Every failing status of a sign-up, in form order; the answer's status list starts with the first. */
export function driverSignUpStatuses(form: DriverSignUpForm): DriverSignUpStatus[] {
  const statuses: DriverSignUpStatus[] = [];
  const blank = (value: string): boolean => value.trim() === '';
  if (blank(form.firstName)) {
    statuses.push('FIRST_NAME_REQUIRED');
  }
  if (blank(form.lastName)) {
    statuses.push('LAST_NAME_REQUIRED');
  }
  if (blank(form.zipCode)) {
    statuses.push('ZIP_CODE_REQUIRED');
  } else if (!isZipValid(form.zipCode.trim())) {
    statuses.push('ZIP_CODE_INVALID');
  }
  if (blank(form.phoneNumber)) {
    statuses.push('PHONE_NUMBER_REQUIRED');
  } else if (normalizeDriverPhone(form.phoneNumber) === null) {
    statuses.push('PHONE_NUMBER_INVALID');
  }
  if (blank(form.email)) {
    statuses.push('EMAIL_REQUIRED');
  } else if (!isEmailValid(form.email)) {
    statuses.push('EMAIL_INVALID');
  }
  if (form.password.length < DRIVER_PASSWORD_MIN_LENGTH) {
    statuses.push('PASSWORD_INVALID');
  }
  return statuses;
}

/** The sentence for a status; unknown statuses read 'Please try again'. */
export function driverSignUpMessage(status: string): string {
  return (DRIVER_SIGN_UP_MESSAGES as Record<string, string>)[status] ?? 'Please try again';
}

/** The form's own gate on Next: names and password non-empty, zip, phone and e-mail well-formed. */
export function canSubmitDriverForm(form: DriverSignUpForm): boolean {
  return (
    [form.firstName, form.lastName, form.password].every((value) => value.trim() !== '') &&
    isZipValid(form.zipCode.trim()) &&
    normalizeDriverPhone(form.phoneNumber) !== null &&
    isEmailValid(form.email)
  );
}
