import {
  REJECT_REASONS,
  centsToDollars,
  formatOrderNumber,
  formatPhoneDisplay,
  toStoreLocalTime,
  type RejectReason,
} from '@orderlane/domain';
import type { BoardOrderLine, BoardOrderRow, StatusEventRow } from './board-repository.js';
import { refundTotals, toPortalRefundsWire } from './order-refunds-mappers.js';
import type { RefundRow } from './order-refunds-repository.js';

const localTime = (instant: Date | null, timeZone: string) =>
  instant ? toStoreLocalTime(instant, timeZone) : null;

const isRejectReason = (code: string | null): code is RejectReason => code !== null && code in REJECT_REASONS;

/** The figures of the price set the diner paid in: marketplace prices (English) or plain ones (zh-CN). */
export function chargedFigures(row: BoardOrderRow) {
  const m = row.mOrder;
  const paidMarketplace = row.chargedCents === (m.amountDueCents ?? m.totalCents);
  const pick = (plain: number, key: string) => (paidMarketplace ? (m[key] ?? plain) : plain);
  return {
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

export function deliveryAddressOf(row: BoardOrderRow): string | null {
  if (row.orderType !== 'DELIVERY' || !row.address) {
    return null;
  }
  const street = [row.address, row.address2].filter(Boolean).join(', ');
  return `${street}, ${row.city ?? ''}, ${row.state ?? ''} ${row.zip ?? ''}`.replace(/\s+/g, ' ').trim();
}

function toLineWire(line: BoardOrderLine) {
  return {
    id: line.id,
    name: line.name,
    cnName: line.cnName,
    quantity: line.quantity,
    specialInstructions: line.specialInstructions ?? '',
    options: line.options.map((option) => ({
      name: option.name,
      cnName: option.cnName,
      quantity: option.quantity,
    })),
  };
}

/** The drop-off note of a delivery, unless it is only the default 'Hand it to me'. */
function deliveryNoteOf(row: BoardOrderRow): string | null {
  return row.orderType === 'DELIVERY' && row.deliveryNote ? row.deliveryNote : null;
}

/** One card of the order board (and the payload of an `order` event). */
export function toOrderCardWire(
  row: BoardOrderRow,
  lines: BoardOrderLine[],
  events: StatusEventRow[],
  refunds: RefundRow[] = [],
) {
  const zone = row.storeTimeZone;
  const reason = isRejectReason(row.rejectReason) ? row.rejectReason : null;
  const totals = refundTotals(row.chargedCents, refunds);
  return {
    orderId: row.id,
    number: formatOrderNumber(row.id),
    storeId: row.storeId,
    status: row.status,
    orderType: row.orderType,
    channel: row.channel,
    isPhoneOrder: row.channel === 'PHONE',
    placedAt: localTime(row.placedAt, zone),
    // Store-local slot the diner asked for; null means as soon as possible.
    wantedTime: row.scheduleTime,
    isAsap: row.scheduleTime === null,
    customer: {
      firstName: row.firstName ?? '',
      phone: row.phoneNumber ? formatPhoneDisplay(row.phoneNumber) : '',
    },
    deliveryAddress: deliveryAddressOf(row),
    deliveryNote: deliveryNoteOf(row),
    tableName: row.tableName || null,
    specialInstructions: row.specialInstructions ?? '',
    items: lines.map(toLineWire),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    amount: centsToDollars(row.chargedCents ?? 0),
    // CREDIT was charged at checkout; CASH is paid at the counter.
    payment: row.paymentStatus === 'CREDIT' ? 'CARD' : 'IN_STORE',
    prepMinutes: row.prepMinutes,
    readyTime: localTime(row.readyAt, zone),
    rejectReason: reason,
    rejectReasonText: reason ? REJECT_REASONS[reason] : null,
    rejectNote: row.rejectNote,
    refundStatus: row.refundStatus,
    // Refunds after acceptance: given back so far, what the card still carries, and what can still be refunded.
    refundedAmount: centsToDollars(totals.refundedCents),
    stillCharged: centsToDollars(totals.stillChargedCents),
    refundable: centsToDollars(row.paymentStatus === 'CREDIT' ? totals.refundableCents : 0),
    refunds: toPortalRefundsWire(refunds, zone),
    statusChangedAt: localTime(row.statusChangedAt, zone),
    history: events.map((event) => ({
      status: event.status,
      at: toStoreLocalTime(event.createdAt, zone),
      by: event.actorName,
      note: event.note,
    })),
  };
}

export type OrderCardWire = ReturnType<typeof toOrderCardWire>;

/**
 * The portal's full view of one order (its search): the card, each line's price and options, the totals in
 * the price set that was charged, the payment, and every refund.
 */
export function toOrderDetailWire(
  row: BoardOrderRow,
  lines: BoardOrderLine[],
  events: StatusEventRow[],
  refunds: RefundRow[],
) {
  const paid = chargedFigures(row);
  const refundedLines = new Set(
    refunds.filter((refund) => refund.status !== 'FAILED').flatMap((refund) => refund.lineIds ?? []),
  );
  // Lines in the price set that was charged (marketplace or plain), so they add up to the subtotal shown.
  const charged = (plainCents: number) =>
    row.subtotalCents > 0 ? Math.round((plainCents * paid.subtotalCents) / row.subtotalCents) : plainCents;
  return {
    ...toOrderCardWire(row, lines, events, refunds),
    customer: {
      firstName: row.firstName ?? '',
      lastName: row.lastName ?? '',
      phone: row.phoneNumber ? formatPhoneDisplay(row.phoneNumber) : '',
      email: row.customerEmail ?? row.dinerEmail ?? '',
    },
    lines: lines.map((line) => ({
      ...toLineWire(line),
      unitPrice: centsToDollars(charged(line.unitPriceCents)),
      subtotal: centsToDollars(charged(line.subtotalCents)),
      refundAmount: centsToDollars(lineRefundShare(row, line.subtotalCents)),
      isRefunded: refundedLines.has(line.id),
      options: line.options.map((option) => ({
        name: option.name,
        cnName: option.cnName,
        quantity: option.quantity,
        price: centsToDollars(charged(option.priceCents)),
      })),
    })),
    totals: {
      subtotal: centsToDollars(paid.subtotalCents),
      discount: centsToDollars(paid.discountCents),
      tax: centsToDollars(paid.taxCents),
      deliveryFee: centsToDollars(paid.deliveryFeeCents),
      convenienceFee: centsToDollars(paid.convenienceFeeCents),
      tip: centsToDollars(paid.tipCents),
      total: centsToDollars(paid.paidCents),
    },
    paymentDetails: {
      method: row.paymentStatus === 'CREDIT' ? 'CARD' : 'IN_STORE',
      charged: centsToDollars(row.chargedCents ?? 0),
      transactionId: row.paymentTransactionId,
      placedAt: localTime(row.placedAt, row.storeTimeZone),
    },
  };
}

export type OrderDetailWire = ReturnType<typeof toOrderDetailWire>;

/**
 * A line's share of what the diner paid for the food: its part of the subtotal applied to the charged
 * subtotal, tax and discount (tip and fees are refunded by amount), in the price set that was charged.
 */
export function lineRefundShare(row: BoardOrderRow, lineSubtotalCents: number): number {
  const paid = chargedFigures(row);
  const forFood = paid.paidCents - paid.tipCents - paid.deliveryFeeCents - paid.convenienceFeeCents;
  if (row.subtotalCents <= 0 || forFood <= 0) {
    return 0;
  }
  return Math.round((forFood * lineSubtotalCents) / row.subtotalCents);
}
