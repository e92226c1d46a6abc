import type { KitchenCapacitySettingsInput } from '@orderlane/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';

/** The kitchen capacity setup as the server answers it; a null make time falls back (item → category → store). */
export interface KitchenCapacity {
  storeId: number;
  slotMinutes: number;
  slotLimitMinutes: number | null;
  defaultMakeMinutes: number;
  categories: { categoryId: number; name: string; cnName: string | null; makeMinutes: number | null }[];
  items: {
    itemId: number;
    categoryId: number;
    name: string;
    cnName: string | null;
    makeMinutes: number | null;
  }[];
  bounds: { makeMinutesMax: number; slotLimitMinutesMax: number };
}

export const kitchenCapacityQueryKey = (storeId: number) => ['store-admin', 'capacity', storeId] as const;

/** GET /portal/stores/{storeId}/capacity (owners only). */
export async function getKitchenCapacity(storeId: number, signal?: AbortSignal): Promise<KitchenCapacity> {
  const answer = await apiClient.get<{ data: KitchenCapacity }>(`/portal/stores/${storeId}/capacity`, {
    accessToken: getOwnerAccessToken(),
    signal,
  });
  return answer.data;
}

/** PUT /portal/stores/{storeId}/capacity: the whole setup; the answer is the saved setup. */
export async function saveKitchenCapacity(
  storeId: number,
  input: KitchenCapacitySettingsInput,
): Promise<KitchenCapacity> {
  const answer = await apiClient.put<{ data: KitchenCapacity }>(`/portal/stores/${storeId}/capacity`, {
    accessToken: getOwnerAccessToken(),
    json: input,
  });
  return answer.data;
}

export const useKitchenCapacity = (storeId: number) =>
  useQuery(
    queryOptions({
      queryKey: kitchenCapacityQueryKey(storeId),
      queryFn: ({ signal }) => getKitchenCapacity(storeId, signal),
      meta: { silent: true },
    }),
  );

export function useSaveKitchenCapacity(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: KitchenCapacitySettingsInput) => saveKitchenCapacity(storeId, input),
    onSuccess: (saved) => queryClient.setQueryData(kitchenCapacityQueryKey(storeId), saved),
    meta: { silent: true },
  });
}
