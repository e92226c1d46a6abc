import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken, type OwnerSession } from '@/lib/owner-session';

/**
 * GET /owner/me: the signed-in owner's session now, with the stores it holds (a store just created or an
 * invitation accepted elsewhere shows up). The token defaults to the stored owner session's; sign-up flows pass
 * the one they were just given.
 */
export async function getOwnerMe(
  options: { accessToken?: string | null; signal?: AbortSignal } = {},
): Promise<OwnerSession> {
  const answer = await apiClient.get<{ data: OwnerSession }>('/owner/me', {
    accessToken: options.accessToken === undefined ? getOwnerAccessToken() : options.accessToken,
    signal: options.signal,
  });
  return answer.data;
}

export const ownerMeQueryOptions = (ownerId: number) =>
  queryOptions({
    queryKey: ['portal', 'owner-me', ownerId] as const,
    queryFn: ({ signal }) => getOwnerMe({ signal }),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

export const useOwnerMe = (ownerId: number, isEnabled = true) =>
  useQuery({ ...ownerMeQueryOptions(ownerId), enabled: isEnabled });
