import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken, type OwnerSession } from '@/lib/owner-session';

export type OwnerProfile = Omit<OwnerSession, 'accessToken'>;

/** GET /owner/me: the signed-in account and its stores now (an invitation accepted elsewhere shows up). */
export async function getOwnerMe(signal?: AbortSignal): Promise<OwnerProfile> {
  const answer = await apiClient.get<{ data: OwnerProfile }>('/owner/me', {
    accessToken: getOwnerAccessToken(),
    signal,
  });
  return answer.data;
}

export const ownerMeQueryOptions = (ownerId: number) =>
  queryOptions({
    queryKey: ['portal', 'owner-me', ownerId] as const,
    queryFn: ({ signal }) => getOwnerMe(signal),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

export const useOwnerMe = (ownerId: number, isEnabled = true) =>
  useQuery({ ...ownerMeQueryOptions(ownerId), enabled: isEnabled });
