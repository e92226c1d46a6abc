import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';
import { storePausesQueryKey, type PauseScope, type PauseState } from './get-store-pauses';

export interface OrderingPauseInput {
  storeId: number;
  scope: PauseScope;
  isPaused: boolean;
}

/** POST /portal/stores/{storeId}/pause or /resume: stops or restarts online orders, all or one type. */
export async function setOrderingPause({
  storeId,
  scope,
  isPaused,
}: OrderingPauseInput): Promise<PauseState> {
  const answer = await apiClient.post<{ data: PauseState }>(
    `/portal/stores/${storeId}/${isPaused ? 'pause' : 'resume'}`,
    { form: { scope }, accessToken: getOwnerAccessToken() },
  );
  return answer.data;
}

export function useSetOrderingPause(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<OrderingPauseInput, 'storeId'>) => setOrderingPause({ storeId, ...input }),
    onSuccess: (state) => queryClient.setQueryData(storePausesQueryKey(storeId), state),
    onError: () => queryClient.invalidateQueries({ queryKey: storePausesQueryKey(storeId) }),
  });
}
