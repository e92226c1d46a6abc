import {
  DomainError,
  REJECT_REASONS,
  centsToDollars,
  describeRejection,
  formatOrderNumber,
  formatPhoneDisplay,
  isReceivedOrderStatus,
  toStoreLocalTime,
  type RejectReason,
} from '@orderlane/domain';
import type { Db } from '@/db/client.js';
import {
  findBoardOrder,
  findStatusEvents,
  type BoardOrderRow,
  type StatusEventRow,
} from './board-repository.js';
import { toDinerRefundsWire } from './order-refunds-mappers.js';
import { findRefundsOfOrders, type RefundRow } from './order-refunds-repository.js';

const isRejectReason = (code: string | null): code is RejectReason => code !== null && code in REJECT_REASONS;

/** The diner's view of an order: where it stands and each step it took, without who at the store did it. */
function toTrackingWire(row: BoardOrderRow, events: StatusEventRow[], refunds: RefundRow[] = []) {
  const zone = row.storeTimeZone;
  const local = (instant: Date | null) => (instant ? toStoreLocalTime(instant, zone) : null);
  const reason = isRejectReason(row.rejectReason) ? row.rejectReason : null;
  const refunded = row.refundStatus === 'VOIDED' || row.refundStatus === 'REFUNDED';
  return {
    orderId: row.id,
    number: formatOrderNumber(row.id),
    storeId: row.storeId,
    storeName: row.storeName,
    orderType: row.orderType,
    status: row.status,
    placedAt: local(row.placedAt),
    wantedTime: row.scheduleTime,
    readyTime: local(row.readyAt),
    prepMinutes: row.prepMinutes,
    paidTotal: centsToDollars(row.chargedCents ?? 0),
    // Refunds after acceptance, and what the card still carries.
    ...toDinerRefundsWire(row.chargedCents, refunds, zone),
    payment: row.paymentStatus === 'CREDIT' ? 'CARD' : 'IN_STORE',
    rejection:
      row.status === 'REJECTED'
        ? {
            reason,
            text: reason ? describeRejection(reason, row.rejectNote) : (row.rejectNote ?? ''),
            refundStatus: row.refundStatus,
            refundAmount: refunded ? centsToDollars(row.chargedCents ?? 0) : null,
          }
        : null,
    timeline: [
      { status: 'PLACED', at: local(row.placedAt) },
      ...events.map((event) => ({
        status: event.status,
        at: toStoreLocalTime(event.createdAt, zone),
        ...(event.status === 'ACCEPTED' ? { readyTime: local(row.readyAt) } : {}),
      })),
    ],
    customer: {
      firstName: row.firstName ?? '',
      phone: row.phoneNumber ? formatPhoneDisplay(row.phoneNumber) : '',
    },
  };
}

export type TrackedOrderWire = ReturnType<typeof toTrackingWire>;

/** /track-order: the signed-in diner's own order, live. */
export function createOrderTrackingService({ db }: { db: Db }) {
  return {
    async trackOrder(userId: number, orderId: number): Promise<TrackedOrderWire> {
      const row = await findBoardOrder(db, orderId);
      if (!row || !isReceivedOrderStatus(row.status)) {
        throw new DomainError('not_found', `Order ${orderId} was not found.`);
      }
      if (row.userId !== userId) {
        throw new DomainError('forbidden', 'This order belongs to another account.');
      }
      const [events, refunds] = await Promise.all([
        findStatusEvents(db, [orderId]),
        findRefundsOfOrders(db, [orderId]),
      ]);
      return toTrackingWire(row, events, refunds);
    },
  };
}

export type OrderTrackingService = ReturnType<typeof createOrderTrackingService>;
