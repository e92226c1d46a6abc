import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';
import { useOrderTransition } from '../hooks/use-order-transition';
import { toPortalOrder, type PortalOrder, type PortalOrderWire } from '../utils/portal-order';

/** POST /portal/orders/{orderId}/complete: completes a ready order (picked up, delivered or served). */
export async function completeOrder(input: { orderId: number }): Promise<PortalOrder | null> {
  const answer = await apiClient.post<{ data?: PortalOrderWire }>(
    `/portal/orders/${input.orderId}/complete`,
    {
      accessToken: getOwnerAccessToken(),
    },
  );
  return answer.data ? toPortalOrder(answer.data) : null;
}

export const useCompleteOrder = (storeId: number) => useOrderTransition(storeId, completeOrder);
