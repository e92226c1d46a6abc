import { z } from 'zod';
import { DEFAULT_DROP_OFF_OPTION } from '../input-rules/delivery-note.js';

export const CART_VERSION = '1.2.0';
export const CART_MAX_AGE_MS = 86_400_000;
export const ORDER_TYPES = ['DELIVERY', 'PICK_UP', 'DINE_IN', 'WALK_IN'] as const;
export const EMPTY_CART_MESSAGE = 'Sorry, your cart is empty. Please add items to your cart.';

export const orderTypeSchema = z.enum(ORDER_TYPES);
export type OrderType = z.infer<typeof orderTypeSchema>;

const text = z.string().max(500);
const id = z.number().int().positive();

export const cartLineOptionSchema = z.object({
  groupId: id,
  optionId: id,
  name: text,
  cnName: text.nullable(),
  priceCents: z.number().int(),
  quantity: z.number().int().min(1).max(999),
});
export type CartLineOption = z.infer<typeof cartLineOptionSchema>;

export const cartLineSchema = z.object({
  restaurantInfoId: id,
  /** Menu item id, or the deal id for a DEAL_ITEM line. */
  itemId: id,
  name: text,
  cnName: text.nullable(),
  quantity: z.number().int().min(1).max(99),
  /** Unit price with options; negative for a money-off deal. */
  priceCents: z.number().int(),
  mPriceCents: z.number().int(),
  options: z.array(cartLineOptionSchema).max(100),
  categoryId: id.nullable(),
  categoryName: text.nullable(),
  categoryCnName: text.nullable(),
  specialInstructions: text,
  printerName: text.nullable(),
  printable: z.boolean(),
  taxExempt: z.boolean(),
  orderItemType: z.enum(['ITEM', 'DEAL_ITEM']),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartCustomerSchema = z.object({
  id: id.nullable(),
  userId: id.nullable(),
  phoneNumber: text,
  firstName: text,
  lastName: text,
  email: text,
  address: text,
  address2: text,
  city: text,
  state: text,
  zip: text,
  note: text,
  addressChanged: z.boolean(),
});
export type CartCustomer = z.infer<typeof cartCustomerSchema>;

export const cartStateSchema = z.object({
  version: z.string().max(20),
  /** Epoch ms of the last ADD_TO_CART; null for a cart never added to. */
  lastEditTime: z.number().nullable(),
  restaurantInfoId: id.nullable(),
  /** The calculated order's id, which makes placing it idempotent. */
  orderId: id.nullable(),
  orderType: orderTypeSchema.nullable(),
  customer: cartCustomerSchema,
  /** Store-local 'YYYY-MM-DD HH:mm:ss'; null means ASAP. */
  scheduleTime: text.nullable(),
  tipCents: z.number().int().min(0),
  specialInstructions: text,
  tableName: text,
  /** References to uploaded files (browser File objects cannot be stored locally). */
  files: z.array(text).max(50),
  deliveryAvailable: z.boolean(),
  orderItems: z.array(cartLineSchema).max(200),
});
export type CartState = z.infer<typeof cartStateSchema>;

export function createEmptyCustomer(): CartCustomer {
  return {
    id: null,
    userId: null,
    phoneNumber: '',
    firstName: '',
    lastName: '',
    email: '',
    address: '',
    address2: '',
    city: '',
    state: '',
    zip: '',
    note: DEFAULT_DROP_OFF_OPTION,
    addressChanged: false,
  };
}

export function createEmptyCart(): CartState {
  return {
    version: CART_VERSION,
    lastEditTime: null,
    restaurantInfoId: null,
    orderId: null,
    orderType: null,
    customer: createEmptyCustomer(),
    scheduleTime: null,
    tipCents: 0,
    specialInstructions: '',
    tableName: '',
    files: [],
    deliveryAvailable: false,
    orderItems: [],
  };
}

function majorMinor(version: string): string {
  return version.split('.').slice(0, 2).join('.');
}

export function isCartVersionCurrent(version: unknown): boolean {
  return typeof version === 'string' && majorMinor(version) === majorMinor(CART_VERSION);
}

export function isCartFresh(lastEditTime: number | null | undefined, now: number): boolean {
  return typeof lastEditTime === 'number' && now - lastEditTime <= CART_MAX_AGE_MS;
}

/** A stored cart is reused only with version 1.2.x and an edit within the last 24 hours. */
export function isStoredCartUsable(
  stored: { version?: string | null; lastEditTime?: number | null },
  now: number,
): boolean {
  return isCartVersionCurrent(stored.version) && isCartFresh(stored.lastEditTime, now);
}

/** The cart to start from: fresh on a wrong version or bad data, emptied when stale. */
export function restoreCart(stored: unknown, now: number): CartState {
  const parsed = cartStateSchema.safeParse(stored);
  if (!parsed.success || !isCartVersionCurrent(parsed.data.version)) {
    return createEmptyCart();
  }
  return isCartFresh(parsed.data.lastEditTime, now) ? parsed.data : { ...parsed.data, orderItems: [] };
}
