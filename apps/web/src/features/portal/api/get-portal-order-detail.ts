import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';
import type { PortalOrderDetail } from '../utils/portal-order-detail';

/** GET /portal/orders/{orderId}/detail: lines, totals, payment, refunds and timeline of one order. */
export async function getPortalOrderDetail(orderId: number, signal?: AbortSignal) {
  const answer = await apiClient.get<{ data: PortalOrderDetail }>(`/portal/orders/${orderId}/detail`, {
    accessToken: getOwnerAccessToken(),
    signal,
  });
  return answer.data;
}

export const portalOrderDetailQueryKey = (orderId: number) => ['portal', 'order-detail', orderId] as const;

export const usePortalOrderDetail = (orderId: number | null) =>
  useQuery(
    queryOptions({
      queryKey: portalOrderDetailQueryKey(orderId ?? 0),
      queryFn: ({ signal }) => getPortalOrderDetail(orderId ?? 0, signal),
      enabled: orderId !== null,
      meta: { silent: true },
    }),
  );
