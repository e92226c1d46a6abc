import cardValidator from 'card-validator';

export type CardBrand = 'visa' | 'mastercard' | 'american express' | 'discover' | 'other';
export interface CardEntry {
  cardholder: string;
  cardnumber: string;
  expdate: string;
  cvv: string;
  zipcode: string;
}
export type CardEntryValidity = Record<keyof CardEntry, boolean>;

export const INCOMPLETE_CARD_MESSAGE = 'Please add a valid payment method';
export const NO_PAYMENT_METHOD_MESSAGE = 'Please add or select valid payment method';
// Spec is silent on how far ahead an expiry may be; cards are issued for at most 20 years.
const EXPIRY_MAX_YEARS_AHEAD = 20;

const BRAND_NAMES: Record<string, CardBrand> = {
  visa: 'visa',
  mastercard: 'mastercard',
  'american-express': 'american express',
  discover: 'discover',
};

/** 15 digits for numbers starting with 3 (American Express), else 16. */
export function cardNumberMaxLength(cardNumber: string): number {
  return cardNumber.startsWith('3') ? 15 : 16;
}

/** Whitespace and other non-digits removed, capped at the brand's length. */
export function normalizeCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.slice(0, cardNumberMaxLength(digits));
}

export function detectCardBrand(cardNumber: string): CardBrand {
  const type = cardValidator.number(normalizeCardNumber(cardNumber)).card?.type;
  return type ? (BRAND_NAMES[type] ?? 'other') : 'other';
}

/** Passes the Luhn and brand checks and is no longer than 16 (15 for 3-prefixed) digits. */
export function isCardNumberValid(text: string): boolean {
  const digits = text.replace(/\s/g, '');
  return digits.length <= cardNumberMaxLength(digits) && cardValidator.number(digits).isValid;
}

/** 4 digits when the card number starts with 3, else 3. */
export function cvvLength(cardNumber: string): number {
  return normalizeCardNumber(cardNumber).startsWith('3') ? 4 : 3;
}

export function isCvvValid(cvv: string, cardNumber: string): boolean {
  return cardValidator.cvv(cvv, cvvLength(cardNumber)).isValid;
}

/** Digits and '/' only, slash inserted after the month; pass the previous value so deleting the slash works. */
export function formatExpiryInput(text: string, previous = ''): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  const isDeleting = text.length < previous.length;
  if (digits.length > 2 || (digits.length === 2 && !isDeleting)) {
    return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  }
  return digits;
}

/** MM/YY naming this month or a later one; `now` is passed so the server and tests share one clock. */
export function isExpiryValid(text: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(text);
  if (!match) {
    return false;
  }
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const monthsAhead = (year - now.getFullYear()) * 12 + (month - 1 - now.getMonth());
  return month >= 1 && month <= 12 && monthsAhead >= 0 && monthsAhead < EXPIRY_MAX_YEARS_AHEAD * 12;
}

export function isZipValid(zip: string): boolean {
  return /^\d{5}$/.test(zip);
}

export function validateCardEntry(entry: CardEntry, now: Date): CardEntryValidity {
  return {
    cardholder: entry.cardholder.trim() !== '',
    cardnumber: isCardNumberValid(entry.cardnumber),
    expdate: isExpiryValid(entry.expdate, now),
    cvv: isCvvValid(entry.cvv, entry.cardnumber),
    zipcode: isZipValid(entry.zipcode),
  };
}

export function isCardEntryValid(entry: CardEntry, now: Date): boolean {
  return Object.values(validateCardEntry(entry, now)).every(Boolean);
}

/** The stored form of a card number: 'XXXX' and the last four digits. */
export function maskCardNumber(cardNumber: string): string {
  return `XXXX${cardNumber.replace(/\D/g, '').slice(-4)}`;
}

/** Saved cards show X as '*'. */
export function displayMaskedCard(masked: string): string {
  return masked.replaceAll('X', '*');
}
