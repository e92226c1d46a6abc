import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type OrderTypeCode = 'DELIVERY' | 'PICK_UP' | 'DINE_IN' | 'WALK_IN';

interface StoreWire {
  id: number;
  name: string;
  active?: boolean;
  timeZone: string | null;
  restaurantInfoOrderTypes?:
    | {
        orderType: { value: string };
        maxReadyMinutes: number | null;
        available: boolean;
        currentRestaurantInfoOrderTypeSpecialTime?: { maxReadyMinutes: number } | null;
      }[]
    | null;
}

export interface StoreProfile {
  id: number;
  name: string;
  /** Live: diners can order. A new store is not until its owner takes it live (Settings, Going live). */
  active: boolean;
  timeZone: string;
  /** The order types the store offers, each with the minutes it quotes diners (a busy night's override first). */
  orderTypes: { orderType: OrderTypeCode; readyMinutes: number | null }[];
}

const isOrderType = (value: string): value is OrderTypeCode =>
  value === 'DELIVERY' || value === 'PICK_UP' || value === 'DINE_IN' || value === 'WALK_IN';

/** POST /searchRestaurants?id=: the store's public profile (name, zone, order types and their ready times). */
export async function getStoreProfile(storeId: number, signal?: AbortSignal): Promise<StoreProfile> {
  const stores = await apiClient.post<StoreWire[]>('/searchRestaurants', { query: { id: storeId }, signal });
  const store = Array.isArray(stores) ? stores[0] : undefined;
  if (!store) {
    throw new Error(`Store ${storeId} was not found.`);
  }
  return {
    id: store.id,
    name: store.name,
    active: store.active !== false,
    timeZone: store.timeZone || 'America/Chicago',
    orderTypes: (store.restaurantInfoOrderTypes ?? []).flatMap((row) =>
      isOrderType(row.orderType.value) && row.available
        ? [
            {
              orderType: row.orderType.value,
              readyMinutes:
                row.currentRestaurantInfoOrderTypeSpecialTime?.maxReadyMinutes ?? row.maxReadyMinutes,
            },
          ]
        : [],
    ),
  };
}

export const useStoreProfile = (storeId: number) =>
  useQuery(
    queryOptions({
      queryKey: ['portal', 'store-profile', storeId] as const,
      queryFn: ({ signal }) => getStoreProfile(storeId, signal),
      staleTime: 5 * 60_000,
      meta: { silent: true },
    }),
  );
