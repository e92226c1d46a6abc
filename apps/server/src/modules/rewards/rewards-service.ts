import {
  DAY_MS,
  DEFAULT_REWARD_POLICY,
  WEEK_MS,
  earnedRewardCents,
  findSelfReferral,
  rewardHeldUntil,
  type RewardPolicy,
  type SelfReferralReason,
} from '@orderlane/domain';
import type { Db, Executor } from '@/db/client.js';
import * as earning from './reward-earning-repository.js';
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
 * order paid (completing it). Marks the order paid and decides, once, the credit it earns: nothing for an order
 * paid in store (the restaurant alone says it was paid), else the credit priced cut to the policy's ceiling and
 * caps, the diner's at once or held while a new store's first payout has not cleared; a card order also settles
 * the diner's referral. Runs in the caller's transaction; a rejected or unplaced order earns nothing.
 */
export async function creditPaidOrder(
  tx: Executor,
  orderId: number,
  now = new Date(),
  policy: RewardPolicy = DEFAULT_REWARD_POLICY,
): Promise<{ creditedCents: number; heldCents: number; referral: ReferralOutcome }> {
  const nothing = { creditedCents: 0, heldCents: 0, referral: { status: 'NONE' as const } };
  const order = await earning.findOrderToCredit(tx, orderId);
  if (!order) {
    return nothing;
  }
  const paidByCard = order.paymentStatus === 'CREDIT' && order.paymentTransactionId !== null;
  if (!paidByCard || order.userId === null) {
    await earning.claimOrderCredit(tx, orderId, { cents: 0, now, heldUntil: null });
    return nothing;
  }
  await earning.lockRewardCaps(tx, order.storeId, order.userId);
  const [earnedSince, store] = await Promise.all([
    earning.findEarnedSince(tx, {
      userId: order.userId,
      storeId: order.storeId,
      dinerSince: new Date(now.getTime() - DAY_MS),
      storeSince: new Date(now.getTime() - WEEK_MS),
    }),
    earning.findStoreHoldFacts(tx, order.storeId),
  ]);
  const cents = earnedRewardCents({ ...order, ...earnedSince }, policy);
  const heldUntil =
    store && cents > 0
      ? rewardHeldUntil({ ...store, firstCardOrderAt: store.firstCardOrderAt ?? now }, now, policy)
      : null;
  const claimed = await earning.claimOrderCredit(tx, orderId, { cents, now, heldUntil });
  if (!claimed) {
    return nothing;
  }
  return {
    creditedCents: heldUntil ? 0 : cents,
    heldCents: heldUntil ? cents : 0,
    referral: claimed.pendingReferral
      ? await settlePendingReferral(tx, order.userId, claimed.pendingReferral, now)
      : { status: 'NONE' },
  };
}

/** Credit held for new stores whose first payout has cleared by `now`, given to the diners; the orders released. */
export const releaseHeldRewardCredit = (db: Db, now: Date) =>
  db.transaction((tx) => earning.releaseHeldCredit(tx, now));

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
  if (order.rewardHeldUntil && !order.rewardCreditedAt) {
    await rewards.dropHeldCredit(tx, orderId);
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

/** Credit the diner will get once held credit is released and referrals settle, shown as pending. */
export async function findPendingRewardCents(db: Executor, userId: number) {
  const [held, referrals] = await Promise.all([
    earning.findHeldCents(db, userId),
    rewards.findPendingReferralCents(db, userId),
  ]);
  return held + referrals;
}
