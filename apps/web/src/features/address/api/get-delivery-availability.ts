import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storageKeys, writeJson } from '@/lib/local-store';
import type { DeliveryAddress } from '@/types/api';

export interface DeliveryAvailability {
  available: boolean;
  errorMessage: string | null;
  orderlaneDeliveryFee: number | null;
  postmatesDeliveryFee: number | null;
}

/** POST /getDeliveryAvailability with customerjson and restaurantInfoId. */
export async function getDeliveryAvailability(
  restaurantInfoId: number,
  address: DeliveryAddress,
  signal?: AbortSignal,
): Promise<DeliveryAvailability> {
  const answer = await apiClient.post<DeliveryAvailability>('/getDeliveryAvailability', {
    form: {
      customerjson: { address: address.address, city: address.city, state: address.state, zip: address.zip },
      restaurantInfoId,
    },
    signal,
  });
  // The delivery fees are kept locally (tpfRef) for the tip rule at checkout.
  writeJson(storageKeys.deliveryFeeRef, {
    orderlaneDeliveryFee: answer.orderlaneDeliveryFee ?? null,
    postmatesDeliveryFee: answer.postmatesDeliveryFee ?? null,
  });
  return answer;
}

export const deliveryAvailabilityQueryOptions = (restaurantInfoId: number, address: DeliveryAddress) =>
  queryOptions({
    queryKey: [
      'delivery-availability',
      restaurantInfoId,
      address.address,
      address.city,
      address.state,
      address.zip,
    ] as const,
    queryFn: ({ signal }) => getDeliveryAvailability(restaurantInfoId, address, signal),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

export const useDeliveryAvailability = (restaurantInfoId: number, address: DeliveryAddress | null) =>
  useQuery({
    ...deliveryAvailabilityQueryOptions(
      restaurantInfoId,
      address ?? { address: '', city: '', state: '', zip: '' },
    ),
    enabled: address !== null,
  });
