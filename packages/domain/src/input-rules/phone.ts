import { AsYouType, parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { US_PHONE_METADATA } from './us-phone-metadata.js';

export const PHONE_INPUT_MAX_LENGTH = 17;

/**
 * With the United States' metadata only (see scripts/generate-us-phone-metadata.mjs), a number of another +1
 * country (Canada's 416, Puerto Rico's 787) parses as 'US' but is not valid, so validation is unchanged.
 */
function parseUs(text: string) {
  const parsed = parsePhoneNumberFromString(text, 'US', US_PHONE_METADATA);
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
  return digits.length <= 3 ? digits : new AsYouType('US', US_PHONE_METADATA).input(digits);
}

/** '(###) ###-####' for a ten-digit +1 number; anything else is returned as typed. */
export function formatPhoneDisplay(text: string): string {
  return parseUs(text)?.formatNational() ?? text;
}

/** A valid US number, with or without +1 and punctuation. */
export function isPhoneValid(text: string): boolean {
  return parseUs(text)?.isValid() ?? false;
}
