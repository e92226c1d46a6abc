import { DateTime } from 'luxon';
import type { CartLine } from '../cart/cart-state.js';
import { formatCents } from '../money/money.js';
import { parseStoreLocalTime } from '../formats/store-local-time.js';

export const DEFAULT_DEAL_END = '2199-12-12 23:59:59';

export interface Deal {
  id: number;
  name: string;
  cnName: string | null;
  /** Negative for money off, 0 for a free item. */
  priceCents: number;
  /** Store-local 'YYYY-MM-DD HH:mm:ss'; null start means already running, null end means the default end. */
  startDate: string | null;
  endDate: string | null;
  /** The cart subtotal the deal needs to exceed. */
  subTotalCents: number;
  printerName: string | null;
  printable: boolean;
}

export interface DealContext {
  now: Date | number;
  timeZone: string;
  /** Subtotal of the cart's non-deal lines. */
  cartSubtotalCents: number;
  cartHasDeal: boolean;
}

/** Offered while store-local now is within the deal's dates, its threshold is below the cart, and the cart has no deal. */
export function isDealOffered(deal: Deal, context: DealContext): boolean {
  if (context.cartHasDeal || deal.subTotalCents >= context.cartSubtotalCents) {
    return false;
  }
  const now =
    typeof context.now === 'number' ? DateTime.fromMillis(context.now) : DateTime.fromJSDate(context.now);
  const start = deal.startDate === null ? null : parseStoreLocalTime(deal.startDate, context.timeZone);
  const end = parseStoreLocalTime(deal.endDate ?? DEFAULT_DEAL_END, context.timeZone);
  // An unreadable date is treated as closed rather than open-ended.
  if ((deal.startDate !== null && start === null) || end === null) {
    return false;
  }
  return (start === null || start <= now) && now <= end;
}

export function offeredDeals(deals: readonly Deal[], context: DealContext): Deal[] {
  return deals.filter((deal) => isDealOffered(deal, context));
}

/** '$3.50' for a price, '$2.00 OFF' for money off, 'FREE' at 0. */
export function dealLabel(priceCents: number): string {
  if (priceCents === 0) {
    return 'FREE';
  }
  return priceCents > 0 ? formatCents(priceCents) : `${formatCents(-priceCents)} OFF`;
}

/** Spec leaves the comparison open; the deal goes once its threshold is no longer below the other lines' subtotal. */
export function shouldRemoveDeal(deal: Pick<Deal, 'subTotalCents'>, cartSubtotalCents: number): boolean {
  return deal.subTotalCents >= cartSubtotalCents;
}

/** The cart line for a chosen deal (orderItemType DEAL_ITEM, itemId = deal id). */
export function createDealCartLine(deal: Deal, restaurantInfoId: number): CartLine {
  return {
    restaurantInfoId,
    itemId: deal.id,
    name: deal.name,
    cnName: deal.cnName,
    quantity: 1,
    priceCents: deal.priceCents,
    mPriceCents: deal.priceCents,
    options: [],
    categoryId: null,
    categoryName: null,
    categoryCnName: null,
    specialInstructions: '',
    printerName: deal.printerName,
    printable: deal.printable,
    taxExempt: false,
    orderItemType: 'DEAL_ITEM',
  };
}
