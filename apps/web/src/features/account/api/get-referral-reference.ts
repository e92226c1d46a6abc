import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /user/referralReference: the base64 JSON {firstName, lastName, id} a diner shares. */
export async function getReferralReference(userId: number, signal?: AbortSignal): Promise<string> {
  const answer = await apiClient.post<{ reference?: string }>('/user/referralReference', {
    form: { userId },
    signal,
  });
  return answer.reference ?? '';
}

export const referralReferenceQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['referral-reference', userId] as const,
    queryFn: ({ signal }) => getReferralReference(userId, signal),
    staleTime: Infinity,
    meta: { silent: true },
  });

export const useReferralReference = (userId: number) => useQuery(referralReferenceQueryOptions(userId));
