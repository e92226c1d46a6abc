import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';

/** The board's per-store settings and the order protocol chosen at onboarding. */
export interface BoardSettings {
  escalateAfterMinutes: number;
  pauseAfterMinutes: number;
  autoPrint: boolean;
  orderProtocol: { protocol: string; email: string | null; faxNumber: string | null };
  /** Auto Printing with the switch on: the board prints each new order's ticket itself. */
  printsOnArrival: boolean;
}

/** GET /portal/stores/{storeId}/settings. */
export async function getBoardSettings(storeId: number, signal?: AbortSignal): Promise<BoardSettings> {
  const answer = await apiClient.get<{ data: BoardSettings }>(`/portal/stores/${storeId}/settings`, {
    accessToken: getOwnerAccessToken(),
    signal,
  });
  return answer.data;
}

export const useBoardSettings = (storeId: number) =>
  useQuery(
    queryOptions({
      queryKey: ['portal', 'board-settings', storeId] as const,
      queryFn: ({ signal }) => getBoardSettings(storeId, signal),
      staleTime: 5 * 60_000,
      meta: { silent: true },
    }),
  );
