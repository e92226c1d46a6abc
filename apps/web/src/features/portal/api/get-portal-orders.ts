import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';
import { toPortalOrder, type PortalOrder, type PortalOrderWire } from '../utils/portal-order';

/** GET /portal/orders?storeId=: the store's open orders and today's finished ones, newest first. */
export async function getPortalOrders(storeId: number, signal?: AbortSignal): Promise<PortalOrder[]> {
  const answer = await apiClient.get<{ data: { orders: PortalOrderWire[] } }>('/portal/orders', {
    query: { storeId },
    accessToken: getOwnerAccessToken(),
    signal,
  });
  return answer.data.orders.map(toPortalOrder);
}

export const portalOrdersQueryKey = (storeId: number) => ['portal', 'orders', storeId] as const;

export const portalOrdersQueryOptions = (storeId: number) =>
  queryOptions({
    queryKey: portalOrdersQueryKey(storeId),
    queryFn: ({ signal }) => getPortalOrders(storeId, signal),
    // The event stream keeps the board current; a refetch happens after each reconnect.
    staleTime: Infinity,
    meta: { silent: true },
  });

export const usePortalOrders = (storeId: number) => useQuery(portalOrdersQueryOptions(storeId));
