import { dollarsToCents, showsMarketplacePrices, type DisplayLocale } from '@orderlane/domain';
import type { CalculatedOrder } from '@/lib/order-calls';

/** The figures a diner sees, in cents: marketplace (mOrder) for English, plain for zh-CN. */
export interface ShownFigures {
  subtotalCents: number;
  convenienceFeeCents: number;
  deliveryFeeCents: number;
  taxCents: number;
  tipCents: number;
  discountCents: number;
  totalCents: number;
  amountDueCents: number;
}

export function shownFigures(order: CalculatedOrder, locale: DisplayLocale): ShownFigures {
  const source =
    showsMarketplacePrices(locale) && order.mOrder
      ? { ...order.mOrder }
      : { ...order, subtotal: order.subTotal };
  const total = dollarsToCents(source.total);
  const discount = dollarsToCents(source.discount ?? 0);
  return {
    subtotalCents: dollarsToCents(source.subtotal),
    convenienceFeeCents: dollarsToCents(source.convenienceFee),
    deliveryFeeCents: dollarsToCents(source.deliveryFee),
    taxCents: dollarsToCents(source.tax),
    tipCents: dollarsToCents(source.tip ?? order.tip),
    discountCents: discount,
    totalCents: total,
    amountDueCents: source.amountDue === undefined ? total - discount : dollarsToCents(source.amountDue),
  };
}
