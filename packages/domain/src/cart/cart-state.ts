import { z } from 'zod';
import { DEFAULT_DROP_OFF_OPTION } from '../input-rules/delivery-note.js';

export const CART_VERSION = '1.2.0';
export const CART_MAX_AGE_MS = 86_400_000;
export const ORDER_TYPES = ['DELIVERY', 'PICK_UP', 'DINE_IN', 'WALK_IN'] as const;
export const EMPTY_CART_MESSAGE = 'Sorry, your cart is empty. Please add items to your cart.';

export type OrderType = (typeof ORDER_TYPES)[number];
// Pure, so a bundle that only restores the cart (the store page) leaves zod out.
export const orderTypeSchema = /* @__PURE__ */ z.enum(ORDER_TYPES);

// The stored cart is checked by hand, not by zod, which would add ~25 KB gzip to the store page's first
// load. Each reader gives back the checked value, or undefined when the value does not fit.
type Read<T> = (value: unknown) => T | undefined;
type Checked<R> = R extends Read<infer T> ? T : never;

const int =
  (min: number, max = Number.MAX_SAFE_INTEGER): Read<number> =>
  (value) =>
    Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max
      ? (value as number)
      : undefined;
const anyInt = int(Number.MIN_SAFE_INTEGER);
const id = int(1);
const finite: Read<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const bool: Read<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);
const textOf =
  (maxLength: number): Read<string> =>
  (value) =>
    typeof value === 'string' && value.length <= maxLength ? value : undefined;
const text = textOf(500);
const oneOf =
  <const T extends string>(values: readonly T[]): Read<T> =>
  (value) =>
    values.includes(value as T) ? (value as T) : undefined;
const nullable =
  <T>(read: Read<T>): Read<T | null> =>
  (value) =>
    value === null ? null : read(value);

function arrayOf<T>(read: Read<T>, maxLength: number): Read<T[]> {
  return (value) => {
    if (!Array.isArray(value) || value.length > maxLength) {
      return undefined;
    }
    const items: T[] = [];
    for (const item of value) {
      const checked = read(item);
      if (checked === undefined) {
        return undefined;
      }
      items.push(checked);
    }
    return items;
  };
}

/** Every listed field must be present and fit; fields not listed are dropped. */
function objectOf<F extends Record<string, Read<unknown>>>(
  fields: F,
): Read<{ [K in keyof F]: Checked<F[K]> }> {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return undefined;
    }
    const checked: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(fields)) {
      const field = read((value as Record<string, unknown>)[key]);
      if (field === undefined) {
        return undefined;
      }
      checked[key] = field;
    }
    return checked as { [K in keyof F]: Checked<F[K]> };
  };
}

const readCartLineOption = objectOf({
  groupId: id,
  optionId: id,
  name: text,
  cnName: nullable(text),
  priceCents: anyInt,
  quantity: int(1, 999),
});
export type CartLineOption = Checked<typeof readCartLineOption>;

const readCartLine = objectOf({
  restaurantInfoId: id,
  /** Menu item id, or the deal id for a DEAL_ITEM line. */
  itemId: id,
  name: text,
  cnName: nullable(text),
  quantity: int(1, 99),
  /** Unit price with options; negative for a money-off deal. */
  priceCents: anyInt,
  mPriceCents: anyInt,
  options: arrayOf(readCartLineOption, 100),
  categoryId: nullable(id),
  categoryName: nullable(text),
  categoryCnName: nullable(text),
  specialInstructions: text,
  printerName: nullable(text),
  printable: bool,
  taxExempt: bool,
  orderItemType: oneOf(['ITEM', 'DEAL_ITEM']),
});
export type CartLine = Checked<typeof readCartLine>;

const readCartCustomer = objectOf({
  id: nullable(id),
  userId: nullable(id),
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
  addressChanged: bool,
});
export type CartCustomer = Checked<typeof readCartCustomer>;

const readCartState = objectOf({
  version: textOf(20),
  /** Epoch ms of the last ADD_TO_CART; null for a cart never added to. */
  lastEditTime: nullable(finite),
  restaurantInfoId: nullable(id),
  /** The calculated order's id, which makes placing it idempotent. */
  orderId: nullable(id),
  orderType: nullable(oneOf(ORDER_TYPES)),
  customer: readCartCustomer,
  /** Store-local 'YYYY-MM-DD HH:mm:ss'; null means ASAP. */
  scheduleTime: nullable(text),
  tipCents: int(0),
  specialInstructions: text,
  tableName: text,
  /** References to uploaded files (browser File objects cannot be stored locally). */
  files: arrayOf(text, 50),
  deliveryAvailable: bool,
  orderItems: arrayOf(readCartLine, 200),
});
export type CartState = Checked<typeof readCartState>;

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
  const cart = readCartState(stored);
  if (cart === undefined || !isCartVersionCurrent(cart.version)) {
    return createEmptyCart();
  }
  return isCartFresh(cart.lastEditTime, now) ? cart : { ...cart, orderItems: [] };
}
