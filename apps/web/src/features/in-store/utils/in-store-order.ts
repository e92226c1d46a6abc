import { toOrderJson, type CartState, type OrderJsonInput } from '@orderlane/domain';
import type { GeoPoint } from '@/lib/geolocation';

/** The signed-in diner as the order's customer needs them (the user store's shape, without importing it). */
export interface InStoreDiner {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

/** The restaurant reads this note on the ticket. */
export function inStoreNote(cart: Pick<CartState, 'orderType' | 'tableName'>): string {
  if (cart.orderType === 'DINE_IN') {
    return cart.tableName.trim() ? `Dine in, table ${cart.tableName.trim()}` : 'Dine in, waiting for a table';
  }
  return 'Walk in, to go';
}

/** What proves the diner is at the restaurant: the table's or the counter's signed token, and where the device is. */
export interface InStoreProof {
  tableToken: string | null;
  counterToken: string | null;
  devicePosition: GeoPoint | null;
}

/**
 * The orderjson of an in-store order: paid in store (IN_STORE with paymentstatus CASH), the diner's details filled
 * where the cart has none, a customer note naming the table or to-go (000 §5 Dine-in), and the proof the server
 * checks: a dine-in order's table token, a walk-in order's counter token (and the device position).
 */
export function toInStoreOrderJson(
  cart: CartState,
  diner: InStoreDiner,
  proof?: InStoreProof,
): OrderJsonInput {
  const order = toOrderJson(cart);
  const customer = cart.customer;
  return {
    ...order,
    scheduleTime: null,
    tableToken: cart.orderType === 'DINE_IN' ? (proof?.tableToken ?? '') : '',
    counterToken: cart.orderType === 'WALK_IN' ? (proof?.counterToken ?? '') : '',
    devicePosition: proof?.devicePosition ?? null,
    customer: {
      ...customer,
      restaurantInfoId: cart.restaurantInfoId,
      userId: diner.id,
      email: customer.email || diner.email,
      firstName: customer.firstName || diner.firstName,
      lastName: customer.lastName || diner.lastName,
      phoneNumber: customer.phoneNumber || diner.phoneNumber,
      note: inStoreNote(cart),
    },
  };
}
