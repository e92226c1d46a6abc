import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.js';
import { preparedPerDb } from '@/db/prepared-per-db.js';
import { orders, paymentProfiles, referrals, userInfos, users } from '@/db/schema/index.js';
import { RECEIVED_STATUSES } from './reward-earning-repository.js';

/**
 * Reward credit and referral settlement. This module owns the orders' reward columns (earned, credited, held,
 * paid, card fingerprint) and the referrals' status; it reads the account facts those decisions rest on.
 */

export interface PendingReferral {
  id: number;
  referrerUserId: number;
  creditCents: number;
}

/** A rejected order's reward facts: what it took from the balance and what it added to it. */
export async function findRejectedOrderCredit(tx: Executor, orderId: number) {
  const [row] = await tx
    .select({
      userId: orders.userId,
      rewardSpentCents: orders.rewardSpentCents,
      rewardEarnedCents: orders.rewardEarnedCents,
      rewardCreditedAt: orders.rewardCreditedAt,
      rewardHeldUntil: orders.rewardHeldUntil,
      discountKind: orders.discountKind,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.status, 'REJECTED')));
  return row ?? null;
}

/** The new-customer promo is the diner's again: the only order that used it never happened. */
export async function restoreNewCustomerPromo(tx: Executor, userId: number) {
  await tx
    .update(users)
    .set({ usedNewCustomerPromo: false, orderCount: sql`GREATEST(${users.orderCount} - 1, 0)` })
    .where(and(eq(users.id, userId), eq(users.orderCount, 1)));
}

const addRewardCentsStatement = preparedPerDb((db) =>
  db
    .update(users)
    .set({ rewardBalanceCents: sql`${users.rewardBalanceCents} + ${sql.placeholder('cents')}::integer` })
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('users_add_reward_cents'),
);

export async function addRewardCents(tx: Executor, userId: number, cents: number) {
  await addRewardCentsStatement(tx).execute({ userId, cents });
}

const pendingReferralStatement = preparedPerDb((db) =>
  db
    .select({
      id: referrals.id,
      referrerUserId: referrals.referrerUserId,
      creditCents: referrals.signUpCreditCents,
    })
    .from(referrals)
    .where(
      and(eq(referrals.referredUserId, sql.placeholder('referredUserId')), eq(referrals.status, 'PENDING')),
    )
    .prepare('referrals_pending_of'),
);

/** Read when a diner's e-mail is verified (a paid order reads it with its credit: `claimOrderCredit`). */
export async function findPendingReferral(
  tx: Executor,
  referredUserId: number,
): Promise<PendingReferral | null> {
  const [row] = await pendingReferralStatement(tx).execute({ referredUserId });
  return row ?? null;
}

export async function isEmailVerified(tx: Executor, userId: number) {
  const [row] = await tx.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  return Boolean(row?.at);
}

/** A captured card payment, never an order the restaurant marked paid in store (it could mark any order paid). */
export async function hasPaidOrder(tx: Executor, userId: number) {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentStatus, 'CREDIT'),
        isNotNull(orders.paidAt),
        inArray(orders.status, [...RECEIVED_STATUSES]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The sign-up address, phone numbers and card fingerprints (paid with or saved) of an account. */
export async function findReferralSignals(tx: Executor, userId: number) {
  const [user] = await tx.select({ signUpIp: users.signUpIp }).from(users).where(eq(users.id, userId));
  const phones = await tx
    .select({ phone: userInfos.phoneNumber })
    .from(userInfos)
    .where(eq(userInfos.userId, userId));
  const paidWith = await tx
    .selectDistinct({ fingerprint: orders.cardFingerprint })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.cardFingerprint)));
  const saved = await tx
    .select({ fingerprint: paymentProfiles.cardFingerprint })
    .from(paymentProfiles)
    .where(and(eq(paymentProfiles.userId, userId), isNotNull(paymentProfiles.cardFingerprint)));
  return {
    signUpIp: user?.signUpIp ?? null,
    phones: phones.map((row) => row.phone),
    cardFingerprints: [...paidWith, ...saved].flatMap((row) => (row.fingerprint ? [row.fingerprint] : [])),
  };
}

/** PENDING -> CREDITED or REFUSED, once: false when another transaction settled it first. */
export async function settleReferralRow(
  tx: Executor,
  referralId: number,
  outcome: { status: 'CREDITED'; now: Date } | { status: 'REFUSED'; reason: string },
) {
  const rows = await tx
    .update(referrals)
    .set(
      outcome.status === 'CREDITED'
        ? { status: 'CREDITED', referrerCreditedAt: outcome.now, referredCreditedAt: outcome.now }
        : { status: 'REFUSED', refusedReason: outcome.reason },
    )
    .where(and(eq(referrals.id, referralId), eq(referrals.status, 'PENDING')))
    .returning({ id: referrals.id });
  return rows.length === 1;
}

/**
 * CREDITED -> PENDING again, once: the referral's credit and who gave it, or null when it was not credited. For a
 * referral whose only paid order was then rejected; the next paid order settles it anew.
 */
export async function reopenCreditedReferral(tx: Executor, referredUserId: number) {
  const [row] = await tx
    .update(referrals)
    .set({ status: 'PENDING', referrerCreditedAt: null, referredCreditedAt: null })
    .where(and(eq(referrals.referredUserId, referredUserId), eq(referrals.status, 'CREDITED')))
    .returning({ referrerUserId: referrals.referrerUserId, creditCents: referrals.signUpCreditCents });
  return row ?? null;
}

/** The sign-up credit of referrals still waiting on either side. */
export async function findPendingReferralCents(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`COALESCE(SUM(${referrals.signUpCreditCents}), 0)::int` })
    .from(referrals)
    .where(
      and(
        eq(referrals.status, 'PENDING'),
        sql`(${referrals.referredUserId} = ${userId} OR ${referrals.referrerUserId} = ${userId})`,
      ),
    );
  return Number(row?.cents ?? 0);
}

/** A rejected order's held credit will never be released. */
export async function dropHeldCredit(tx: Executor, orderId: number) {
  await tx.update(orders).set({ rewardHeldUntil: null }).where(eq(orders.id, orderId));
}
