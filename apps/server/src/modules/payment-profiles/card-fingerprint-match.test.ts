import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { detectCardBrand, maskCardNumber, type CardEntry } from '@orderlane/domain';
import { insertUserFixture } from '@/modules/orders/orders-fixtures.js';
import { createCardFingerprinter } from '@/plugins/payments/card-fingerprint.js';
import type { PaymentGateway } from '@/plugins/payments/payment-gateway.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { createPaymentProfilesService } from './payment-profiles-service.js';

const card = (cardnumber: string): CardEntry => ({
  cardholder: 'Ada Diner',
  cardnumber,
  expdate: '12/39',
  cvv: '123',
  zipcode: '60601',
});

/** A gateway that saves any card, as a real one does with two real cards. */
function savingGateway(): PaymentGateway {
  let next = 0;
  return {
    name: 'sandbox',
    charge: () => Promise.reject(new Error('not used')),
    voidCharge: () => Promise.resolve(),
    refundCharge: () => Promise.resolve(),
    findChargeByIdempotencyKey: () => Promise.resolve(null),
    deletePaymentProfile: () => Promise.resolve(),
    createPaymentProfile: async (request) => ({
      customerProfileId: `cust_${request.customer.userId}`,
      customerPaymentProfileId: `pp_${(next += 1)}`,
      cardType: detectCardBrand(request.card.cardnumber),
      maskedNumber: maskCardNumber(request.card.cardnumber),
    }),
  };
}

describe('"Save this card" matches on the card fingerprint (issue 13 finding 14)', async () => {
  const app = await buildTestApp();
  const sut = createPaymentProfilesService({
    db: app.db,
    payments: savingGateway(),
    fingerprintCard: createCardFingerprinter(randomBytes(32)),
  });

  it('saves a second Visa ending in the same four digits as a card of its own', async () => {
    const { userId } = await insertUserFixture(app.db);
    const first = await sut.saveCard({ userId, email: null, card: card('4111 1111 1111 1111') });
    // Another Visa whose last four are 1111 too: before, it was taken for the first card and not saved.
    const second = await sut.saveCard({ userId, email: null, card: card('4012 8888 0000 1111') });
    expect(second.id).not.toBe(first.id);
    expect(second.customerPaymentProfileId).not.toBe(first.customerPaymentProfileId);
    expect((await sut.listProfiles(userId)).map((profile) => profile.cardnumber)).toEqual([
      'XXXX1111',
      'XXXX1111',
    ]);
  });

  it('gives back the first profile when the very same card is saved again, however it is spaced', async () => {
    const { userId } = await insertUserFixture(app.db);
    const first = await sut.saveCard({ userId, email: null, card: card('4111 1111 1111 1111') });
    const again = await sut.saveCard({ userId, email: null, card: card('4111111111111111') });
    expect(again.id).toBe(first.id);
    expect(await sut.listProfiles(userId)).toHaveLength(1);
  });

  it('keeps only a keyed fingerprint, never the number, and the same card gives another one under another key', () => {
    const number = '4111 1111 1111 1111';
    const fingerprint = createCardFingerprinter(Buffer.alloc(32, 1))(card(number));
    expect(fingerprint).not.toContain('1111');
    expect(fingerprint).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createCardFingerprinter(Buffer.alloc(32, 2))(card(number))).not.toBe(fingerprint);
  });
});
