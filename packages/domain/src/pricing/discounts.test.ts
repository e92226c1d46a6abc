import { describe, expect, it } from 'vitest';
import { discountCents, discountLabel } from './discounts.js';

describe('discounts', () => {
  it.each([
    [true, 'From reward credit'],
    [false, 'New customer promo'],
  ])('Discount label: prior orders %s reads %s', (hasPriorOrders, label) => {
    expect(discountLabel(hasPriorOrders)).toBe(label);
  });

  it.each([
    ['a guest', 2000, null, 0],
    ['a first order: 25% of the subtotal', 2000, { hasPriorOrders: false, rewardBalanceCents: 0 }, 500],
    ['a first order: rounded half-up', 1002, { hasPriorOrders: false, rewardBalanceCents: 0 }, 251],
    ['a first order: capped at $10', 8000, { hasPriorOrders: false, rewardBalanceCents: 0 }, 1000],
    ['reward credit below the subtotal', 2000, { hasPriorOrders: true, rewardBalanceCents: 450 }, 450],
    ['reward credit capped at the subtotal', 2000, { hasPriorOrders: true, rewardBalanceCents: 5000 }, 2000],
    ['a negative reward balance', 2000, { hasPriorOrders: true, rewardBalanceCents: -5 }, 0],
    ['an empty subtotal', 0, { hasPriorOrders: false, rewardBalanceCents: 0 }, 0],
  ])('discount for %s', (_, subtotal, customer, expected) => {
    expect(discountCents(subtotal, customer)).toBe(expected);
  });
});
