import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { multiplyCents } from '../money/money.js';
import {
  DAY_MS,
  DEFAULT_REWARD_POLICY,
  WEEK_MS,
  earnedRewardCents,
  firstPayoutClearsAt,
  promisedRewardCents,
  rewardHeldUntil,
  shownRewardRate,
  type RewardPolicy,
} from './reward-caps.js';

const policy: RewardPolicy = DEFAULT_REWARD_POLICY;
const earning = { pricedCents: 500, foodCents: 10_000, dinerDayCents: 0, storeWeekCents: 0 };

describe('earnedRewardCents', () => {
  it.each([
    ['the promise when no cap binds', earning, 500],
    ['the rate ceiling for a store that stored 20%', { ...earning, pricedCents: 2000 }, 1000],
    [
      'the per-order cap on a $10,000 order',
      { ...earning, pricedCents: 200_000, foodCents: 1_000_000 },
      1000,
    ],
    ["what is left of the diner's day", { ...earning, dinerDayCents: 2200 }, 300],
    ["what is left of the store's week", { ...earning, storeWeekCents: 49_900 }, 100],
    ['nothing once a cap is used up', { ...earning, storeWeekCents: 50_000 }, 0],
    ['nothing, never less, past a cap', { ...earning, dinerDayCents: 9_000 }, 0],
    ['nothing on a zero promise', { ...earning, pricedCents: 0 }, 0],
  ])('earns %s', (_, input, cents) => {
    expect(earnedRewardCents(input, policy)).toBe(cents);
  });

  it('never exceeds any cap or the ceiling, and is never negative (property)', () => {
    const cents = fc.integer({ min: 0, max: 5_000_000 });
    fc.assert(
      fc.property(cents, cents, cents, cents, (pricedCents, foodCents, dinerDayCents, storeWeekCents) => {
        const earned = earnedRewardCents({ pricedCents, foodCents, dinerDayCents, storeWeekCents }, policy);
        expect(earned).toBeGreaterThanOrEqual(0);
        expect(earned).toBeLessThanOrEqual(pricedCents);
        expect(earned).toBeLessThanOrEqual(policy.perOrderCapCents);
        expect(earned).toBeLessThanOrEqual(Math.round(foodCents * policy.rateCeiling));
        expect(dinerDayCents + earned).toBeLessThanOrEqual(
          Math.max(dinerDayCents, policy.perDinerDayCapCents),
        );
        expect(storeWeekCents + earned).toBeLessThanOrEqual(
          Math.max(storeWeekCents, policy.perStoreWeekCapCents),
        );
      }),
    );
  });
});

describe('what a diner sees before placing', () => {
  it.each([
    ['the store’s own rate below the ceiling', 0.05, 0.05],
    ['the ceiling for a rate stored above it', 0.2, 0.1],
    ['the ceiling itself', 0.1, 0.1],
  ])('shows %s', (_, stored, shown) => {
    expect(shownRewardRate(stored, policy)).toBe(shown);
  });

  it.each([
    ['a promise below the per-order cap', 115, 115],
    ['the per-order cap on a larger promise', 200_000, 1000],
    ['nothing on a zero promise', 0, 0],
  ])('promises %s', (_, priced, promised) => {
    expect(promisedRewardCents(priced, policy)).toBe(promised);
  });

  it('promises exactly what the diner’s first card order of the day earns at capture (property)', () => {
    const cents = fc.integer({ min: 0, max: 5_000_000 });
    const rate = fc.double({ min: 0, max: 1, noNaN: true });
    fc.assert(
      fc.property(cents, rate, (foodCents, storedRate) => {
        const pricedCents = multiplyCents(foodCents, shownRewardRate(storedRate, policy));
        const promised = promisedRewardCents(pricedCents, policy);
        const earned = earnedRewardCents(
          { pricedCents: promised, foodCents, dinerDayCents: 0, storeWeekCents: 0 },
          policy,
        );
        expect(earned).toBe(promised);
      }),
    );
  });
});

describe('holding a new store’s credit until its first payout clears', () => {
  const chicago = 'America/Chicago';
  // Friday 2026-03-06 in Chicago: its payout week ends Tuesday 03-10, paid Wednesday 03-11.
  const firstCardOrderAt = new Date('2026-03-06T18:00:00Z');
  const createdAt = new Date('2026-03-01T12:00:00Z');

  it('clears on the Thursday 00:00 after the payout Wednesday, store time', () => {
    expect(firstPayoutClearsAt(firstCardOrderAt, chicago).toISOString()).toBe('2026-03-12T05:00:00.000Z');
  });

  it.each([
    ['held at a store days old', createdAt, '2026-03-06T18:00:00Z', '2026-03-12T05:00:00.000Z'],
    ['free once the first payout cleared', createdAt, '2026-03-12T05:00:00Z', null],
    [
      'free at a store older than the hold',
      new Date(Date.parse('2026-03-06T18:00:00Z') - 4 * WEEK_MS),
      '2026-03-06T18:00:00Z',
      null,
    ],
  ])('is %s', (_, storeCreatedAt, now, until) => {
    const held = rewardHeldUntil(
      { createdAt: storeCreatedAt, timeZone: chicago, firstCardOrderAt },
      new Date(now),
      policy,
    );
    expect(held?.toISOString() ?? null).toBe(until);
  });

  it('waits for a payout held after a change of bank details', () => {
    const hold = new Date('2026-03-15T12:00:00Z');
    const store = { createdAt, timeZone: chicago, firstCardOrderAt, payoutHoldUntil: hold };
    expect(rewardHeldUntil(store, new Date('2026-03-06T18:00:00Z'), policy)).toEqual(hold);
    expect(rewardHeldUntil(store, hold, policy)).toBeNull();
  });

  it('holds nothing when the policy holds for zero weeks', () => {
    const now = new Date(createdAt.getTime() + DAY_MS);
    expect(
      rewardHeldUntil({ createdAt, timeZone: chicago, firstCardOrderAt: now }, now, {
        ...policy,
        newStoreHoldWeeks: 0,
      }),
    ).toBeNull();
  });
});
