import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The signed-in diner: their token goes with each call (a 403 for another's order never signs them out). */
export interface RatingSession {
  id: number;
  accessToken: string;
}

export interface OrderRating {
  orderId: number;
  stars: number;
  comment: string | null;
  createdAt: string;
}

/** GET /orders/{orderId}/rating: the diner's rating of their order, or null before they rate it. */
export async function getOrderRating(
  session: RatingSession,
  orderId: number,
  signal?: AbortSignal,
): Promise<OrderRating | null> {
  const answer = await apiClient.get<{ data: OrderRating | null }>(`/orders/${orderId}/rating`, {
    accessToken: session.accessToken,
    signal,
  });
  return answer.data;
}

export const orderRatingQueryKey = (session: RatingSession, orderId: number) =>
  ['ratings', session.id, 'order', orderId] as const;

export const orderRatingQueryOptions = (session: RatingSession, orderId: number) =>
  queryOptions({
    queryKey: orderRatingQueryKey(session, orderId),
    queryFn: ({ signal }) => getOrderRating(session, orderId, signal),
    staleTime: Infinity,
    meta: { silent: true },
  });

export const useOrderRating = (session: RatingSession, orderId: number) =>
  useQuery(orderRatingQueryOptions(session, orderId));
