import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';

export interface HoursWindow {
  startTime: string;
  endTime: string;
}

export interface HourOverride {
  date: string;
  closed: boolean;
  windows: HoursWindow[];
}

export interface StoreHours {
  storeId: number;
  timeZone: string;
  lastOrderMinutes: number;
  weekly: (HoursWindow & { dayOfWeek: number })[];
  overrides: HourOverride[];
}

const auth = () => ({ accessToken: getOwnerAccessToken() });

/** GET /portal/stores/{storeId}/hours: weekly windows, last-order offset and dated overrides from today. */
export async function getStoreHours(storeId: number, signal?: AbortSignal): Promise<StoreHours> {
  return (await apiClient.get<{ data: StoreHours }>(`/portal/stores/${storeId}/hours`, { ...auth(), signal }))
    .data;
}

/** POST /portal/stores/{storeId}/hours: replaces the whole week and the offset. */
export async function saveStoreHours(
  storeId: number,
  body: { weekly: StoreHours['weekly']; lastOrderMinutes: number },
): Promise<StoreHours> {
  return (
    await apiClient.post<{ data: StoreHours }>(`/portal/stores/${storeId}/hours`, { ...auth(), form: body })
  ).data;
}

/** POST /portal/stores/{storeId}/hour-overrides: that date's override replaced. */
export async function saveHourOverride(storeId: number, override: HourOverride): Promise<StoreHours> {
  const form = { date: override.date, closed: override.closed, windows: override.windows };
  return (
    await apiClient.post<{ data: StoreHours }>(`/portal/stores/${storeId}/hour-overrides`, {
      ...auth(),
      form,
    })
  ).data;
}

/** DELETE /portal/stores/{storeId}/hour-overrides/{date}. */
export async function removeHourOverride(storeId: number, date: string): Promise<StoreHours> {
  return (
    await apiClient.delete<{ data: StoreHours }>(`/portal/stores/${storeId}/hour-overrides/${date}`, auth())
  ).data;
}

const storeHoursQueryKey = (storeId: number) => ['store-admin', 'hours', storeId] as const;

export const useStoreHours = (storeId: number) =>
  useQuery(
    queryOptions({
      queryKey: storeHoursQueryKey(storeId),
      queryFn: ({ signal }) => getStoreHours(storeId, signal),
      meta: { silent: true },
    }),
  );

/** One mutation per call kind; each answer is the whole hours, put straight into the cache. */
export function useHoursMutation<T>(storeId: number, call: (input: T) => Promise<StoreHours>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (hours) => queryClient.setQueryData(storeHoursQueryKey(storeId), hours),
    meta: { silent: true },
  });
}
