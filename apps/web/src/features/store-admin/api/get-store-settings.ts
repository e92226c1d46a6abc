import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';

export type AdminOrderType = 'DELIVERY' | 'PICK_UP' | 'DINE_IN' | 'WALK_IN';

export interface OrderTypeSetting {
  orderType: AdminOrderType;
  available: boolean;
  minReadyMinutes: number;
  maxReadyMinutes: number;
}

/** The editable store settings as the server answers them (money in dollars, rates as fractions). */
export interface StoreSettings {
  storeId: number;
  active: boolean;
  name: string;
  phoneNumber: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  description: string;
  keyword: string;
  timeZone: string;
  orderTypes: OrderTypeSetting[];
  deliveryRadiusMiles: number;
  /** The store delivers with drivers of its own. */
  ownDriver: boolean;
  /** The platform delivers for it (Orderlane's couriers or a delivery partner). */
  platformDelivery: boolean;
  deliveryBaseFee: number;
  deliveryFeePerMile: number;
  minDelivery: number;
  taxRate: number;
  convenienceFee: number | null;
  receiveTip: boolean;
  specialRequestAvailable: boolean;
  mRate: number;
  rewardRate: number;
}

/** GET /portal/stores/{storeId}/store-settings (owners only). */
export async function getStoreSettings(storeId: number, signal?: AbortSignal): Promise<StoreSettings> {
  const answer = await apiClient.get<{ data: StoreSettings }>(`/portal/stores/${storeId}/store-settings`, {
    accessToken: getOwnerAccessToken(),
    signal,
  });
  return answer.data;
}

export const storeSettingsQueryKey = (storeId: number) => ['store-admin', 'settings', storeId] as const;

export const useStoreSettings = (storeId: number) =>
  useQuery(
    queryOptions({
      queryKey: storeSettingsQueryKey(storeId),
      queryFn: ({ signal }) => getStoreSettings(storeId, signal),
      meta: { silent: true },
    }),
  );
