import { createEmptyCustomer, type CartAction, type OrderType } from '@orderlane/domain';

type Dispatch = (action: Exclude<CartAction, { type: 'ADD_TO_CART' }>) => void;

/**
 * The cart a new call starts with: no dishes, no tip and nobody's details, for this store and order type. A
 * placed order keeps the diner's details on purpose (the domain's CLEAR_CART), so they are wiped here: a staff
 * member's next caller never inherits the last caller's name, e-mail, phone or address (nor their mail).
 */
export function startCallCart(
  dispatch: Dispatch,
  call: { storeId: number; orderType: Extract<OrderType, 'PICK_UP' | 'DELIVERY'> },
) {
  forgetCaller(dispatch);
  dispatch({ type: 'UPDATE_RESTAURANT', restaurantInfoId: call.storeId });
  dispatch({ type: 'UPDATE_ORDER_TYPE', orderType: call.orderType });
}

/** Empties the cart and the caller's details, as after a placed phone order. */
export function forgetCaller(dispatch: Dispatch) {
  dispatch({ type: 'CLEAR_CART' });
  dispatch({ type: 'UPDATE_CUSTOMER', customer: createEmptyCustomer() });
}
