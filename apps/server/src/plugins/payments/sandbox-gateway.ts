import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { DomainError, detectCardBrand, maskCardNumber, type CardEntry } from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import { columnPlaceholders, preparedPerDb } from '@/db/prepared-per-db.js';
import { sandboxCharges, sandboxRefunds } from '@/db/schema/index.js';
import { cardDigits, describeCardProblem } from './card-problems.js';
import {
  CARD_DECLINED_MESSAGE,
  type Charge,
  type ChargeOutcome,
  type ChargeRequest,
  type CreatePaymentProfileRequest,
  PaymentGatewayError,
  type PaymentGateway,
  type RefundRequest,
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

/** The card's last four digits when the sandbox approves the source, else why it refuses it. */
function sandboxCardOf(request: ChargeRequest, now: Date): { last4: string } | { refusal: string } {
  if (request.source.kind === 'card') {
    const refusal = refuseCard(request.source.card, now);
    return refusal ? { refusal } : { last4: cardDigits(request.source.card).slice(-4) };
  }
  const last4 = profileLast4(request.source.customerPaymentProfileId);
  return last4
    ? { last4 }
    : { refusal: 'This saved card is no longer available. Please enter the card again.' };
}

// Both run for every card order: built once per connection (see preparedPerDb).
const chargeByKeyStatement = preparedPerDb((db) =>
  db
    .select(chargeColumns)
    .from(sandboxCharges)
    .where(eq(sandboxCharges.idempotencyKey, sql.placeholder('idempotencyKey')))
    .prepare('sandbox_charge_by_key'),
);
const insertChargeStatement = preparedPerDb((db) =>
  db
    .insert(sandboxCharges)
    .values({
      ...columnPlaceholders(['transactionId', 'idempotencyKey', 'amountCents', 'cardLast4'] as const),
      status: 'CAPTURED',
      payload: sql`${sql.placeholder('payload')}::jsonb`,
    })
    .onConflictDoNothing({ target: sandboxCharges.idempotencyKey })
    .returning(chargeColumns)
    .prepare('sandbox_charge_insert'),
);

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
    const [row] = await chargeByKeyStatement(db).execute({ idempotencyKey });
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

    /**
     * A key charged before answers its first transaction, whatever the card now is, as a real gateway's
     * idempotency does. The common case (a new key, an approved card) is one statement: the insert, which
     * also finds a repeated key by its conflict; the key is read first only for a card the sandbox refuses.
     */
    async charge(request: ChargeRequest): Promise<ChargeOutcome> {
      const card = sandboxCardOf(request, clock());
      if ('refusal' in card) {
        const existing = await findByKey(request.idempotencyKey);
        return existing ? { approved: true, charge: existing } : { approved: false, message: card.refusal };
      }
      const [inserted] = await insertChargeStatement(db).execute({
        transactionId: newId('sbx'),
        idempotencyKey: request.idempotencyKey,
        amountCents: request.amountCents,
        cardLast4: card.last4,
        payload: JSON.stringify({
          description: request.description.slice(0, 200),
          source: request.source.kind,
        }),
      });
      // The key was charged before (a retry) or by a concurrent charge: answer that transaction, never a second one.
      const charge = inserted ?? (await findByKey(request.idempotencyKey));
      if (!charge) {
        throw new Error(`Sandbox charge for key ${request.idempotencyKey} vanished`);
      }
      return { approved: true, charge };
    },

    voidCharge,

    /**
     * A credit against a captured charge, kept in its own ledger: a key given before is not paid again, and
     * the credits of a charge never add up to more than it captured (as a real gateway refuses).
     */
    async refundCharge({ transactionId, amountCents, idempotencyKey }: RefundRequest) {
      const key = idempotencyKey ?? `${transactionId}:refund:${amountCents}`;
      await db.transaction(async (tx) => {
        const [charge] = await tx
          .select({ amountCents: sandboxCharges.amountCents, status: sandboxCharges.status })
          .from(sandboxCharges)
          .where(eq(sandboxCharges.transactionId, transactionId))
          .for('update');
        const [given] = await tx
          .select({ id: sandboxRefunds.id })
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.idempotencyKey, key));
        if (given) {
          return;
        }
        if (!charge || charge.status !== 'CAPTURED') {
          throw new PaymentGatewayError(
            `Sandbox transaction ${transactionId} has no captured charge to refund`,
          );
        }
        const [{ refunded } = { refunded: 0 }] = await tx
          .select({ refunded: sql<number>`COALESCE(SUM(${sandboxRefunds.amountCents}), 0)::int` })
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.transactionId, transactionId));
        if (amountCents <= 0 || refunded + amountCents > charge.amountCents) {
          throw new PaymentGatewayError(
            `Sandbox refund of ${amountCents} exceeds what is left of ${transactionId}`,
          );
        }
        await tx.insert(sandboxRefunds).values({ transactionId, idempotencyKey: key, amountCents });
      });
    },

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
