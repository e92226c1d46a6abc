/**
 * What a signed-in diner's next checkout will show first, kept in a cookie the web app writes whenever the
 * cart or the diner changes and only /checkout is sent: the server draws the checkout's first screen from it
 * (the store's name and address, pickup or delivery, ASAP or the chosen time) before the app's code has
 * loaded. It holds nothing the diner's orders do not already tell the server, and nothing it is trusted for:
 * the app draws the page from its own cart either way, correcting whatever a stale cookie said.
 */
export const CHECKOUT_HINT_COOKIE = 'orderlane_checkout';

/** The checkout offers pickup and delivery only; any other order type is shown as pickup. */
export type CheckoutMethod = 'PICK_UP' | 'DELIVERY';

export interface CheckoutHint {
  storeId: number;
  method: CheckoutMethod;
  /** The cart's scheduled time, store-local 'YYYY-MM-DD HH:mm[:ss]', or null for ASAP. */
  scheduleTime: string | null;
}

const SCHEDULE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;

/** The cookie's value: `5.PICK_UP` or `5.DELIVERY.2026-11-26 19:30:00`, URI-encoded. */
export function formatCheckoutHint({ storeId, method, scheduleTime }: CheckoutHint): string {
  return encodeURIComponent([storeId, method, ...(scheduleTime ? [scheduleTime] : [])].join('.'));
}

/** The hint a cookie's value holds, or null for anything this module would not have written. */
export function parseCheckoutHint(value: string | undefined): CheckoutHint | null {
  if (!value || value.length > 100) {
    return null;
  }
  let text: string;
  try {
    text = decodeURIComponent(value);
  } catch {
    return null;
  }
  const [id = '', method, scheduleTime, ...rest] = text.split('.');
  const storeId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  if (
    storeId <= 0 ||
    (method !== 'PICK_UP' && method !== 'DELIVERY') ||
    rest.length > 0 ||
    (scheduleTime !== undefined && !SCHEDULE_TIME.test(scheduleTime))
  ) {
    return null;
  }
  return { storeId, method, scheduleTime: scheduleTime ?? null };
}
