import { dollarsToCents, showsMarketplacePrices, type DisplayLocale } from '@orderlane/domain';
import type { OrderDetail } from '../api/search-order';
import type { OrderSummary } from '../api/search-order-history';

/** What the diner paid (after any discount) when the server says; else the total at the diner's prices. */
export function summaryTotalCents(order: OrderSummary, locale: DisplayLocale): number {
  if (typeof order.paidTotal === 'number' && order.paidTotal > 0) {
    return dollarsToCents(order.paidTotal);
  }
  return dollarsToCents(showsMarketplacePrices(locale) ? (order.mtotal ?? order.total) : order.total);
}

export interface DetailFiguresCents {
  subtotalCents: number;
  deliveryFeeCents: number;
  convenienceFeeCents: number;
  taxCents: number;
  tipCents: number;
  discountCents: number;
  totalCents: number;
}

export function detailFiguresCents(detail: OrderDetail, locale: DisplayLocale): DetailFiguresCents {
  const m = showsMarketplacePrices(locale) ? detail.mOrder : null;
  const source = m ?? detail;
  return {
    subtotalCents: dollarsToCents(source.subtotal ?? source.subTotal ?? 0),
    deliveryFeeCents: dollarsToCents(source.deliveryFee),
    convenienceFeeCents: dollarsToCents(source.convenienceFee),
    taxCents: dollarsToCents(source.tax),
    tipCents: dollarsToCents(source.tip),
    discountCents: dollarsToCents(source.discount),
    totalCents: dollarsToCents(source.total),
  };
}

export function lineUnitCents(line: OrderDetail['orderItems'][number], locale: DisplayLocale): number {
  return dollarsToCents(showsMarketplacePrices(locale) ? (line.mOrderItem?.price ?? line.price) : line.price);
}

/** What the diner paid: the charged amount when the server gives it, else the total less the discount. */
export function paidCents(detail: OrderDetail, figures: DetailFiguresCents): number {
  return typeof detail.paidTotal === 'number'
    ? dollarsToCents(detail.paidTotal)
    : figures.totalCents - figures.discountCents;
}
