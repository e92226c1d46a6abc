import { isItemAvailable, type MenuItem } from '@orderlane/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { toMenuItem, type MenuItemWire } from '../utils/map-menu';

export interface ItemAvailability {
  isAvailable: boolean;
  /** The item as the server has it now (price and options may have changed since the menu loaded). */
  item: MenuItem;
}

/** POST /item/itemAvailability?itemId=[&currentDate=]. */
export async function getItemAvailability(
  item: MenuItem,
  scheduleTime: string | null,
  signal?: AbortSignal,
): Promise<ItemAvailability> {
  const wire = await apiClient.post<MenuItemWire>('/item/itemAvailability', {
    query: { itemId: item.id, currentDate: scheduleTime },
    signal,
  });
  const fresh =
    wire && typeof wire.price === 'number'
      ? {
          ...toMenuItem(wire, { categoryId: item.categoryId, restaurantInfoId: item.restaurantInfoId }),
          code: wire.itemId ?? item.code,
        }
      : item;
  return { isAvailable: isItemAvailable(wire?.availability), item: { ...fresh, active: true } };
}

export const itemAvailabilityQueryOptions = (item: MenuItem, scheduleTime: string | null) =>
  queryOptions({
    queryKey: ['item-availability', item.id, scheduleTime] as const,
    queryFn: ({ signal }) => getItemAvailability(item, scheduleTime, signal),
    staleTime: 0,
  });

export const useItemAvailability = (item: MenuItem, scheduleTime: string | null) =>
  useQuery(itemAvailabilityQueryOptions(item, scheduleTime));
