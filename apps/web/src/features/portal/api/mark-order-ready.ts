import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';
import { useOrderTransition } from '../hooks/use-order-transition';
import { toPortalOrder, type PortalOrder, type PortalOrderWire } from '../utils/portal-order';

/** POST /portal/orders/{orderId}/ready: marks an accepted order ready for pickup or the driver. */
export async function markOrderReady(input: { orderId: number }): Promise<PortalOrder | null> {
  const answer = await apiClient.post<{ data?: PortalOrderWire }>(`/portal/orders/${input.orderId}/ready`, {
    accessToken: getOwnerAccessToken(),
  });
  return answer.data ? toPortalOrder(answer.data) : null;
}

export const useMarkOrderReady = (storeId: number) => useOrderTransition(storeId, markOrderReady);
