import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';
import { storeStaffQueryKey } from './get-store-staff';

/** DELETE /portal/stores/{storeId}/members/{ownerId}: takes an account off the store at once. */
export async function removeStaff(storeId: number, ownerId: number): Promise<void> {
  await apiClient.delete<unknown>(`/portal/stores/${storeId}/members/${ownerId}`, {
    accessToken: getOwnerAccessToken(),
  });
}

export function useRemoveStaff(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ownerId: number) => removeStaff(storeId, ownerId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeStaffQueryKey(storeId) }),
  });
}
