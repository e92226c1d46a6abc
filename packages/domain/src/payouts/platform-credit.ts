/** The discount figures an order row keeps: plain prices, marketplace prices, what was charged. */
export interface OrderDiscountRow {
  discountKind: 'NEW_CUSTOMER_PROMO' | 'REWARD_CREDIT' | null;
  /** Reward credit taken from the diner's balance, at the prices charged. */
  rewardSpentCents: number;
  chargedCents: number;
  totalCents: number;
  discountCents: number;
  mTotalCents: number;
  mDiscountCents: number;
}

/**
 * What the platform owes the store for an order's discount: reward (and referral) credit spent, or the
 * first-order promo, at the prices the diner was charged (marketplace or plain: the one whose total less its
 * discount is the charge).
 */
export function platformDiscountOf(row: OrderDiscountRow): { rewardCreditCents: number; promoCents: number } {
  if (row.discountKind === 'REWARD_CREDIT') {
    return { rewardCreditCents: row.rewardSpentCents, promoCents: 0 };
  }
  if (row.discountKind === 'NEW_CUSTOMER_PROMO') {
    const atMarketplacePrices = row.chargedCents === row.mTotalCents - row.mDiscountCents;
    return { rewardCreditCents: 0, promoCents: atMarketplacePrices ? row.mDiscountCents : row.discountCents };
  }
  return { rewardCreditCents: 0, promoCents: 0 };
}
