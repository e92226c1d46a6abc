import { findSelfReferral, type SelfReferralReason } from '@orderlane/domain';
import type { Executor } from '@/db/client.js';
import * as rewards from './rewards-repository.js';

/** What a referral is worth, to each side, once the new diner verified the e-mail and paid a first order. */
export const REFERRAL_CREDIT_CENTS = 500;

export type ReferralOutcome =
  | { status: 'NONE' }
  | { status: 'WAITING'; missing: 'email verification' | 'paid order' }
  | { status: 'CREDITED'; referrerUserId: number; cents: number }
  | { status: 'REFUSED'; reason: SelfReferralReason };

/**
 * Settles the referral of a new diner when both conditions hold (verified e-mail, a paid order): $5 to each
 * side, or nothing when the two accounts look like one person's (the account is kept). Idempotent; runs in
 * the caller's transaction.
 */
export async function settleReferral(
  tx: Executor,
  referredUserId: number,
  now = new Date(),
): Promise<ReferralOutcome> {
  const referral = await rewards.findPendingReferral(tx, referredUserId);
  return referral ? settlePendingReferral(tx, referredUserId, referral, now) : { status: 'NONE' };
}

async function settlePendingReferral(
  tx: Executor,
  referredUserId: number,
  referral: rewards.PendingReferral,
  now: Date,
): Promise<ReferralOutcome> {
  if (!(await rewards.isEmailVerified(tx, referredUserId))) {
    return { status: 'WAITING', missing: 'email verification' };
  }
  if (!(await rewards.hasPaidOrder(tx, referredUserId))) {
    return { status: 'WAITING', missing: 'paid order' };
  }
  const reason = findSelfReferral(
    await rewards.findReferralSignals(tx, referredUserId),
    await rewards.findReferralSignals(tx, referral.referrerUserId),
  );
  if (reason) {
    await rewards.settleReferralRow(tx, referral.id, { status: 'REFUSED', reason });
    return { status: 'REFUSED', reason };
  }
  if (!(await rewards.settleReferralRow(tx, referral.id, { status: 'CREDITED', now }))) {
    return { status: 'NONE' };
  }
  await rewards.addRewardCents(tx, referredUserId, referral.creditCents);
  await rewards.addRewardCents(tx, referral.referrerUserId, referral.creditCents);
  return { status: 'CREDITED', referrerUserId: referral.referrerUserId, cents: referral.creditCents };
}

/**
 * Call once the money for an order is in: a captured card at placing, or the restaurant marking an in-store
 * order paid or completed. Marks the order paid, adds the reward credit it earned to the diner's balance and
 * settles the diner's referral. Idempotent (a second call credits nothing) and runs in the caller's
 * transaction; a rejected or unplaced order earns nothing.
 */
export async function creditPaidOrder(
  tx: Executor,
  orderId: number,
  now = new Date(),
): Promise<{ creditedCents: number; referral: ReferralOutcome }> {
  const claimed = await rewards.creditOrderOnce(tx, orderId, now);
  if (!claimed || claimed.userId === null) {
    return { creditedCents: 0, referral: { status: 'NONE' } };
  }
  return {
    creditedCents: claimed.rewardEarnedCents,
    referral: claimed.pendingReferral
      ? await settlePendingReferral(tx, claimed.userId, claimed.pendingReferral, now)
      : { status: 'NONE' },
  };
}

/**
 * In the transaction that rejects an order (which happens once per order): the credit the order spent goes
 * back to the diner and the credit it earned, if already added, comes off again (the balance may go below
 * zero if it was spent meanwhile; a negative balance discounts nothing). A first order's promo is restored,
 * and a referral this order settled is taken back (see `withdrawReferralOfRejectedOrder`).
 */
export async function returnRejectedOrderCredit(tx: Executor, orderId: number): Promise<number> {
  const order = await rewards.findRejectedOrderCredit(tx, orderId);
  if (!order || order.userId === null) {
    return 0;
  }
  const change = order.rewardSpentCents - (order.rewardCreditedAt ? order.rewardEarnedCents : 0);
  if (change !== 0) {
    await rewards.addRewardCents(tx, order.userId, change);
  }
  if (order.discountKind === 'NEW_CUSTOMER_PROMO') {
    await rewards.restoreNewCustomerPromo(tx, order.userId);
  }
  await withdrawReferralOfRejectedOrder(tx, order.userId);
  return change;
}

/**
 * A referral pays both sides for the new diner's first paid order. When the restaurant rejects that order (and
 * refunds it) and the diner has no other paid order, the $5 each came from nothing: both come off again and the
 * referral waits, as before, for a paid order. Balances may go below zero, as for earned credit.
 */
async function withdrawReferralOfRejectedOrder(tx: Executor, referredUserId: number) {
  if (await rewards.hasPaidOrder(tx, referredUserId)) {
    return;
  }
  const reopened = await rewards.reopenCreditedReferral(tx, referredUserId);
  if (reopened) {
    await rewards.addRewardCents(tx, referredUserId, -reopened.creditCents);
    await rewards.addRewardCents(tx, reopened.referrerUserId, -reopened.creditCents);
  }
}

/** Credit the diner will get once orders are paid and referrals settle, shown as pending. */
export const findPendingRewardCents = (db: Executor, userId: number) =>
  rewards.findPendingRewardCents(db, userId);
