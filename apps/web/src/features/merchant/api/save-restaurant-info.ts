import type { RestaurantInfoJson } from '@orderlane/domain';
import { apiClient } from '@/lib/api-client';

/** What the finish flow sends: the wire's restaurant with the store phone as digits. */
export type FinishRestaurantInfo = Omit<
  RestaurantInfoJson,
  'timeZone' | 'latitude' | 'longitude' | 'phoneNumber'
> & {
  phoneNumber: number;
};

/** POST /saveRestaurantInfoJson (multipart `restaurantinfojson`): creates the owner's store, inactive. */
export async function saveRestaurantInfo(
  restaurant: FinishRestaurantInfo,
  salesName: string | null,
  accessToken: string,
): Promise<{ id: number }> {
  const body = new FormData();
  body.set('restaurantinfojson', JSON.stringify(restaurant));
  body.set('flow', 'finish');
  if (salesName) {
    body.set('salesName', salesName);
  }
  const answer = await apiClient.post<{ id: number; data?: { id: number } }>('/saveRestaurantInfoJson', {
    multipart: body,
    accessToken,
  });
  return { id: answer.id ?? answer.data?.id };
}
