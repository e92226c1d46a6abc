import { DomainError } from '../errors.js';
import { centsToDollars } from '../money/money.js';
import type { OrderJsonInput } from '../schemas/order-payload.js';
import type { CartLine, CartState } from './cart-state.js';

/** One cart line in the wire shape of an order item: what the web sends and the server answers. */
export function toOrderItemJson(line: CartLine): OrderJsonInput['orderItems'][number] {
  return {
    itemId: line.itemId,
    quantity: line.quantity,
    restaurantInfoId: line.restaurantInfoId,
    name: line.name,
    cnName: line.cnName,
    price: centsToDollars(line.priceCents),
    mOrderItem: { price: centsToDollars(line.mPriceCents) },
    orderItemType: line.orderItemType,
    orderItemsOptions: line.options.map((option) => ({
      groupId: option.groupId,
      id: option.optionId,
      quantity: option.quantity,
      name: option.name,
      cnName: option.cnName,
      price: centsToDollars(option.priceCents),
    })),
    categoryId: line.categoryId,
    categoryName: line.categoryName,
    categoryCnName: line.categoryCnName,
    specialInstructions: line.specialInstructions,
    printerName: line.printerName,
    printable: line.printable,
    taxExempt: line.taxExempt,
  };
}

/** The `orderjson` the web sends for a cart; throws DomainError while restaurant or order type is unset. */
export function toOrderJson(cart: CartState): OrderJsonInput {
  if (cart.restaurantInfoId === null || cart.orderType === null) {
    throw new DomainError('invalid_data', 'Choose a restaurant and Pickup or Delivery before checking out');
  }
  return {
    restaurantInfoId: cart.restaurantInfoId,
    orderId: cart.orderId,
    online: true,
    orderType: cart.orderType,
    scheduleTime: cart.scheduleTime,
    customer: cart.customer,
    orderItems: cart.orderItems.map(toOrderItemJson),
    tip: centsToDollars(cart.tipCents),
    specialInstructions: cart.specialInstructions,
    tableName: cart.tableName,
    orderPaymentMethod:
      cart.orderType === 'DINE_IN' || cart.orderType === 'WALK_IN' ? 'IN_STORE' : 'CREDIT_CARD',
  };
}
