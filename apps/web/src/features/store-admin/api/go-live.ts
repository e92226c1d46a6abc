import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';

export type GoLiveRequirement = 'hours' | 'menu' | 'order-types' | 'order-protocol' | 'bank-account';

export interface GoLiveState {
  storeId: number;
  active: boolean;
  checklist: Record<GoLiveRequirement, boolean>;
  missing: GoLiveRequirement[];
}

/** GET /portal/stores/{storeId}/go-live: whether the store is live and what going live still needs. */
export async function getGoLive(storeId: number, signal?: AbortSignal): Promise<GoLiveState> {
  const answer = await apiClient.get<{ data: GoLiveState }>(`/portal/stores/${storeId}/go-live`, {
    accessToken: getOwnerAccessToken(),
    signal,
  });
  return answer.data;
}

/** POST /portal/stores/{storeId}/go-live or /go-inactive. */
export async function setStoreLive(storeId: number, live: boolean): Promise<GoLiveState> {
  const answer = await apiClient.post<{ data: GoLiveState }>(
    `/portal/stores/${storeId}/${live ? 'go-live' : 'go-inactive'}`,
    { accessToken: getOwnerAccessToken() },
  );
  return answer.data;
}

const goLiveQueryKey = (storeId: number) => ['store-admin', 'go-live', storeId] as const;

export const useGoLive = (storeId: number) =>
  useQuery(
    queryOptions({
      queryKey: goLiveQueryKey(storeId),
      queryFn: ({ signal }) => getGoLive(storeId, signal),
      meta: { silent: true },
    }),
  );

export function useSetStoreLive(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (live: boolean) => setStoreLive(storeId, live),
    onSuccess: (state) => queryClient.setQueryData(goLiveQueryKey(storeId), state),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: goLiveQueryKey(storeId) }),
        // The board's status bar reads whether the store is live from its profile.
        queryClient.invalidateQueries({ queryKey: ['portal', 'store-profile', storeId] }),
      ]),
    meta: { silent: true },
  });
}
