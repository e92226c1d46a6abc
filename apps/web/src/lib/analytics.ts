import { apiClient } from '@/lib/api-client';

export type AnalyticsEventName =
  | 'cart_add'
  | 'cart_remove'
  | 'item_view'
  | 'address_saved'
  | 'page_view'
  | 'login_failed'
  | 'checkout_start';

/** Longest an event waits for an idle moment before it is sent anyway. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `send` when the browser is idle: a request's start costs a few milliseconds of the main thread, which a
 * page's start (the checkout's, on a slow phone) should not spend on analytics. Browsers without
 * `requestIdleCallback` (Safari) get a later task.
 */
function whenIdle(send: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(send, { timeout: IDLE_TIMEOUT_MS });
  } else {
    window.setTimeout(send, 0);
  }
}

/** Fire-and-forget analytics (cart add and remove are logged); a failure never reaches the diner. */
export function logEvent(
  name: AnalyticsEventName,
  storeId: number | null,
  payload: Record<string, string | number | boolean | null> = {},
): void {
  whenIdle(() => {
    apiClient
      .post('/analytics/events', { form: { name, storeId: storeId ?? undefined, payload } })
      .catch(() => undefined);
  });
}
