import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';
import { toPortalOrder, type PortalOrder, type PortalOrderWire } from '../utils/portal-order';

/** GET /portal/orders/{orderId}: one order's card (the ticket page prints it). */
export async function getPortalOrder(orderId: number, signal?: AbortSignal): Promise<PortalOrder> {
  const answer = await apiClient.get<{ data: PortalOrderWire }>(`/portal/orders/${orderId}`, {
    accessToken: getOwnerAccessToken(),
    signal,
  });
  return toPortalOrder(answer.data);
}

export const usePortalOrder = (orderId: number) =>
  useQuery(
    queryOptions({
      queryKey: ['portal', 'order', orderId] as const,
      queryFn: ({ signal }) => getPortalOrder(orderId, signal),
      meta: { silent: true },
    }),
  );
