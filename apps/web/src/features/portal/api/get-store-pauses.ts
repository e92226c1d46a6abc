import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';

export type PauseScope = 'ALL' | 'DELIVERY' | 'PICK_UP' | 'DINE_IN' | 'WALK_IN';

export interface StorePause {
  scope: PauseScope;
  /** OWNER: paused by hand; ESCALATION: paused by itself after an order waited too long. */
  source: 'OWNER' | 'ESCALATION';
  /** Store-local time the pause began. */
  since: string;
}

export interface PauseState {
  store: boolean;
  orderTypes: PauseScope[];
  pauses: StorePause[];
}

/** GET /portal/stores/{storeId}/pause: what is paused now, since when and why. */
export async function getStorePauses(storeId: number, signal?: AbortSignal): Promise<PauseState> {
  const answer = await apiClient.get<{ data: PauseState }>(`/portal/stores/${storeId}/pause`, {
    accessToken: getOwnerAccessToken(),
    signal,
  });
  return answer.data;
}

export const storePausesQueryKey = (storeId: number) => ['portal', 'pauses', storeId] as const;

export const useStorePauses = (storeId: number) =>
  useQuery(
    queryOptions({
      queryKey: storePausesQueryKey(storeId),
      queryFn: ({ signal }) => getStorePauses(storeId, signal),
      // The event stream sends every change; a slow poll covers a stream that is down.
      staleTime: 30_000,
      refetchInterval: 60_000,
      meta: { silent: true },
    }),
  );
