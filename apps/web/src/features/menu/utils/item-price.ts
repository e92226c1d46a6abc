import {
  marketplaceUnitPriceCents,
  multiplyCents,
  unitPriceCents,
  type DisplayLocale,
  type MenuItem,
  type OptionSelection,
} from '@orderlane/domain';

export interface PriceContext {
  locale: DisplayLocale;
  mRate: number | null;
}

/** The unit price a diner sees: marketplace prices in English, plain prices in zh-CN (000 §5). */
export function shownUnitPriceCents(
  item: MenuItem,
  selection: OptionSelection,
  context: PriceContext,
): number {
  return context.locale === 'zh-CN'
    ? unitPriceCents(item, selection)
    : marketplaceUnitPriceCents(item, selection, context.mRate);
}

/** An option's extra charge as shown beside it. */
export function shownOptionPriceCents(priceCents: number, context: PriceContext): number {
  const rate = context.mRate !== null && context.mRate > 0 ? context.mRate : 1;
  return context.locale === 'zh-CN' ? priceCents : multiplyCents(priceCents, rate);
}
