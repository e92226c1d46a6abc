import { dollarsToCents, REJECT_REASONS, type RejectReason } from '@orderlane/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchOrder } from '@/lib/api/search-order';
import { ApiError } from '@/lib/api-client';
import type { OrderTracking, TrackedStatus } from '../utils/tracking-steps';

export interface TrackingSession {
  id: number;
  accessToken: string;
}

/** The order detail fields tracking reads. */
interface TrackingWire {
  orderId: number;
  orderType: string | null;
  orderDateTime: string | null;
  scheduleTime: string | null;
  restaurantInfoId: number;
  restaurantInfoName?: string | null;
  paidTotal?: number | null;
  total: number;
  paymentstatus?: string | null;
  status?: TrackedStatus | null;
  readyTime?: string | null;
  rejectReason?: string | null;
  rejectNote?: string | null;
  refundStatus?: OrderTracking['refundStatus'];
}

// The restaurant's reasons, and the platform's own NO_ANSWER (it cancelled an order nobody answered).
const isRejectReason = (code: string | null | undefined): code is RejectReason =>
  typeof code === 'string' && Object.hasOwn(REJECT_REASONS, code);

/** POST /searchOrders?orderId=: the signed-in diner's order with its state, ready time, reason and refund. */
export async function getOrderTracking(
  user: TrackingSession,
  orderId: number,
  signal?: AbortSignal,
): Promise<OrderTracking> {
  const wire = await searchOrder<TrackingWire>(user, orderId, signal);
  if (!wire) {
    throw new ApiError(404, `Order ${orderId} was not found.`);
  }
  return {
    orderId: wire.orderId,
    storeId: wire.restaurantInfoId,
    storeName: wire.restaurantInfoName ?? '',
    orderType: wire.orderType ?? '',
    placedAt: wire.orderDateTime,
    scheduleTime: wire.scheduleTime,
    status: wire.status ?? 'PLACED',
    readyTime: wire.readyTime ?? null,
    rejectReason: isRejectReason(wire.rejectReason) ? wire.rejectReason : null,
    rejectNote: wire.rejectNote?.trim() || null,
    refundStatus: wire.refundStatus ?? null,
    paidCents: dollarsToCents(wire.paidTotal ?? wire.total),
    isPaidByCard: wire.paymentstatus === 'CREDIT',
  };
}

export const orderTrackingQueryKey = (orderId: number) => ['order-tracking', orderId] as const;

export const useOrderTracking = (user: TrackingSession, orderId: number) =>
  useQuery(
    queryOptions({
      queryKey: orderTrackingQueryKey(orderId),
      queryFn: ({ signal }) => getOrderTracking(user, orderId, signal),
      staleTime: 0,
      meta: { silent: true },
    }),
  );
