import type { RestaurantInfoJson } from '@orderlane/domain';
import { apiClient } from '@/lib/api-client';

export type LiteRestaurantInfo = Omit<RestaurantInfoJson, 'timeZone' | 'phoneNumber'> & {
  phoneNumber: string;
};

/** POST /saveRestaurantInfoJson (multipart) for the Lite store; the answer is kept as the new restaurant. */
export async function saveLiteRestaurant(
  restaurant: LiteRestaurantInfo,
  salesName: string | null,
  accessToken: string,
): Promise<{ id: number }> {
  const body = new FormData();
  body.set('restaurantinfojson', JSON.stringify(restaurant));
  body.set('flow', 'lite');
  if (salesName) {
    body.set('salesName', salesName);
  }
  const answer = await apiClient.post<{ id: number }>('/saveRestaurantInfoJson', {
    multipart: body,
    accessToken,
  });
  return { id: answer.id };
}
