import { DomainError } from '../errors.js';
import type { OrderType } from '../cart/cart-state.js';
import { assertCents, multiplyCents, sumCents } from '../money/money.js';
import type { DiscountCustomer } from './discounts.js';
import { discountCents } from './discounts.js';

/** Shown and charged when the store has no convenience fee of its own. */
export const DEFAULT_CONVENIENCE_FEE_CENTS = 125;

export interface TotalsLine {
  priceCents: number;
  mPriceCents: number;
  quantity: number;
  taxExempt: boolean;
}

export interface OrderTotalsInput {
  lines: readonly TotalsLine[];
  orderType: OrderType | null;
  convenienceFeeCents: number | null;
  /** Counted only for DELIVERY. */
  deliveryFeeCents: number;
  marketplaceDeliveryFeeCents?: number | null;
  taxRate: number;
  tipCents: number;
  customer: DiscountCustomer;
  rewardRate: number | null;
}

export interface PriceBreakdown {
  subtotalCents: number;
  convenienceFeeCents: number;
  deliveryFeeCents: number;
  taxableSubtotalCents: number;
  taxCents: number;
  tipCents: number;
  discountCents: number;
  /** subtotal + convenience fee + delivery fee + tax + tip. */
  totalCents: number;
  /** total - discount. */
  amountDueCents: number;
}

export interface OrderTotals extends PriceBreakdown {
  /** The same figures at marketplace prices, plus the reward credit this order earns. */
  marketplace: PriceBreakdown & { rewardCents: number };
}

function checkRate(rate: number, label: string, max: number): number {
  if (!Number.isFinite(rate) || rate < 0 || rate > max) {
    throw new DomainError('invalid_data', `${label} must be between 0 and ${max}, got ${rate}`);
  }
  return rate;
}

function checkFee(cents: number, label: string): number {
  if (assertCents(cents, label) < 0) {
    throw new DomainError('invalid_data', `${label} cannot be negative, got ${cents}`);
  }
  return cents;
}

type Fees = { convenienceFeeCents: number; deliveryFeeCents: number; tipCents: number };

function breakdown(
  lines: { cents: number; taxExempt: boolean }[],
  fees: Fees,
  input: OrderTotalsInput,
): PriceBreakdown {
  const subtotalCents = Math.max(0, sumCents(lines.map((line) => line.cents)));
  const discount = discountCents(subtotalCents, input.customer);
  const taxableLinesCents = Math.max(
    0,
    sumCents(lines.filter((line) => !line.taxExempt).map((line) => line.cents)),
  );
  // Tax is charged on the discounted subtotal: the discount is spread over taxable lines pro rata.
  const taxableDiscount =
    subtotalCents === 0 ? 0 : Math.round((discount * taxableLinesCents) / subtotalCents);
  const taxableSubtotalCents = Math.max(0, taxableLinesCents - taxableDiscount);
  const taxCents = multiplyCents(taxableSubtotalCents, input.taxRate);
  const totalCents =
    subtotalCents + fees.convenienceFeeCents + fees.deliveryFeeCents + taxCents + fees.tipCents;
  return {
    subtotalCents,
    ...fees,
    taxableSubtotalCents,
    taxCents,
    discountCents: discount,
    totalCents,
    amountDueCents: totalCents - discount,
  };
}

/** Every figure of an order in cents, recomputed from its lines; throws DomainError on bad input. */
export function calculateOrderTotals(input: OrderTotalsInput): OrderTotals {
  checkRate(input.taxRate, 'Tax rate', 1);
  const isDelivery = input.orderType === 'DELIVERY';
  const fees: Fees = {
    convenienceFeeCents: checkFee(
      input.convenienceFeeCents ?? DEFAULT_CONVENIENCE_FEE_CENTS,
      'Convenience fee',
    ),
    deliveryFeeCents: isDelivery ? checkFee(input.deliveryFeeCents, 'Delivery fee') : 0,
    tipCents: checkFee(input.tipCents, 'Tip'),
  };
  for (const line of input.lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      throw new DomainError(
        'invalid_data',
        `Line quantity must be a whole number of at least 1, got ${line.quantity}`,
      );
    }
    assertCents(line.priceCents, 'Line price');
    assertCents(line.mPriceCents, 'Line marketplace price');
  }
  const regular = breakdown(
    input.lines.map((line) => ({ cents: line.priceCents * line.quantity, taxExempt: line.taxExempt })),
    fees,
    input,
  );
  const marketplaceFees: Fees = {
    ...fees,
    deliveryFeeCents: isDelivery
      ? checkFee(input.marketplaceDeliveryFeeCents ?? input.deliveryFeeCents, 'Delivery fee')
      : 0,
  };
  const marketplace = breakdown(
    input.lines.map((line) => ({ cents: line.mPriceCents * line.quantity, taxExempt: line.taxExempt })),
    marketplaceFees,
    input,
  );
  const rewardRate = checkRate(input.rewardRate ?? 0, 'Reward rate', 1);
  // Credit is earned on what the diner pays for food, after the discount.
  const rewardCents = multiplyCents(marketplace.subtotalCents - marketplace.discountCents, rewardRate);
  return { ...regular, marketplace: { ...marketplace, rewardCents } };
}
