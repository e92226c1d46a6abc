import { describe, expect, it } from 'vitest';
import type { Deal, DealContext } from './deals.js';
import {
  DEFAULT_DEAL_END,
  createDealCartLine,
  dealLabel,
  isDealOffered,
  offeredDeals,
  shouldRemoveDeal,
} from './deals.js';

const deal = (overrides: Partial<Deal> = {}): Deal => ({
  id: 3,
  name: 'Free Soda',
  cnName: '免费汽水',
  priceCents: 0,
  startDate: '2026-01-01 00:00:00',
  endDate: '2026-01-31 23:59:59',
  subTotalCents: 2000,
  printerName: 'kitchen',
  printable: true,
  ...overrides,
});

// 2026-01-15 18:00 in Chicago (UTC-6).
const context = (overrides: Partial<DealContext> = {}): DealContext => ({
  now: Date.UTC(2026, 0, 16, 0, 0),
  timeZone: 'America/Chicago',
  cartSubtotalCents: 2500,
  cartHasDeal: false,
  ...overrides,
});

describe('deals', () => {
  it.each([
    ['inside its dates with a larger cart', deal(), context(), true],
    ['when the cart equals the threshold', deal(), context({ cartSubtotalCents: 2000 }), false],
    ['while the cart already holds a deal', deal(), context({ cartHasDeal: true }), false],
    ['before its start', deal({ startDate: '2026-01-15 18:01:00' }), context(), false],
    ['at its start, store-local', deal({ startDate: '2026-01-15 18:00:00' }), context(), true],
    ['after its end', deal({ endDate: '2026-01-15 17:59:59' }), context(), false],
    ['at its end in store time but not in UTC', deal({ endDate: '2026-01-15 18:00:00' }), context(), true],
    [
      'without dates until the default end',
      deal({ startDate: null, endDate: null }),
      context({ now: Date.UTC(2199, 0, 1) }),
      true,
    ],
    [
      'past the default end',
      deal({ startDate: null, endDate: null }),
      context({ now: Date.UTC(2199, 11, 13, 6) }),
      false,
    ],
    ['with an unreadable start', deal({ startDate: 'soon' }), context(), false],
    ['with an unreadable end', deal({ endDate: 'later' }), context(), false],
    ['given a Date for now', deal(), context({ now: new Date(Date.UTC(2026, 0, 16)) }), true],
  ])('Deals: a deal %s is offered: %s', (_, d, ctx, expected) => {
    expect(isDealOffered(d, ctx)).toBe(expected);
  });

  it('Deals: the default end is 2199-12-12 23:59:59', () => {
    expect(DEFAULT_DEAL_END).toBe('2199-12-12 23:59:59');
  });

  it('Deals: only offered deals are listed', () => {
    const list = offeredDeals([deal({ id: 1 }), deal({ id: 2, subTotalCents: 9000 })], context());
    expect(list.map((d) => d.id)).toEqual([1]);
  });

  it.each([
    [350, '$3.50'],
    [-200, '$2.00 OFF'],
    [0, 'FREE'],
  ])('Deals: price %s is labelled %s', (price, label) => {
    expect(dealLabel(price)).toBe(label);
  });

  it.each([
    [2000, 2500, false],
    [2000, 2000, true],
    [2000, 1500, true],
  ])('Deals: a deal needing %s with other lines at %s is removed: %s', (threshold, subtotal, expected) => {
    expect(shouldRemoveDeal({ subTotalCents: threshold }, subtotal)).toBe(expected);
  });

  it('Cart line: a deal line is a DEAL_ITEM of quantity 1 at the deal price', () => {
    expect(createDealCartLine(deal({ priceCents: -200 }), 7)).toMatchObject({
      restaurantInfoId: 7,
      itemId: 3,
      name: 'Free Soda',
      quantity: 1,
      priceCents: -200,
      mPriceCents: -200,
      orderItemType: 'DEAL_ITEM',
      printerName: 'kitchen',
    });
  });
});
