import { DomainError } from '../errors.js';
import { assertCents, multiplyCents, sumCents } from '../money/money.js';
import type { MenuItem, OptionGroup } from '../menu/menu.js';

export type OptionSelection = { groupId: number; optionId: number; quantity: number }[];
export type DisplayLocale = 'en' | 'zh-CN';

/** Prices: English diners see (and pay) marketplace prices, zh-CN diners the plain ones. */
export const showsMarketplacePrices = (locale: DisplayLocale): boolean => locale !== 'zh-CN';

type PricedItem = Pick<MenuItem, 'priceCents' | 'mPriceCents' | 'offerPriceCents' | 'optionGroups'>;

/** A missing or non-positive mRate means no marketplace markup. */
function effectiveRate(mRate: number | null | undefined): number {
  return mRate !== null && mRate !== undefined && mRate > 0 ? mRate : 1;
}

/** English diners see mPrice, else price × mRate; zh-CN diners see the plain price. */
export function displayPriceCents(
  item: Pick<MenuItem, 'priceCents' | 'mPriceCents'>,
  context: { locale: DisplayLocale; mRate: number | null },
): number {
  if (!showsMarketplacePrices(context.locale)) {
    return item.priceCents;
  }
  return item.mPriceCents ?? multiplyCents(item.priceCents, effectiveRate(context.mRate));
}

function findOptionPrice(groups: readonly OptionGroup[], groupId: number, optionId: number): number {
  const option = groups.find((group) => group.groupId === groupId)?.options.find((o) => o.id === optionId);
  if (!option) {
    throw new DomainError('invalid_data', `Option ${optionId} is not part of option group ${groupId}`);
  }
  return option.priceCents;
}

/** Sum of option price × quantity for a selection. */
export function optionsTotalCents(groups: readonly OptionGroup[], selection: OptionSelection): number {
  return sumCents(
    selection.map((pick) => findOptionPrice(groups, pick.groupId, pick.optionId) * pick.quantity),
  );
}

/** Offer price if present, else price, plus the chosen options. */
export function unitPriceCents(item: PricedItem, selection: OptionSelection): number {
  return (item.offerPriceCents ?? item.priceCents) + optionsTotalCents(item.optionGroups, selection);
}

export function lineTotalCents(item: PricedItem, selection: OptionSelection, quantity: number): number {
  return unitPriceCents(item, selection) * quantity;
}

/** The same unit at marketplace prices (mOrderItem.price). */
export function marketplaceUnitPriceCents(
  item: PricedItem,
  selection: OptionSelection,
  mRate: number | null,
): number {
  const rate = effectiveRate(mRate);
  // Spec is silent on offers and options at marketplace prices: both take the store's markup, like the base price.
  const base =
    item.offerPriceCents === null
      ? displayPriceCents(item, { locale: 'en', mRate })
      : multiplyCents(item.offerPriceCents, rate);
  const options = selection.map(
    (pick) =>
      multiplyCents(findOptionPrice(item.optionGroups, pick.groupId, pick.optionId), rate) * pick.quantity,
  );
  return assertCents(base + sumCents(options), 'Marketplace unit price');
}

/** The unit price a diner sees, options included: marketplace in English, plain in zh-CN. */
export function shownUnitPriceCents(
  item: PricedItem,
  selection: OptionSelection,
  context: { locale: DisplayLocale; mRate: number | null },
): number {
  return showsMarketplacePrices(context.locale)
    ? marketplaceUnitPriceCents(item, selection, context.mRate)
    : unitPriceCents(item, selection);
}

/** An option's extra charge as shown beside it. */
export function shownOptionPriceCents(
  priceCents: number,
  context: { locale: DisplayLocale; mRate: number | null },
): number {
  return showsMarketplacePrices(context.locale)
    ? multiplyCents(priceCents, effectiveRate(context.mRate))
    : priceCents;
}
