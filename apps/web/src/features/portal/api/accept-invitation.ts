import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken, type OwnerSession, type StoreRole } from '@/lib/owner-session';

export interface AcceptedInvitation {
  storeId: number;
  role: StoreRole;
  /** Every store the account holds now, the new one included. */
  stores: OwnerSession['stores'];
}

/** POST /portal/invitations/accept: the signed-in account joins the invitation's store (the link works once). */
export async function acceptInvitation(token: string): Promise<AcceptedInvitation> {
  const answer = await apiClient.post<{ data: AcceptedInvitation }>('/portal/invitations/accept', {
    form: { token },
    accessToken: getOwnerAccessToken(),
  });
  return answer.data;
}

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
