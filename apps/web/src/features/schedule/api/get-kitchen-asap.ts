import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** busy: the kitchen's ASAP slot is full; nextSlot: the store-local time ASAP orders are made for instead. */
export interface KitchenAsap {
  busy: boolean;
  nextSlot: string | null;
}

/** GET /restaurantInfoHour/getKitchenAsap?restaurantInfoId=&orderType= (kitchen capacity, public). */
export async function getKitchenAsap(
  restaurantInfoId: number,
  orderType: 'PICK_UP' | 'DELIVERY',
  signal?: AbortSignal,
): Promise<KitchenAsap> {
  const answer = await apiClient.get<{ data: KitchenAsap }>('/restaurantInfoHour/getKitchenAsap', {
    query: { restaurantInfoId, orderType },
    signal,
  });
  return answer.data;
}

export const useKitchenAsap = (
  restaurantInfoId: number,
  orderType: 'PICK_UP' | 'DELIVERY',
  isEnabled: boolean,
) =>
  useQuery(
    queryOptions({
      queryKey: ['kitchen-asap', restaurantInfoId, orderType] as const,
      queryFn: ({ signal }) => getKitchenAsap(restaurantInfoId, orderType, signal),
      staleTime: 60_000,
      enabled: isEnabled,
      meta: { silent: true },
    }),
  );
