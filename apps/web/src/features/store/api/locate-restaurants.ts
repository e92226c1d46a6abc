import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface NearbyStore {
  id: number;
  name: string;
  bannerUrl: string | null;
  logoUrl?: string | null;
  distance: number | null;
  keyword: string | null;
  orderlane: boolean;
  orderlaneDrive: boolean;
  ownDriver: boolean;
  tdrive: boolean;
  active?: boolean;
}

/** POST /locateRestaurants?latitude=&longitude=: stores near a point. */
export async function locateRestaurants(
  point: { latitude: number; longitude: number } | null,
  signal?: AbortSignal,
): Promise<NearbyStore[]> {
  const stores = await apiClient.post<NearbyStore[]>('/locateRestaurants', {
    query: point ? { latitude: point.latitude, longitude: point.longitude } : undefined,
    signal,
  });
  return Array.isArray(stores) ? stores : [];
}

export const nearbyStoresQueryOptions = (point: { latitude: number; longitude: number } | null) =>
  queryOptions({
    queryKey: ['nearby-stores', point?.latitude ?? null, point?.longitude ?? null] as const,
    queryFn: ({ signal }) => locateRestaurants(point, signal),
    // Spec: failures of the nearby lookup are swallowed.
    meta: { silent: true },
  });

export const useNearbyStores = (point: { latitude: number; longitude: number } | null, enabled: boolean) =>
  useQuery({ ...nearbyStoresQueryOptions(point), enabled });
