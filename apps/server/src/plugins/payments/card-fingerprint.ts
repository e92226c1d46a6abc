import { createHmac } from 'node:crypto';
import type { CardEntry } from '@orderlane/domain';

/** The same card gives the same fingerprint, another card another one; the number cannot be read back. */
export type CardFingerprinter = (card: Pick<CardEntry, 'cardnumber'>) => string;

/**
 * A keyed hash (HMAC-SHA256) of the card number. Keyed, because a plain hash of a 16-digit number with a known
 * prefix and check digit is found by trying every candidate. Stands in for a gateway's card fingerprint, which
 * Authorize.net does not give.
 */
export function createCardFingerprinter(key: Buffer): CardFingerprinter {
  return (card) =>
    createHmac('sha256', key)
      .update(`card:${card.cardnumber.replace(/\D/g, '')}`)
      .digest('base64url');
}
