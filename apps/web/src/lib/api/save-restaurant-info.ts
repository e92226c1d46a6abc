import type { RestaurantInfoJson } from '@orderlane/domain';
import { apiClient } from '@/lib/api-client';

/** What the merchant finish flow sends: the wire's restaurant with the store phone as digits. */
export type FinishRestaurantInfo = Omit<
  RestaurantInfoJson,
  'timeZone' | 'latitude' | 'longitude' | 'phoneNumber'
> & {
  phoneNumber: number;
};

/** What the Lite steps send: the picked place's position, the phone as typed. */
export type LiteRestaurantInfo = Omit<RestaurantInfoJson, 'timeZone' | 'phoneNumber'> & {
  phoneNumber: string;
};

export type RestaurantInfoSave =
  { flow: 'finish'; restaurant: FinishRestaurantInfo } | { flow: 'lite'; restaurant: LiteRestaurantInfo };

/**
 * POST /saveRestaurantInfoJson (multipart `restaurantinfojson`): creates the owner's store, inactive, from the
 * merchant finish flow or the Lite steps; a salesperson's name credits the store to them.
 */
export async function saveRestaurantInfo(
  { flow, restaurant }: RestaurantInfoSave,
  salesName: string | null,
  accessToken: string,
): Promise<{ id: number }> {
  const body = new FormData();
  body.set('restaurantinfojson', JSON.stringify(restaurant));
  body.set('flow', flow);
  if (salesName) {
    body.set('salesName', salesName);
  }
  const answer = await apiClient.post<{ id?: number; data?: { id: number } }>('/saveRestaurantInfoJson', {
    multipart: body,
    accessToken,
  });
  return { id: (answer.id ?? answer.data?.id) as number };
}
