import { assertCents, multiplyCents } from '../money/money.js';
import { payoutWeekStart } from '../payouts/payouts.js';

/**
 * What the platform lets a restaurant's reward rate cost it: reward credit is platform money spent at any
 * store, so a rate and each order's, diner's and store's credit are capped, and a new store's credit waits
 * for its first payout (a stolen card's charge is usually disputed by then).
 */
export interface RewardPolicy {
  /** The highest reward rate earning uses (a fraction: 0.1 = 10%). */
  rateCeiling: number;
  perOrderCapCents: number;
  /** Over any 24 hours. */
  perDinerDayCapCents: number;
  /** Over any 7 days. */
  perStoreWeekCapCents: number;
  /** A store younger than this holds the credit it gives until its first payout clears. */
  newStoreHoldWeeks: number;
}

export const DEFAULT_REWARD_POLICY: RewardPolicy = {
  rateCeiling: 0.1,
  perOrderCapCents: 1000,
  perDinerDayCapCents: 2500,
  perStoreWeekCapCents: 50_000,
  newStoreHoldWeeks: 4,
};

export const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEK_MS = 7 * DAY_MS;

export interface RewardEarning {
  /** What pricing promised at the store's own rate. */
  pricedCents: number;
  /** The food the diner paid for, after the discount, at the prices charged for reward (marketplace). */
  foodCents: number;
  /** Credit this diner earned over the last 24 hours and this store gave over the last 7 days, before this order. */
  dinerDayCents: number;
  storeWeekCents: number;
}

/** The reward rate a diner is shown and priced at: the store's own, never above the platform's ceiling. */
export function shownRewardRate(storedRate: number, policy: Pick<RewardPolicy, 'rateCeiling'>): number {
  return Math.min(storedRate, policy.rateCeiling);
}

/**
 * The credit pricing promises before the order is placed (at the shown rate), cut to the per-order cap; the
 * diner's day and the store's week are counted when the card is captured.
 */
export function promisedRewardCents(
  pricedCents: number,
  policy: Pick<RewardPolicy, 'perOrderCapCents'>,
): number {
  return Math.max(0, Math.min(assertCents(pricedCents, 'The reward priced'), policy.perOrderCapCents));
}

/** The credit a captured card order really earns: the promise, cut to the rate ceiling and every cap. */
export function earnedRewardCents(earning: RewardEarning, policy: RewardPolicy): number {
  const room = Math.min(
    assertCents(earning.pricedCents, 'The reward priced'),
    multiplyCents(Math.max(0, assertCents(earning.foodCents, 'The food total')), policy.rateCeiling),
    policy.perOrderCapCents,
    policy.perDinerDayCapCents - earning.dinerDayCents,
    policy.perStoreWeekCapCents - earning.storeWeekCents,
  );
  return Math.max(0, room);
}

/**
 * When a store's first payout clears: the Thursday 00:00 (store time) after the payout Wednesday of the week
 * that holds its first captured card order.
 */
export function firstPayoutClearsAt(firstCardOrderAt: Date, timeZone: string): Date {
  return payoutWeekStart(firstCardOrderAt, timeZone).plus({ weeks: 1, days: 1 }).toJSDate();
}

/**
 * Until when credit earned now at a store is held (pending, not spendable), or null when it is the diner's at
 * once: held while the store is younger than the policy's weeks and its first payout has not cleared (a
 * payout held after a change of bank details clears no sooner than that hold ends).
 */
export function rewardHeldUntil(
  store: { createdAt: Date; timeZone: string; firstCardOrderAt: Date; payoutHoldUntil?: Date | null },
  now: Date,
  policy: RewardPolicy,
): Date | null {
  if (now.getTime() - store.createdAt.getTime() >= policy.newStoreHoldWeeks * WEEK_MS) {
    return null;
  }
  const firstPayout = firstPayoutClearsAt(store.firstCardOrderAt, store.timeZone);
  const hold = store.payoutHoldUntil ?? null;
  const clears = hold && hold > firstPayout ? hold : firstPayout;
  return clears > now ? clears : null;
}
