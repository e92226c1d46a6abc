import { describe, expect, it } from 'vitest';
import { platformDiscountOf, type OrderDiscountRow } from './platform-credit.js';

// $20.00 plain, $23.00 at marketplace prices, before any discount.
const row: OrderDiscountRow = {
  discountKind: null,
  rewardSpentCents: 0,
  chargedCents: 2300,
  totalCents: 2000,
  discountCents: 0,
  mTotalCents: 2300,
  mDiscountCents: 0,
};

describe('platformDiscountOf', () => {
  it.each([
    ['nothing without a discount', row, { rewardCreditCents: 0, promoCents: 0 }],
    [
      'the reward credit spent',
      { ...row, discountKind: 'REWARD_CREDIT' as const, rewardSpentCents: 450, chargedCents: 1850 },
      { rewardCreditCents: 450, promoCents: 0 },
    ],
    [
      'the promo at marketplace prices when charged at them',
      {
        ...row,
        discountKind: 'NEW_CUSTOMER_PROMO' as const,
        discountCents: 500,
        mDiscountCents: 575,
        chargedCents: 1725,
      },
      { rewardCreditCents: 0, promoCents: 575 },
    ],
    [
      'the promo at plain prices when charged at them',
      {
        ...row,
        discountKind: 'NEW_CUSTOMER_PROMO' as const,
        discountCents: 500,
        mDiscountCents: 575,
        chargedCents: 1500,
      },
      { rewardCreditCents: 0, promoCents: 500 },
    ],
  ])('is %s', (_, input, expected) => {
    expect(platformDiscountOf(input)).toEqual(expected);
  });
});
