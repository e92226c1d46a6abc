import { toOrderJson, type CartState, type OrderJsonInput } from '@orderlane/domain';

/**
 * The `orderjson` sent to calculateOrder: the cart as order JSON, scheduleTime with a T in place of the
 * space and, for delivery, the quoted delivery fee added and addressChanged set. Null until the cart can be priced.
 */
export function toCalculationOrder(cart: CartState, quotedDeliveryFee: number | null): OrderJsonInput | null {
  if (cart.restaurantInfoId === null || cart.orderType === null || cart.orderItems.length === 0) {
    return null;
  }
  const order = toOrderJson(cart);
  const isDelivery = cart.orderType === 'DELIVERY';
  return {
    ...order,
    // Each calculation records its own order; the id it answers is the one placed.
    orderId: null,
    scheduleTime: order.scheduleTime ? order.scheduleTime.replace(' ', 'T') : null,
    customer: order.customer && isDelivery ? { ...order.customer, addressChanged: true } : order.customer,
    deliveryFee: isDelivery ? quotedDeliveryFee : null,
  };
}
