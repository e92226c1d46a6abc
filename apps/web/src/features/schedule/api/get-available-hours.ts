import type { AvailableHoursDay } from '@orderlane/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /restaurantInfoHour/getAvailableHours?restaurantInfoId=: the chooser's 5 days with their slots. */
export async function getAvailableHours(
  restaurantInfoId: number,
  signal?: AbortSignal,
): Promise<AvailableHoursDay[]> {
  const days = await apiClient.post<AvailableHoursDay[]>('/restaurantInfoHour/getAvailableHours', {
    query: { restaurantInfoId },
    signal,
  });
  return Array.isArray(days) ? days : [];
}

export const availableHoursQueryOptions = (restaurantInfoId: number) =>
  queryOptions({
    queryKey: ['available-hours', restaurantInfoId] as const,
    queryFn: ({ signal }) => getAvailableHours(restaurantInfoId, signal),
    staleTime: 60_000,
  });

export const useAvailableHours = (restaurantInfoId: number) =>
  useQuery(availableHoursQueryOptions(restaurantInfoId));
