import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Order summary (history row); money in dollars, `orderDateTime` store-local. */
export interface OrderSummary {
  orderId: number;
  orderType: string | null;
  orderDateTime: string | null;
  total: number;
  mtotal: number | null;
  /** What was charged or is owed, after the discount. */
  paidTotal?: number | null;
  /** The restaurant's side: PLACED, ACCEPTED, READY, COMPLETED or REJECTED. */
  status?: string | null;
  /** Store-local promised ready time, once accepted. */
  readyTime?: string | null;
  restaurantInfoId: number;
  restaurantInfoName?: string | null;
  restaurantInfoLogoUrl: string | null;
}

export interface HistorySession {
  id: number;
  accessToken: string;
}

/**
 * POST /mobile/searchOrderHistory?online=true&userId=: the diner's online orders, newest first. The spec also
 * takes `accessToken` in the query; the session's token goes in the Authorization header instead (addresses
 * reach logs), as on every call, so a refused one signs the diner out as elsewhere.
 */
export async function searchOrderHistory(
  user: HistorySession,
  signal?: AbortSignal,
): Promise<OrderSummary[]> {
  const orders = await apiClient.post<OrderSummary[]>('/mobile/searchOrderHistory', {
    query: { online: true, userId: user.id },
    signal,
  });
  return [...(Array.isArray(orders) ? orders : [])].sort((a, b) => b.orderId - a.orderId);
}

export const orderHistoryQueryKey = ['order-history'] as const;

export const orderHistoryQueryOptions = (user: HistorySession) =>
  queryOptions({
    queryKey: [...orderHistoryQueryKey, user.id] as const,
    queryFn: ({ signal }) => searchOrderHistory(user, signal),
    // The page shows its own message for a failure.
    meta: { silent: true },
  });

export const useOrderHistory = (user: HistorySession) => useQuery(orderHistoryQueryOptions(user));
