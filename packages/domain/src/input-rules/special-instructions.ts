export const SPECIAL_INSTRUCTIONS_MAX_LENGTH = 200;
export const SPECIAL_REQUESTS_UNAVAILABLE_PLACEHOLDER =
  'Store cannot fulfill special requests. We apologize for the inconvenience.';

// Spec keeps "letters, digits and some punctuation"; these are the marks a kitchen note needs.
const DISALLOWED = /[^\p{L}\p{N} .,!?'"():;&#/-]/gu;

/** Strips disallowed characters (markup, symbols, line breaks) and caps at 200 characters. */
export function filterSpecialInstructions(text: string): string {
  return text.replace(DISALLOWED, '').slice(0, SPECIAL_INSTRUCTIONS_MAX_LENGTH);
}
