import type { OrderType } from '../cart/cart-state.js';
import { orderTypeLabel } from '../formats/formats.js';
import { formatCents } from '../money/money.js';

export const STORE_INACTIVE_MESSAGE = 'This store is not accepting orders, please try later';
export const OTHER_RESTAURANT_MESSAGE =
  'You are ordering from another restaurant. The previous cart will be cleared.';
export const OUTSIDE_HOURS_MESSAGE = 'Store is not available for ASAP, Please schedule a time for your order';
export const DELIVERY_UNAVAILABLE_MESSAGE =
  "You're out of range. The restaurant can't deliver to this address.";

export const STORE_PAUSED_MESSAGE = 'This store is not taking orders now. Please try again later.';

export function orderTypePausedMessage(orderType: OrderType): string {
  return `${orderTypeLabel(orderType)} orders are not being taken now. Please try again later.`;
}

export function orderTypeUnavailableMessage(orderType: OrderType, storeName?: string): string {
  return `${orderTypeLabel(orderType)} orders are not available at ${storeName ?? 'this store'} right now.`;
}

/** One row of the store's order types: whether the store takes that kind of order. */
export interface StoreOrderTypeAvailability {
  orderType: OrderType;
  available: boolean;
}

/**
 * Whether the store's order types let it take this kind of order: in-store kinds (dine-in, walk-in) only with
 * an available row for them; pick-up without a row too (every store offers it); delivery is decided by the
 * delivery check instead.
 */
export function isOrderTypeOffered(
  orderTypes: readonly StoreOrderTypeAvailability[],
  orderType: OrderType,
): boolean {
  if (orderType === 'DELIVERY') {
    return true;
  }
  const row = orderTypes.find((candidate) => candidate.orderType === orderType);
  const isInStore = orderType === 'DINE_IN' || orderType === 'WALK_IN';
  return row ? row.available : !isInStore;
}

export function deliveryShortfallMessage(shortfallCents: number): string {
  return `You will need ${formatCents(shortfallCents)} more for delivery`;
}

export interface OrderabilityInput {
  store: { id: number; active: boolean; minDeliveryCents: number | null; name?: string };
  cart: { restaurantInfoId: number | null; orderType: OrderType | null; subtotalCents: number };
  /** From store hours: the chosen time (or now, for ASAP) lies in an ordering window. */
  isWithinHours: boolean;
  /** From the delivery-availability check of the diner's address. */
  isDeliveryAvailable: boolean;
  /** The restaurant paused online ordering: the whole store, or some order types. */
  pause?: { store: boolean; orderTypes: readonly OrderType[] };
  /** The store's order types, when known: a kind of order the store does not offer is refused. */
  orderTypes?: readonly StoreOrderTypeAvailability[];
}

/** Why a cart cannot be ordered, so each screen can say it in the reader's language. */
export type OrderabilityReason =
  | 'STORE_INACTIVE'
  | 'OTHER_RESTAURANT'
  | 'STORE_PAUSED'
  | 'ORDER_TYPE_PAUSED'
  | 'ORDER_TYPE_UNAVAILABLE'
  | 'OUTSIDE_HOURS'
  | 'DELIVERY_UNAVAILABLE'
  | 'DELIVERY_SHORTFALL'
  // Decided by the server only: a dine-in order without its table's code, a walk-in too far, too many unpaid.
  | 'IN_STORE_REFUSED';

export type Orderability =
  | { orderable: true }
  | {
      orderable: false;
      /** The spec's English sentence. */
      message: string;
      reason: OrderabilityReason;
      /** What the sentence names: the order type, the store, the missing amount. */
      details?: { orderType?: OrderType; storeName?: string; shortfallCents?: number };
    };

const refuse = (
  message: string,
  reason: OrderabilityReason,
  details?: { orderType?: OrderType; storeName?: string; shortfallCents?: number },
): Orderability => ({ orderable: false, message, reason, ...(details ? { details } : {}) });

/** Whether a cart can be ordered now, or the spec's message saying why not (first failing rule wins). */
export function checkOrderability(input: OrderabilityInput): Orderability {
  const { store, cart } = input;
  if (!store.active) {
    return refuse(STORE_INACTIVE_MESSAGE, 'STORE_INACTIVE');
  }
  if (cart.restaurantInfoId !== null && cart.restaurantInfoId !== store.id) {
    return refuse(OTHER_RESTAURANT_MESSAGE, 'OTHER_RESTAURANT');
  }
  if (input.pause?.store) {
    return refuse(STORE_PAUSED_MESSAGE, 'STORE_PAUSED');
  }
  if (cart.orderType && input.pause?.orderTypes.includes(cart.orderType)) {
    return refuse(orderTypePausedMessage(cart.orderType), 'ORDER_TYPE_PAUSED', { orderType: cart.orderType });
  }
  if (cart.orderType && input.orderTypes && !isOrderTypeOffered(input.orderTypes, cart.orderType)) {
    return refuse(orderTypeUnavailableMessage(cart.orderType, store.name), 'ORDER_TYPE_UNAVAILABLE', {
      orderType: cart.orderType,
      storeName: store.name,
    });
  }
  if (!input.isWithinHours) {
    return refuse(OUTSIDE_HOURS_MESSAGE, 'OUTSIDE_HOURS');
  }
  if (cart.orderType === 'DELIVERY') {
    if (!input.isDeliveryAvailable) {
      return refuse(DELIVERY_UNAVAILABLE_MESSAGE, 'DELIVERY_UNAVAILABLE');
    }
    const shortfall = (store.minDeliveryCents ?? 0) - cart.subtotalCents;
    if (shortfall > 0) {
      return refuse(deliveryShortfallMessage(shortfall), 'DELIVERY_SHORTFALL', { shortfallCents: shortfall });
    }
  }
  return { orderable: true };
}
