import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { orderTrackingQueryKey, type TrackingSession } from './get-order-tracking';

/** GET /trackOrder/answer: instants (ISO) of a new order's reminder to the store and of its cancelling. */
export interface AnswerTimes {
  orderId: number;
  status: string;
  remindAt: string | null;
  cancelAt: string | null;
  /** The same, store-local 'YYYY-MM-DD HH:mm:ss', as the timeline's times. */
  cancelTime: string | null;
  /** The server's clock when it answered: the page counts from it, whatever the device's clock says. */
  now: string;
}

export async function getAnswerTimes(user: TrackingSession, orderId: number, signal?: AbortSignal) {
  const answer = await apiClient.get<{ data: AnswerTimes }>('/trackOrder/answer', {
    query: { orderId },
    accessToken: user.accessToken,
    signal,
  });
  return { ...answer.data, receivedAt: Date.now() };
}

/** Read while the order waits for the store; again with the tracking (same key prefix) at each change. */
export const useAnswerTimes = (user: TrackingSession, orderId: number, isWaiting: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...orderTrackingQueryKey(orderId), 'answer'] as const,
      queryFn: ({ signal }) => getAnswerTimes(user, orderId, signal),
      enabled: isWaiting,
      staleTime: 0,
      meta: { silent: true },
    }),
  );
