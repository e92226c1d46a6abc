import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';
import { useOrderTransition } from '../hooks/use-order-transition';
import { toPortalOrder, type PortalOrder, type PortalOrderWire } from '../utils/portal-order';

export interface AcceptOrderInput {
  orderId: number;
  prepMinutes: number;
}

/** POST /portal/orders/{orderId}/accept: accepts a placed order with the minutes it needs; the diner is told the ready time. */
export async function acceptOrder(input: AcceptOrderInput): Promise<PortalOrder | null> {
  const answer = await apiClient.post<{ data?: PortalOrderWire }>(`/portal/orders/${input.orderId}/accept`, {
    form: { prepMinutes: input.prepMinutes },
    accessToken: getOwnerAccessToken(),
  });
  return answer.data ? toPortalOrder(answer.data) : null;
}

export const useAcceptOrder = (storeId: number) => useOrderTransition(storeId, acceptOrder);
