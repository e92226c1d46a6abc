import { DomainError, type CardEntry } from '@orderlane/domain';
import { firstMessage, type AnetResponse } from './authorizenet-client.js';
import { cardDigits } from './card-problems.js';
import { PaymentGatewayError } from './payment-gateway.js';

const AUTHENTICATION_FAILED = ['E00007', 'E00008', 'E00124'];

export const toDollars = (cents: number) => (cents / 100).toFixed(2);
// The gateway caps invoice numbers and refIds at 20 characters.
export const shortKey = (key: string) => key.slice(0, 20);

function expirationDate(card: CardEntry): string {
  const [month = '', year = ''] = card.expdate.split('/');
  return `20${year}-${month}`;
}

export function billTo(card: CardEntry) {
  const [firstName = '', ...rest] = card.cardholder.trim().split(/\s+/);
  return { firstName: firstName.slice(0, 50), lastName: rest.join(' ').slice(0, 50), zip: card.zipcode };
}

export const creditCard = (card: CardEntry) => ({
  creditCard: { cardNumber: cardDigits(card), expirationDate: expirationDate(card), cardCode: card.cvv },
});

/** An error answer: bad credentials are the operator's problem (500), anything else the card's (402). */
export function refusal(response: AnetResponse): never {
  const { code, text } = firstMessage(response);
  if (AUTHENTICATION_FAILED.includes(code) || !text) {
    throw new PaymentGatewayError(`Authorize.net refused the request (${code || 'no code'})`);
  }
  throw new DomainError('payment_declined', text);
}
