import { apiClient } from '@/lib/api-client';

export type AnalyticsEventName =
  | 'cart_add'
  | 'cart_remove'
  | 'item_view'
  | 'address_saved'
  | 'page_view'
  | 'login_failed'
  | 'checkout_start';

/** Fire-and-forget analytics (cart add and remove are logged); a failure never reaches the diner. */
export function logEvent(
  name: AnalyticsEventName,
  storeId: number | null,
  payload: Record<string, string | number | boolean | null> = {},
): void {
  apiClient
    .post('/analytics/events', { form: { name, storeId: storeId ?? undefined, payload } })
    .catch(() => undefined);
}
