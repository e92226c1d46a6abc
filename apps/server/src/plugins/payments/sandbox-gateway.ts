import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { DomainError, detectCardBrand, maskCardNumber, type CardEntry } from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import { sandboxCharges } from '@/db/schema/index.js';
import { cardDigits, describeCardProblem } from './card-problems.js';
import {
  CARD_DECLINED_MESSAGE,
  type Charge,
  type ChargeOutcome,
  type ChargeRequest,
  type CreatePaymentProfileRequest,
  type PaymentGateway,
  type SavedCard,
} from './payment-gateway.js';

/** CONTRACT "Payments": the test cards the sandbox approves; 4000 0000 0000 0002 and any other card decline. */
export const SANDBOX_APPROVED_CARDS = [
  '4111111111111111',
  '5555555555554444',
  '378282246310005',
  '6011111111111117',
];
export const SANDBOX_DECLINED_CARD = '4000000000000002';

const PROFILE_PREFIX = 'sbxpp';
const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('hex')}`;

const chargeColumns = {
  transactionId: sandboxCharges.transactionId,
  idempotencyKey: sandboxCharges.idempotencyKey,
  amountCents: sandboxCharges.amountCents,
  status: sandboxCharges.status,
  cardLast4: sandboxCharges.cardLast4,
  createdAt: sandboxCharges.createdAt,
};

function refuseCard(card: CardEntry, now: Date): string | null {
  const problem = describeCardProblem(card, now);
  if (problem) {
    return problem;
  }
  return SANDBOX_APPROVED_CARDS.includes(cardDigits(card)) ? null : CARD_DECLINED_MESSAGE;
}

/** The last four digits ride in the sandbox's profile token, so a profile charge knows its card without storing it. */
function profileLast4(customerPaymentProfileId: string): string | null {
  const [prefix, last4] = customerPaymentProfileId.split('_');
  return prefix === PROFILE_PREFIX && last4 && /^\d{4}$/.test(last4) ? last4 : null;
}

/**
 * The embedded gateway: approves the contract's test cards and keeps its own ledger (`sandbox_charges`),
 * one row per idempotency key, so a run can be reconciled against placed orders.
 */
export function createSandboxGateway({
  db,
  clock = () => new Date(),
}: {
  db: Db;
  clock?: () => Date;
}): PaymentGateway {
  async function findByKey(idempotencyKey: string): Promise<Charge | null> {
    const [row] = await db
      .select(chargeColumns)
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
    return row ?? null;
  }

  async function voidCharge({ transactionId }: { transactionId: string }) {
    // The voided row keeps its history but frees the key, so the same order can be charged again later.
    await db
      .update(sandboxCharges)
      .set({
        status: 'VOIDED',
        idempotencyKey: sql`${sandboxCharges.idempotencyKey} || ':void:' || ${sandboxCharges.transactionId}`,
      })
      .where(and(eq(sandboxCharges.transactionId, transactionId), eq(sandboxCharges.status, 'CAPTURED')));
  }

  return {
    name: 'sandbox',

    async charge(request: ChargeRequest): Promise<ChargeOutcome> {
      const existing = await findByKey(request.idempotencyKey);
      if (existing) {
        return { approved: true, charge: existing };
      }
      let cardLast4: string;
      if (request.source.kind === 'card') {
        const refusal = refuseCard(request.source.card, clock());
        if (refusal) {
          return { approved: false, message: refusal };
        }
        cardLast4 = cardDigits(request.source.card).slice(-4);
      } else {
        const last4 = profileLast4(request.source.customerPaymentProfileId);
        if (!last4) {
          return {
            approved: false,
            message: 'This saved card is no longer available. Please enter the card again.',
          };
        }
        cardLast4 = last4;
      }
      const [inserted] = await db
        .insert(sandboxCharges)
        .values({
          transactionId: newId('sbx'),
          idempotencyKey: request.idempotencyKey,
          amountCents: request.amountCents,
          cardLast4,
          status: 'CAPTURED',
          payload: { description: request.description.slice(0, 200), source: request.source.kind },
        })
        .onConflictDoNothing({ target: sandboxCharges.idempotencyKey })
        .returning(chargeColumns);
      // A concurrent charge with the same key won the insert: answer its transaction, never a second one.
      const charge = inserted ?? (await findByKey(request.idempotencyKey));
      if (!charge) {
        throw new Error(`Sandbox charge for key ${request.idempotencyKey} vanished`);
      }
      return { approved: true, charge };
    },

    voidCharge,
    // The sandbox settles nothing, so a full refund is the same as a void.
    refundCharge: voidCharge,

    async createPaymentProfile({
      card,
      customer,
      customerProfileId,
    }: CreatePaymentProfileRequest): Promise<SavedCard> {
      const refusal = refuseCard(card, clock());
      if (refusal) {
        throw new DomainError('payment_declined', refusal);
      }
      const last4 = cardDigits(card).slice(-4);
      return {
        customerProfileId: customerProfileId ?? `sbxcust_${customer.userId}`,
        customerPaymentProfileId: `${PROFILE_PREFIX}_${last4}_${randomBytes(6).toString('hex')}`,
        cardType: detectCardBrand(card.cardnumber),
        maskedNumber: maskCardNumber(card.cardnumber),
      };
    },

    async deletePaymentProfile() {
      // Nothing is kept on the sandbox side for a profile.
    },

    findChargeByIdempotencyKey: findByKey,
  };
}
