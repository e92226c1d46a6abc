import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { toStoreMenu, type MenuCategoryWire, type StoreMenu } from '../utils/map-menu';

/** POST /getStoreMenu?restaurantInfoId=[&currentTimestamp=]: the menu for now or for a scheduled time. */
export async function getStoreMenu(
  restaurantInfoId: number,
  scheduleTime: string | null,
  signal?: AbortSignal,
): Promise<StoreMenu> {
  const categories = await apiClient.post<MenuCategoryWire[]>('/getStoreMenu', {
    query: { restaurantInfoId, currentTimestamp: scheduleTime },
    signal,
  });
  return readStoreMenuAnswer(categories, restaurantInfoId);
}

/** A getStoreMenu answer as the page's menu (anything but a list reads as an empty menu). */
export function readStoreMenuAnswer(categories: unknown, restaurantInfoId: number): StoreMenu {
  return toStoreMenu(Array.isArray(categories) ? (categories as MenuCategoryWire[]) : [], restaurantInfoId);
}

export const storeMenuQueryOptions = (restaurantInfoId: number, scheduleTime: string | null) =>
  queryOptions({
    queryKey: ['store-menu', restaurantInfoId, scheduleTime] as const,
    queryFn: ({ signal }) => getStoreMenu(restaurantInfoId, scheduleTime, signal),
  });

export const useStoreMenu = (restaurantInfoId: number, scheduleTime: string | null, enabled = true) =>
  useQuery({ ...storeMenuQueryOptions(restaurantInfoId, scheduleTime), enabled });
