import { dollarsToCents } from '@orderlane/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Store, StoreWire } from '@/types/api';

const DEFAULT_TIME_ZONE = 'America/Chicago';

export function toStore(wire: StoreWire): Store {
  const { minDelivery, timeZone, ...rest } = wire;
  return {
    ...rest,
    timeZone: timeZone || DEFAULT_TIME_ZONE,
    minDeliveryCents: minDelivery === null || minDelivery === undefined ? null : dollarsToCents(minDelivery),
  };
}

/** The store a searchRestaurants answer names first, or null. */
export function readSearchAnswer(stores: unknown): Store | null {
  const first = Array.isArray(stores) ? (stores[0] as StoreWire | undefined) : undefined;
  return first ? toStore(first) : null;
}

/** POST /searchRestaurants?id=&includeHours=true: the first store of the answer, or null. */
export async function searchRestaurant(id: number, signal?: AbortSignal): Promise<Store | null> {
  const stores = await apiClient.post<StoreWire[]>('/searchRestaurants', {
    query: { id, includeHours: true },
    signal,
  });
  return readSearchAnswer(stores);
}

export const storeQueryKey = (id: number) => ['store', id] as const;

export const storeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: storeQueryKey(id),
    queryFn: ({ signal }) => searchRestaurant(id, signal),
  });

export const useStore = (id: number | null) =>
  useQuery({ ...storeQueryOptions(id ?? 0), enabled: id !== null });
