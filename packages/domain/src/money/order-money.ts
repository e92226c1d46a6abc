import { assertCents, sumCents } from './money.js';

/**
 * An order's money as the diner paid it. An order keeps two price sets: plain prices (columns) and marketplace
 * prices (`mOrder`, the English storefront's); the diner paid in the one whose amount due is the charge.
 */
export interface OrderMoneyRow {
  subtotalCents: number;
  deliveryFeeCents: number;
  convenienceFeeCents: number;
  taxCents: number;
  tipCents: number;
  discountCents: number;
  totalCents: number;
  chargedCents: number | null;
  mOrder: Record<string, number | undefined>;
}

export interface ChargedFigures {
  /** True when the diner paid marketplace prices. */
  marketplace: boolean;
  subtotalCents: number;
  deliveryFeeCents: number;
  convenienceFeeCents: number;
  taxCents: number;
  tipCents: number;
  discountCents: number;
  /** subtotal + fees + tax + tip, before the discount. */
  totalCents: number;
  /** What the card was charged, or what is due at the counter: total - discount. */
  paidCents: number;
}

/** The figures of the price set the diner paid in: marketplace prices (English) or plain ones (zh-CN). */
export function chargedFiguresOf(row: OrderMoneyRow): ChargedFigures {
  const m = row.mOrder;
  const marketplace = row.chargedCents !== null && row.chargedCents === (m.amountDueCents ?? m.totalCents);
  const pick = (plain: number, key: string) => (marketplace ? (m[key] ?? plain) : plain);
  return {
    marketplace,
    subtotalCents: pick(row.subtotalCents, 'subtotalCents'),
    deliveryFeeCents: pick(row.deliveryFeeCents, 'deliveryFeeCents'),
    convenienceFeeCents: pick(row.convenienceFeeCents, 'convenienceFeeCents'),
    taxCents: pick(row.taxCents, 'taxCents'),
    tipCents: pick(row.tipCents, 'tipCents'),
    discountCents: pick(row.discountCents, 'discountCents'),
    totalCents: pick(row.totalCents, 'totalCents'),
    paidCents: row.chargedCents ?? 0,
  };
}

export type TicketMoneyKey =
  'subtotal' | 'rewardCredit' | 'promo' | 'discount' | 'convenienceFee' | 'deliveryFee' | 'tax' | 'tip';

export interface TicketMoneyLine {
  key: TicketMoneyKey;
  /** Signed: a discount is negative. */
  cents: number;
}

/**
 * The money lines a kitchen ticket prints, each signed so that they add up to the total paid or due: subtotal,
 * the discount (named for what it is), convenience and delivery fees, tax, tip. Subtotal and tax are always
 * printed; the others only when not zero. `addsUp` is false when the order's figures do not reach its charge
 * (an order written by hand in the database): the ticket then prints the charge as its total, and the caller
 * logs it.
 */
export function ticketMoneyLines(
  figures: ChargedFigures,
  discountKind: 'NEW_CUSTOMER_PROMO' | 'REWARD_CREDIT' | null,
): { lines: TicketMoneyLine[]; totalCents: number; addsUp: boolean } {
  const discountKey: TicketMoneyKey =
    discountKind === 'REWARD_CREDIT'
      ? 'rewardCredit'
      : discountKind === 'NEW_CUSTOMER_PROMO'
        ? 'promo'
        : 'discount';
  const candidates: (TicketMoneyLine & { always?: boolean })[] = [
    { key: 'subtotal', cents: assertCents(figures.subtotalCents, 'Subtotal'), always: true },
    { key: discountKey, cents: -assertCents(figures.discountCents, 'Discount') },
    { key: 'convenienceFee', cents: assertCents(figures.convenienceFeeCents, 'Convenience fee') },
    { key: 'deliveryFee', cents: assertCents(figures.deliveryFeeCents, 'Delivery fee') },
    { key: 'tax', cents: assertCents(figures.taxCents, 'Tax'), always: true },
    { key: 'tip', cents: assertCents(figures.tipCents, 'Tip') },
  ];
  const lines = candidates
    .filter((line) => line.always || line.cents !== 0)
    .map(({ key, cents }) => ({ key, cents }));
  const sum = sumCents(lines.map((line) => line.cents));
  return { lines, totalCents: figures.paidCents, addsUp: sum === figures.paidCents };
}
