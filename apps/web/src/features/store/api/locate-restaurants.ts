import { queryOptions, useQuery } from '@tanstack/react-query';
import { locateRestaurants } from '@/lib/api/locate-restaurants';

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

/** Stores near a point (POST /locateRestaurants). */
const locateNearbyStores = (point: { latitude: number; longitude: number } | null, signal?: AbortSignal) =>
  locateRestaurants<NearbyStore>(
    point ? { latitude: point.latitude, longitude: point.longitude } : undefined,
    signal,
  );

export const nearbyStoresQueryOptions = (point: { latitude: number; longitude: number } | null) =>
  queryOptions({
    queryKey: ['nearby-stores', point?.latitude ?? null, point?.longitude ?? null] as const,
    queryFn: ({ signal }) => locateNearbyStores(point, signal),
    // Spec: failures of the nearby lookup are swallowed.
    meta: { silent: true },
  });

export const useNearbyStores = (point: { latitude: number; longitude: number } | null, enabled: boolean) =>
  useQuery({ ...nearbyStoresQueryOptions(point), enabled });
