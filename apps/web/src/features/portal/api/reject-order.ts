import type { RejectReason } from '@orderlane/domain';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';
import { useOrderTransition } from '../hooks/use-order-transition';
import { toPortalOrder, type PortalOrder, type PortalOrderWire } from '../utils/portal-order';

export interface RejectOrderInput {
  orderId: number;
  reason: RejectReason;
  note: string;
}

/** POST /portal/orders/{orderId}/reject: rejects an order with a reason; a card payment is voided or refunded once. */
export async function rejectOrder(input: RejectOrderInput): Promise<PortalOrder | null> {
  const answer = await apiClient.post<{ data?: PortalOrderWire }>(`/portal/orders/${input.orderId}/reject`, {
    form: { reason: input.reason, note: input.note },
    accessToken: getOwnerAccessToken(),
  });
  return answer.data ? toPortalOrder(answer.data) : null;
}

export const useRejectOrder = (storeId: number) => useOrderTransition(storeId, rejectOrder);
