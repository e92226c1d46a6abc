import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';

export interface PortalRating {
  id: number;
  orderId: number;
  orderNumber: string;
  stars: number;
  comment: string | null;
  createdAt: string;
  /** Store-local 'YYYY-MM-DD HH:mm:ss'. */
  ratedAt: string;
}

export interface StoreRatings {
  storeId: number;
  count: number;
  average: number | null;
  /** What diners see on the store page; null until the store has enough ratings. */
  shown: { average: number; count: number } | null;
  /** Ratings with 1 to 5 stars (index 0 holds one-star ratings). */
  distribution: number[];
  ratings: PortalRating[];
  /** The id to ask for older ratings with, or null on the last page. */
  nextBefore: number | null;
}

/** GET /portal/stores/{storeId}/ratings?before=: the store's ratings, newest first (owners only). */
export async function getStoreRatings(
  storeId: number,
  before: number | null,
  signal?: AbortSignal,
): Promise<StoreRatings> {
  const answer = await apiClient.get<{ data: StoreRatings }>(`/portal/stores/${storeId}/ratings`, {
    query: { before },
    accessToken: getOwnerAccessToken(),
    signal,
  });
  return answer.data;
}

export const storeRatingsQueryOptions = (storeId: number) =>
  infiniteQueryOptions({
    queryKey: ['portal', 'ratings', storeId] as const,
    queryFn: ({ pageParam, signal }) => getStoreRatings(storeId, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
  });

export const useStoreRatings = (storeId: number) => useInfiniteQuery(storeRatingsQueryOptions(storeId));
