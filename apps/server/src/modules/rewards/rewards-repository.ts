import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client.js';
import { queryNamed, type NamedStatement } from '@/db/named-statement.js';
import { preparedPerDb } from '@/db/prepared-per-db.js';
import { orders, paymentProfiles, referrals, userInfos, users } from '@/db/schema/index.js';

/**
 * Reward credit and referral settlement. This module owns the orders' reward columns (earned, credited,
 * paid, card fingerprint) and the referrals' status; it reads the account facts those decisions rest on.
 */

// An order the restaurant received: placed, then accepted, ready or completed (never rejected).
const RECEIVED_STATUSES = ['PLACED', 'ACCEPTED', 'READY', 'COMPLETED'] as const;

const receivedStatusList = sql.raw(RECEIVED_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * An order paid now (if not before) and its credit claimed, once; the diner's balance credited with what it
 * earned; the diner's pending referral read. One statement: every card order's placing transaction runs it, and
 * the three steps were three round trips. Rendered to text once from the schema (its parameters are raw `$n`).
 */
const creditPaidOrderStatement: NamedStatement = {
  name: 'rewards_credit_paid_order',
  text: new PgDialect().sqlToQuery(sql`
    with claimed as (
      update ${orders} set paid_at = coalesce(${orders.paidAt}, $2::timestamptz), reward_credited_at = $2::timestamptz
      where ${orders.id} = $1 and ${orders.rewardCreditedAt} is null and ${orders.status} in (${receivedStatusList})
      returning ${orders.userId} as user_id, ${orders.rewardEarnedCents} as reward_earned_cents
    ), credited as (
      update ${users} set reward_balance_cents = ${users.rewardBalanceCents} + claimed.reward_earned_cents
      from claimed where ${users.id} = claimed.user_id and claimed.reward_earned_cents > 0
    )
    select claimed.user_id, claimed.reward_earned_cents, ${referrals.id} as referral_id,
      ${referrals.referrerUserId} as referrer_user_id, ${referrals.signUpCreditCents} as credit_cents
    from claimed left join ${referrals}
      on ${referrals.referredUserId} = claimed.user_id and ${referrals.status} = 'PENDING'`).sql,
};

export interface PendingReferral {
  id: number;
  referrerUserId: number;
  creditCents: number;
}

/**
 * Paid now (if not before) and its credit claimed and added to the diner's balance, once: the diner, the credit
 * added and the diner's pending referral, or null when already claimed (or not a received order).
 */
export async function creditOrderOnce(tx: Executor, orderId: number, now: Date) {
  const [row] = await queryNamed<{
    user_id: number | null;
    reward_earned_cents: number;
    referral_id: number | null;
    referrer_user_id: number | null;
    credit_cents: number | null;
  }>(tx, creditPaidOrderStatement, [orderId, now.toISOString()]);
  if (!row) {
    return null;
  }
  const pendingReferral: PendingReferral | null =
    row.referral_id === null
      ? null
      : { id: row.referral_id, referrerUserId: row.referrer_user_id!, creditCents: row.credit_cents! };
  return { userId: row.user_id, rewardEarnedCents: row.reward_earned_cents, pendingReferral };
}

/** A rejected order's reward facts: what it took from the balance and what it added to it. */
export async function findRejectedOrderCredit(tx: Executor, orderId: number) {
  const [row] = await tx
    .select({
      userId: orders.userId,
      rewardSpentCents: orders.rewardSpentCents,
      rewardEarnedCents: orders.rewardEarnedCents,
      rewardCreditedAt: orders.rewardCreditedAt,
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

/** Read when a diner's e-mail is verified (a paid order reads it with its credit: `creditOrderOnce`). */
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

export async function hasPaidOrder(tx: Executor, userId: number) {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
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

/** Credit on its way: earned by received orders not yet paid, and referrals waiting on either side. */
export async function findPendingRewardCents(db: Executor, userId: number): Promise<number> {
  const [orderCredit] = await db
    .select({ cents: sql<number>`COALESCE(SUM(${orders.rewardEarnedCents}), 0)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        isNull(orders.rewardCreditedAt),
        inArray(orders.status, [...RECEIVED_STATUSES]),
      ),
    );
  const [referralCredit] = await db
    .select({ cents: sql<number>`COALESCE(SUM(${referrals.signUpCreditCents}), 0)::int` })
    .from(referrals)
    .where(
      and(
        eq(referrals.status, 'PENDING'),
        sql`(${referrals.referredUserId} = ${userId} OR ${referrals.referrerUserId} = ${userId})`,
      ),
    );
  return Number(orderCredit?.cents ?? 0) + Number(referralCredit?.cents ?? 0);
}
