import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface OwnerResetLink {
  email: string;
  token: string;
}

/** POST /owner/validatePasswordResetToken: whether the e-mailed link can still set a password. */
export async function validateOwnerResetToken(link: OwnerResetLink, signal?: AbortSignal): Promise<boolean> {
  const answer = await apiClient.post<{ data?: { valid?: boolean } }>('/owner/validatePasswordResetToken', {
    form: { ...link },
    accessToken: null,
    signal,
  });
  return answer.data?.valid === true;
}

export const useOwnerResetTokenValidity = (link: OwnerResetLink) =>
  useQuery(
    queryOptions({
      queryKey: ['portal', 'reset-token', link.email, link.token] as const,
      queryFn: ({ signal }) => validateOwnerResetToken(link, signal),
      staleTime: 0,
      gcTime: 0,
      meta: { silent: true },
    }),
  );
