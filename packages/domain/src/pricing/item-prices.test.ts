import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { makeGroups, makeItem } from '../testing/menu-fixtures.js';
import type { OptionSelection } from './item-prices.js';
import {
  displayPriceCents,
  lineTotalCents,
  marketplaceUnitPriceCents,
  optionsTotalCents,
  shownOptionPriceCents,
  shownUnitPriceCents,
  unitPriceCents,
} from './item-prices.js';

const item = makeItem({ priceCents: 1000, optionGroups: makeGroups() });
const picks: OptionSelection = [
  { groupId: 1, optionId: 12, quantity: 1 },
  { groupId: 2, optionId: 21, quantity: 2 },
];

describe('item prices', () => {
  it.each([
    ['mPrice when present', { priceCents: 1000, mPriceCents: 1250 }, 'en', 1.16, 1250],
    ['price × mRate otherwise', { priceCents: 1000, mPriceCents: null }, 'en', 1.16, 1160],
    ['price × mRate rounded to the cent', { priceCents: 899, mPriceCents: null }, 'en', 1.16, 1043],
    ['plain price without an mRate', { priceCents: 899, mPriceCents: null }, 'en', null, 899],
    ['plain price for a zero mRate', { priceCents: 899, mPriceCents: null }, 'en', 0, 899],
    ['plain price for zh-CN', { priceCents: 1000, mPriceCents: 1250 }, 'zh-CN', 1.16, 1000],
  ] as const)('display price uses %s', (_, prices, locale, mRate, expected) => {
    expect(displayPriceCents(prices, { locale, mRate })).toBe(expected);
  });

  it.each([
    ['the price without offer or options', makeItem({ priceCents: 1000 }), [], 1000],
    ['the offer price when present', makeItem({ priceCents: 1000, offerPriceCents: 800 }), [], 800],
    ['options at price × quantity', item, picks, 1000 + 200 + 2 * 50],
  ] as const)('unit price is %s', (_, menuItem, selection, expected) => {
    expect(unitPriceCents(menuItem, [...selection])).toBe(expected);
  });

  it('the line is the unit price times the quantity', () => {
    expect(lineTotalCents(item, picks, 3)).toBe(3 * 1300);
  });

  it('options total sums price × quantity', () => {
    expect(optionsTotalCents(item.optionGroups, [{ groupId: 3, optionId: 31, quantity: 2 }])).toBe(200);
  });

  it('an option outside the item cannot be priced', () => {
    expect(() => unitPriceCents(item, [{ groupId: 1, optionId: 99, quantity: 1 }])).toThrow(DomainError);
    expect(() => unitPriceCents(item, [{ groupId: 9, optionId: 11, quantity: 1 }])).toThrow(
      'Option 11 is not part of option group 9',
    );
  });

  it.each([
    [
      'mPrice plus options × mRate',
      makeItem({ mPriceCents: 1200, optionGroups: makeGroups() }),
      1.16,
      1200 + 232 + 2 * 58,
    ],
    ['price × mRate', makeItem({ optionGroups: makeGroups() }), 1.16, 1160 + 232 + 2 * 58],
    [
      'offer × mRate',
      makeItem({ offerPriceCents: 500, optionGroups: makeGroups() }),
      1.16,
      580 + 232 + 2 * 58,
    ],
    ['plain prices without mRate', makeItem({ optionGroups: makeGroups() }), null, 1300],
  ])('mOrderItem: marketplace unit is %s', (_, menuItem, mRate, expected) => {
    expect(marketplaceUnitPriceCents(menuItem, picks, mRate)).toBe(expected);
  });

  it('the shown unit and option prices are marketplace in English and plain in zh-CN', () => {
    expect(shownUnitPriceCents(item, picks, { locale: 'en', mRate: 1.2 })).toBe(
      marketplaceUnitPriceCents(item, picks, 1.2),
    );
    expect(shownUnitPriceCents(item, picks, { locale: 'zh-CN', mRate: 1.2 })).toBe(
      unitPriceCents(item, picks),
    );
    expect(shownOptionPriceCents(150, { locale: 'en', mRate: 1.2 })).toBe(180);
    expect(shownOptionPriceCents(150, { locale: 'en', mRate: null })).toBe(150);
    expect(shownOptionPriceCents(150, { locale: 'zh-CN', mRate: 1.2 })).toBe(150);
  });
});
