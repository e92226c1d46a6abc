import { filterSpecialInstructions } from '../input-rules/special-instructions.js';
import type { CartCustomer, CartLine, CartState, OrderType } from './cart-state.js';
import { createEmptyCart, isCartFresh } from './cart-state.js';

/** Analytics on add and remove is the caller's job; the reducer stays pure (`now` comes in the action). */
export type CartAction =
  | { type: 'ADD_TO_CART'; line: CartLine; now: number }
  | { type: 'REMOVE_FROM_CART'; index: number }
  | { type: 'UPDATE_ORDER_TYPE'; orderType: OrderType | null }
  | { type: 'UPDATE_RESTAURANT'; restaurantInfoId: number | null }
  | { type: 'UPDATE_CUSTOMER'; customer: Partial<CartCustomer> }
  | { type: 'UPDATE_SCHEDULE_TIME'; scheduleTime: string | null }
  | { type: 'UPDATE_TIP'; tipCents: number | null }
  | { type: 'UPDATE_SPECIAL_INSTRUCTIONS'; specialInstructions: string }
  | { type: 'UPDATE_TABLE_NAME'; tableName: string }
  | { type: 'ADD_FILES'; files: string[] }
  | { type: 'UPDATE_STATE'; deliveryAvailable: boolean }
  | { type: 'UPDATE_ORDER'; orderId?: number | null }
  | { type: 'CLEAR_CART' };

const IN_STORE_TYPES: readonly OrderType[] = ['DINE_IN', 'WALK_IN'];

/** True when moving between delivery-like (DELIVERY, PICK_UP) and in-store (DINE_IN, WALK_IN) types. */
export function isOrderTypeFamilyChange(from: OrderType | null, to: OrderType | null): boolean {
  if (from === null || to === null) {
    return false;
  }
  return IN_STORE_TYPES.includes(from) !== IN_STORE_TYPES.includes(to);
}

function addToCart(state: CartState, line: CartLine, now: number): CartState {
  let items = isCartFresh(state.lastEditTime, now) ? state.orderItems : [];
  const restaurantInfoId = state.restaurantInfoId ?? line.restaurantInfoId;
  if (restaurantInfoId !== line.restaurantInfoId) {
    items = [];
  }
  return {
    ...state,
    lastEditTime: now,
    restaurantInfoId: line.restaurantInfoId,
    orderItems: [...items, line],
  };
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'ADD_TO_CART':
      return addToCart(state, action.line, action.now);
    case 'REMOVE_FROM_CART':
      return { ...state, orderItems: state.orderItems.filter((_, index) => index !== action.index) };
    case 'UPDATE_ORDER_TYPE':
      return {
        ...state,
        orderType: action.orderType,
        orderItems: isOrderTypeFamilyChange(state.orderType, action.orderType) ? [] : state.orderItems,
      };
    case 'UPDATE_RESTAURANT':
      // Lines always belong to the cart's restaurant, so a different restaurant starts an empty cart.
      return {
        ...state,
        restaurantInfoId: action.restaurantInfoId,
        orderItems: action.restaurantInfoId === state.restaurantInfoId ? state.orderItems : [],
      };
    case 'UPDATE_CUSTOMER':
      return { ...state, customer: { ...state.customer, ...action.customer } };
    case 'UPDATE_SCHEDULE_TIME':
      return { ...state, scheduleTime: action.scheduleTime };
    case 'UPDATE_TIP':
      return { ...state, tipCents: Math.max(0, Math.round(action.tipCents ?? 0)) };
    case 'UPDATE_SPECIAL_INSTRUCTIONS':
      return { ...state, specialInstructions: filterSpecialInstructions(action.specialInstructions) };
    case 'UPDATE_TABLE_NAME':
      return { ...state, tableName: action.tableName };
    case 'ADD_FILES':
      return { ...state, files: [...action.files] };
    case 'UPDATE_STATE':
      return { ...state, deliveryAvailable: action.deliveryAvailable };
    case 'UPDATE_ORDER':
      return action.orderId === undefined ? { ...state } : { ...state, orderId: action.orderId };
    case 'CLEAR_CART':
      // After a placed order the diner's details stay; the order itself starts over.
      return { ...createEmptyCart(), customer: state.customer, orderType: state.orderType };
  }
}
