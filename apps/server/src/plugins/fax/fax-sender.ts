/** One fax: a PDF to a US number. */
export interface FaxRequest {
  to: string;
  pdf: Buffer;
  /** Names the document at the provider and in the outbox (e.g. 'TS-42'). */
  reference: string;
}

/** Sends faxes; throws when the fax could not be handed over. */
export interface FaxSender {
  readonly kind: 'outbox' | 'provider';
  send(request: FaxRequest): Promise<{ id: string }>;
}

/** The digits of a fax number, or null when it is not a 10-digit US number (a leading 1 allowed). */
export function faxDigits(number: string): string | null {
  const digits = number.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return /^\d{10}$/.test(digits) ? digits : null;
}
