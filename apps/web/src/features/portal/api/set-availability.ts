import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';
import { menuAvailabilityQueryKey } from './get-menu-availability';

export type AvailabilityChange =
  /** 'END_OF_DAY' or a store-local 'YYYY-MM-DD HH:mm'. */
  | { action: 'off'; kind: 'item' | 'option'; id: number; until: string }
  | { action: 'on'; kind: 'item' | 'option'; id: number; entryId: number };

/**
 * POST /portal/stores/{storeId}/availability marks an item or option unavailable until a time;
 * DELETE /portal/stores/{storeId}/availability/{entryId} puts it back now.
 */
export async function setAvailability(storeId: number, change: AvailabilityChange): Promise<void> {
  const accessToken = getOwnerAccessToken();
  if (change.action === 'on') {
    await apiClient.delete<unknown>(`/portal/stores/${storeId}/availability/${change.entryId}`, {
      accessToken,
    });
    return;
  }
  await apiClient.post<unknown>(`/portal/stores/${storeId}/availability`, {
    form: { [change.kind === 'item' ? 'itemId' : 'optionId']: change.id, until: change.until },
    accessToken,
  });
}

export function useSetAvailability(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AvailabilityChange) => setAvailability(storeId, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuAvailabilityQueryKey(storeId) }),
  });
}
