import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface ResetLink {
  email: string;
  token: string;
}

/** POST /user/validatePasswordResetToken: the text 'true' means the link is still valid. */
export async function validatePasswordResetToken(link: ResetLink, signal?: AbortSignal): Promise<boolean> {
  const answer = await apiClient.post<unknown>('/user/validatePasswordResetToken', {
    form: { ...link },
    accessToken: null,
    signal,
  });
  return answer === true || answer === 'true';
}

export const resetTokenQueryOptions = (link: ResetLink) =>
  queryOptions({
    queryKey: ['password-reset-token', link.email, link.token] as const,
    queryFn: ({ signal }) => validatePasswordResetToken(link, signal),
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });

export const useResetTokenValidity = (link: ResetLink | null) =>
  useQuery({ ...resetTokenQueryOptions(link ?? { email: '', token: '' }), enabled: link !== null });
