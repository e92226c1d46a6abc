import { describe, expect, it } from 'vitest';
import { findSelfReferral, type ReferralSignals } from './self-referral.js';

const someone: ReferralSignals = {
  signUpIp: '203.0.113.5',
  phones: ['3125550101'],
  cardFingerprints: ['fp-a'],
};
const stranger: ReferralSignals = {
  signUpIp: '198.51.100.7',
  phones: ['3125550199'],
  cardFingerprints: ['fp-b'],
};

describe('findSelfReferral', () => {
  it.each([
    ['two strangers', stranger, null],
    ['a card both used', { ...stranger, cardFingerprints: ['fp-z', 'fp-a'] }, 'same card'],
    ['the same phone, written another way', { ...stranger, phones: ['+1 (312) 555-0101'] }, 'same phone'],
    ['the same address at sign-up', { ...stranger, signUpIp: '203.0.113.5' }, 'same device address'],
    ['no address known on one side', { ...stranger, signUpIp: null }, null],
    ['empty phone entries', { ...stranger, phones: [''] }, null],
  ] as const)('%s -> %s', (_label, referred, expected) => {
    expect(findSelfReferral(referred, someone)).toBe(expected);
  });

  it('does not match two accounts whose address is unknown on both sides', () => {
    expect(findSelfReferral({ ...stranger, signUpIp: null }, { ...someone, signUpIp: null })).toBeNull();
  });
});
