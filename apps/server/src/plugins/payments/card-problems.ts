import { type CardEntry, validateCardEntry } from '@orderlane/domain';

const PROBLEMS: Record<keyof CardEntry, string> = {
  cardholder: 'Please enter the cardholder name.',
  cardnumber: 'The card number is not valid.',
  expdate: 'The card has expired or its expiry date is not valid.',
  cvv: 'The security code (CVV) is not valid.',
  zipcode: 'The billing ZIP code must be 5 digits.',
};

/** The first thing wrong with a typed card, as a sentence without the card's digits; null when it looks valid. */
export function describeCardProblem(card: CardEntry, now: Date): string | null {
  const validity = validateCardEntry(card, now);
  const field = (Object.keys(PROBLEMS) as (keyof CardEntry)[]).find((key) => !validity[key]);
  return field ? PROBLEMS[field] : null;
}

export const cardDigits = (card: CardEntry) => card.cardnumber.replace(/\D/g, '');
