import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';
import { storeSettingsQueryKey, type StoreSettings } from './get-store-settings';

export type StoreSettingsChanges = Partial<Omit<StoreSettings, 'storeId' | 'active' | 'platformDelivery'>>;

/** POST /portal/stores/{storeId}/store-settings: any subset of the fields; the answer is the whole settings. */
export async function saveStoreSettings(
  storeId: number,
  changes: StoreSettingsChanges,
): Promise<StoreSettings> {
  const answer = await apiClient.post<{ data: StoreSettings }>(`/portal/stores/${storeId}/store-settings`, {
    accessToken: getOwnerAccessToken(),
    form: { ...changes, convenienceFee: changes.convenienceFee === null ? '' : changes.convenienceFee },
  });
  return answer.data;
}

export function useSaveStoreSettings(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: StoreSettingsChanges) => saveStoreSettings(storeId, changes),
    onSuccess: (settings) => queryClient.setQueryData(storeSettingsQueryKey(storeId), settings),
    meta: { silent: true },
  });
}
