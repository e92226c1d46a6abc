import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';
import { storeStaffQueryKey } from './get-store-staff';

/** DELETE /portal/stores/{storeId}/invitations/{invitationId}: the mailed link stops working at once. */
export async function revokeInvitation(storeId: number, invitationId: number): Promise<void> {
  await apiClient.delete<unknown>(`/portal/stores/${storeId}/invitations/${invitationId}`, {
    accessToken: getOwnerAccessToken(),
  });
}

export function useRevokeInvitation(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) => revokeInvitation(storeId, invitationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeStaffQueryKey(storeId) }),
  });
}
