import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { orderRatingQueryKey, type OrderRating, type RatingSession } from './get-order-rating';

export interface RateOrderInput {
  stars: number;
  comment: string;
}

/** POST /orders/{orderId}/rating: stars and an optional comment, once per completed order. */
export async function rateOrder(
  session: RatingSession,
  orderId: number,
  input: RateOrderInput,
): Promise<OrderRating> {
  const answer = await apiClient.post<{ data: OrderRating }>(`/orders/${orderId}/rating`, {
    json: { stars: input.stars, comment: input.comment.trim() === '' ? null : input.comment },
    accessToken: session.accessToken,
  });
  return answer.data;
}

export function useRateOrder(session: RatingSession, orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RateOrderInput) => rateOrder(session, orderId, input),
    onSuccess: (rating) => queryClient.setQueryData(orderRatingQueryKey(session, orderId), rating),
  });
}
