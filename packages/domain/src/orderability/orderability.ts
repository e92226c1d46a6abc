import type { OrderType } from '../cart/cart-state.js';
import { formatCents } from '../money/money.js';

export const STORE_INACTIVE_MESSAGE = 'This store is not accepting orders, please try later';
export const OTHER_RESTAURANT_MESSAGE =
  'You are ordering from another restaurant. The previous cart will be cleared.';
export const OUTSIDE_HOURS_MESSAGE = 'Store is not available for ASAP, Please schedule a time for your order';
export const DELIVERY_UNAVAILABLE_MESSAGE =
  "You're out of range. The restaurant can't deliver to this address.";

export function deliveryShortfallMessage(shortfallCents: number): string {
  return `You will need ${formatCents(shortfallCents)} more for delivery`;
}

export interface OrderabilityInput {
  store: { id: number; active: boolean; minDeliveryCents: number | null };
  cart: { restaurantInfoId: number | null; orderType: OrderType | null; subtotalCents: number };
  /** From store hours: the chosen time (or now, for ASAP) lies in an ordering window. */
  isWithinHours: boolean;
  /** From the delivery-availability check of the diner's address. */
  isDeliveryAvailable: boolean;
}

export type Orderability = { orderable: true } | { orderable: false; message: string };

const refuse = (message: string): Orderability => ({ orderable: false, message });

/** Whether a cart can be ordered now, or the spec's message saying why not (first failing rule wins). */
export function checkOrderability(input: OrderabilityInput): Orderability {
  const { store, cart } = input;
  if (!store.active) {
    return refuse(STORE_INACTIVE_MESSAGE);
  }
  if (cart.restaurantInfoId !== null && cart.restaurantInfoId !== store.id) {
    return refuse(OTHER_RESTAURANT_MESSAGE);
  }
  if (!input.isWithinHours) {
    return refuse(OUTSIDE_HOURS_MESSAGE);
  }
  if (cart.orderType === 'DELIVERY') {
    if (!input.isDeliveryAvailable) {
      return refuse(DELIVERY_UNAVAILABLE_MESSAGE);
    }
    const shortfall = (store.minDeliveryCents ?? 0) - cart.subtotalCents;
    if (shortfall > 0) {
      return refuse(deliveryShortfallMessage(shortfall));
    }
  }
  return { orderable: true };
}
