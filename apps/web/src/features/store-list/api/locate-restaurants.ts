import { queryOptions, useQuery } from '@tanstack/react-query';
import { locateRestaurants, type LocateQuery } from '@/lib/api/locate-restaurants';
import type { GeoPoint } from '@/lib/geolocation';
import type { StoreRatingWire } from '@/types/api';

/** A store-list card (locateRestaurants). */
export interface ListedStore {
  id: number;
  name: string;
  bannerUrl: string | null;
  logoUrl?: string | null;
  distance: number | null;
  keyword: string | null;
  /** Real diners' ratings; null until the store has 5. */
  rating?: StoreRatingWire | null;
  orderlane: boolean;
  orderlaneDrive: boolean;
  ownDriver: boolean;
  tdrive: boolean;
  city?: string | null;
  phoneNumber?: string | null;
}

/** Where to look: a position, an address the server geocodes, or neither (the server's default area). */
export type StoreListOrigin =
  { kind: 'point'; point: GeoPoint } | { kind: 'address'; address: string } | { kind: 'none' };

function toQuery(origin: StoreListOrigin): LocateQuery {
  switch (origin.kind) {
    case 'point':
      return { latitude: origin.point.latitude, longitude: origin.point.longitude };
    case 'address':
      return { address: origin.address };
    case 'none':
      return undefined;
  }
}

export const storeListQueryOptions = (origin: StoreListOrigin) =>
  queryOptions({
    queryKey: ['store-list', toQuery(origin) ?? null] as const,
    queryFn: ({ signal }) => locateRestaurants<ListedStore>(toQuery(origin), signal),
    // The page shows its own message and a retry instead of a toast.
    meta: { silent: true },
  });

export const useStoreList = (origin: StoreListOrigin | null) =>
  useQuery({ ...storeListQueryOptions(origin ?? { kind: 'none' }), enabled: origin !== null });
