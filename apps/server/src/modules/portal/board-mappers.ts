import {
  REJECT_REASONS,
  centsToDollars,
  formatOrderNumber,
  formatPhoneDisplay,
  toStoreLocalTime,
  type RejectReason,
} from '@orderlane/domain';
import type { BoardOrderLine, BoardOrderRow, StatusEventRow } from './board-repository.js';

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

/** One card of the order board (and the payload of an `order` event). */
export function toOrderCardWire(row: BoardOrderRow, lines: BoardOrderLine[], events: StatusEventRow[]) {
  const zone = row.storeTimeZone;
  const reason = isRejectReason(row.rejectReason) ? row.rejectReason : null;
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
