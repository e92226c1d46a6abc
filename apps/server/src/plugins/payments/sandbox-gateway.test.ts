import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sandboxCharges } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { CARD_DECLINED_MESSAGE } from './payment-gateway.js';
import { SANDBOX_APPROVED_CARDS, SANDBOX_DECLINED_CARD, createSandboxGateway } from './sandbox-gateway.js';

const card = (
  cardnumber: string,
  overrides: Partial<Record<'expdate' | 'cvv' | 'zipcode', string>> = {},
) => ({
  cardholder: 'Ada Diner',
  cardnumber,
  expdate: '12/39',
  cvv: cardnumber.startsWith('3') ? '1234' : '123',
  zipcode: '60601',
  ...overrides,
});

describe('sandbox gateway (CONTRACT "Payments")', async () => {
  const app = await buildTestApp();
  const gateway = createSandboxGateway({ db: app.db, clock: () => new Date('2026-06-15T12:00:00Z') });
  let key = 0;
  const charge = (cardnumber: string, overrides = {}) =>
    gateway.charge({
      idempotencyKey: `k${(key += 1)}`,
      amountCents: 1234,
      source: { kind: 'card', card: card(cardnumber, overrides) },
      description: 'test',
    });

  it.each(SANDBOX_APPROVED_CARDS)('approves the test card %s', async (number) => {
    const outcome = await charge(number);
    expect(outcome).toMatchObject({
      approved: true,
      charge: { amountCents: 1234, status: 'CAPTURED', cardLast4: number.slice(-4) },
    });
  });

  it.each([
    ['the declining test card', '4000000000000002', {}, CARD_DECLINED_MESSAGE],
    ['any other valid card', '4012888888881881', {}, CARD_DECLINED_MESSAGE],
    ['a number failing the Luhn check', '4111111111111112', {}, 'The card number is not valid.'],
    [
      'an expired card',
      '4111111111111111',
      { expdate: '05/26' },
      'The card has expired or its expiry date is not valid.',
    ],
    [
      'a 3-digit CVV on American Express',
      '378282246310005',
      { cvv: '123' },
      'The security code (CVV) is not valid.',
    ],
    ['a short ZIP', '4111111111111111', { zipcode: '606' }, 'The billing ZIP code must be 5 digits.'],
  ])('declines %s', async (_label, number, overrides, message) => {
    expect(await charge(number, overrides)).toEqual({ approved: false, message });
  });

  it('answers a repeated key with the first transaction, also when 10 arrive at once', async () => {
    const request = {
      idempotencyKey: 'order-7',
      amountCents: 500,
      source: { kind: 'card' as const, card: card('4111111111111111') },
      description: 'x',
    };
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => gateway.charge(request)));
    const ids = new Set(
      outcomes.map((outcome) => (outcome.approved ? outcome.charge.transactionId : 'declined')),
    );
    expect(ids.size).toBe(1);
    expect(
      await app.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, 'order-7')),
    ).toHaveLength(1);
  });

  it('answers a key charged before with that transaction, also for a card it would now refuse', async () => {
    const chargeCard = (idempotencyKey: string, number: string) =>
      gateway.charge({
        idempotencyKey,
        amountCents: 700,
        source: { kind: 'card', card: card(number) },
        description: 'x',
      });
    const first = await chargeCard('order-retry-1', '4111111111111111');
    const retried = await chargeCard('order-retry-1', SANDBOX_DECLINED_CARD);
    expect(first.approved).toBe(true);
    expect(retried).toEqual(first);
    const declined = await chargeCard('order-retry-2', SANDBOX_DECLINED_CARD);
    expect(declined.approved).toBe(false);
    expect(
      await app.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, 'order-retry-2')),
    ).toHaveLength(0);
  });

  it('voids a charge, keeping it in the ledger and freeing its key', async () => {
    const request = {
      idempotencyKey: 'order-8',
      amountCents: 900,
      source: { kind: 'card' as const, card: card('4111111111111111') },
      description: 'x',
    };
    const first = await gateway.charge(request);
    if (!first.approved) {
      throw new Error('expected approval');
    }
    await gateway.voidCharge(first.charge);
    expect(await gateway.findChargeByIdempotencyKey('order-8')).toBeNull();
    const second = await gateway.charge(request);
    expect(second.approved && second.charge.transactionId).not.toBe(first.charge.transactionId);
    const rows = await app.db
      .select({ status: sandboxCharges.status })
      .from(sandboxCharges)
      .where(eq(sandboxCharges.amountCents, 900));
    expect(rows.map((row) => row.status).sort()).toEqual(['CAPTURED', 'VOIDED']);
  });

  it('saves a card as a profile holding only a token, the brand and XXXX1234, and charges it', async () => {
    const saved = await gateway.createPaymentProfile({
      customer: { userId: 5, email: null },
      card: card('5555555555554444'),
      customerProfileId: null,
    });
    expect(saved).toMatchObject({
      customerProfileId: 'sbxcust_5',
      cardType: 'mastercard',
      maskedNumber: 'XXXX4444',
    });
    expect(JSON.stringify(saved)).not.toContain('5555555555554444');
    const outcome = await gateway.charge({
      idempotencyKey: 'order-9',
      amountCents: 100,
      source: { kind: 'profile', ...saved },
      description: 'x',
    });
    expect(outcome).toMatchObject({ approved: true, charge: { cardLast4: '4444' } });
    await expect(
      gateway.createPaymentProfile({
        customer: { userId: 5, email: null },
        card: card('4000000000000002'),
        customerProfileId: null,
      }),
    ).rejects.toThrow(CARD_DECLINED_MESSAGE);
  });
});
