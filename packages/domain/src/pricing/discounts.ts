import { multiplyCents } from '../money/money.js';

export const NEW_CUSTOMER_PROMO_RATE = 0.25;
export const NEW_CUSTOMER_PROMO_CAP_CENTS = 1000;

/** Who is ordering, as far as discounts go; null for a guest. */
export type DiscountCustomer = { hasPriorOrders: boolean; rewardBalanceCents: number } | null;

export function discountLabel(hasPriorOrders: boolean): string {
  return hasPriorOrders ? 'From reward credit' : 'New customer promo';
}

/** First order: 25% of the subtotal, at most $10; later orders: reward credit up to the subtotal; guests: 0. */
export function discountCents(subtotalCents: number, customer: DiscountCustomer): number {
  if (customer === null || subtotalCents <= 0) {
    return 0;
  }
  if (!customer.hasPriorOrders) {
    return Math.min(NEW_CUSTOMER_PROMO_CAP_CENTS, multiplyCents(subtotalCents, NEW_CUSTOMER_PROMO_RATE));
  }
  return Math.min(subtotalCents, Math.max(0, customer.rewardBalanceCents));
}
