import { AsYouType, parsePhoneNumberFromString } from 'libphonenumber-js';

export const PHONE_INPUT_MAX_LENGTH = 17;

function parseUs(text: string) {
  const parsed = parsePhoneNumberFromString(text, 'US');
  return parsed?.country === 'US' ? parsed : undefined;
}

/** The digits to store: '+1' removed, then brackets, dashes and spaces ('(312) 555-0142' -> '3125550142'). */
export function toPhoneDigits(text: string): string {
  const parsed = parseUs(text);
  return parsed ? String(parsed.nationalNumber) : text.replace(/^\s*\+1/, '').replace(/\D/g, '');
}

/** As-you-type display, reaching '(###) ###-####' for a full number. */
export function formatPhoneInput(text: string): string {
  const digits = toPhoneDigits(text).slice(0, 10);
  return digits.length <= 3 ? digits : new AsYouType('US').input(digits);
}

/** '(###) ###-####' for a valid US number; anything else is returned as typed. */
export function formatPhoneDisplay(text: string): string {
  return parseUs(text)?.formatNational() ?? text;
}

/** A valid US number, with or without +1 and punctuation. */
export function isPhoneValid(text: string): boolean {
  return parseUs(text)?.isValid() ?? false;
}
