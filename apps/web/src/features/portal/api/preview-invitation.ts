import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { StoreRole } from '@/lib/owner-session';

export interface InvitationPreview {
  storeId: number;
  storeName: string;
  role: StoreRole;
  email: string;
  name: string;
  inviterName: string;
}

/** POST /portal/invitations/preview: what the mailed link offers (the token travels in the body, never a URL). */
export async function previewInvitation(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  const answer = await apiClient.post<{ data: InvitationPreview }>('/portal/invitations/preview', {
    form: { token },
    accessToken: null,
    signal,
  });
  return answer.data;
}

export const useInvitationPreview = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: ['portal', 'invitation', token] as const,
      queryFn: ({ signal }) => previewInvitation(token, signal),
      enabled: token !== '',
      retry: false,
      meta: { silent: true },
    }),
  );
