/** What ties an account to a person: the address it was created from, its phone numbers, the cards it paid with. */
export interface ReferralSignals {
  signUpIp: string | null;
  phones: readonly string[];
  cardFingerprints: readonly string[];
}

export type SelfReferralReason = 'same card' | 'same phone' | 'same device address';

const digitsOf = (phone: string) => phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
const shares = (a: readonly string[], b: readonly string[]) =>
  a.some((value) => value !== '' && b.includes(value));

/**
 * Why a referral looks like a diner referring their own other account, or null when nothing ties the two:
 * a card both paid with or saved, a phone number both gave, or the same client address at both sign-ups.
 */
export function findSelfReferral(
  referred: ReferralSignals,
  referrer: ReferralSignals,
): SelfReferralReason | null {
  if (shares(referred.cardFingerprints, referrer.cardFingerprints)) {
    return 'same card';
  }
  if (shares(referred.phones.map(digitsOf), referrer.phones.map(digitsOf))) {
    return 'same phone';
  }
  if (referred.signUpIp !== null && referred.signUpIp === referrer.signUpIp) {
    return 'same device address';
  }
  return null;
}
