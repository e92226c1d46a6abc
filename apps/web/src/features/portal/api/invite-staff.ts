import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken, type StoreRole } from '@/lib/owner-session';
import { storeStaffQueryKey } from './get-store-staff';

export interface StaffInvite {
  email: string;
  role: StoreRole;
}

/** POST /portal/stores/{storeId}/members: invites an e-mail address to the store with a role (a mail goes out). */
export async function inviteStaff(storeId: number, invite: StaffInvite): Promise<void> {
  await apiClient.post<unknown>(`/portal/stores/${storeId}/members`, {
    form: { ...invite },
    accessToken: getOwnerAccessToken(),
  });
}

export function useInviteStaff(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invite: StaffInvite) => inviteStaff(storeId, invite),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeStaffQueryKey(storeId) }),
  });
}
