import type { CartState, DisplayLocale } from '@orderlane/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { postCalculateOrder, postSendOrder } from '@/lib/order-calls';
import { toInStoreOrderJson, type InStoreDiner, type InStoreProof } from '../utils/in-store-order';

// 000 §8: a calculated order that is not submittable.
export const NOT_SUBMITTABLE_MESSAGE = 'Your order cannot be submitted at this time.';

export interface PlaceInStoreOrderInput {
  cart: CartState;
  diner: InStoreDiner;
  accessToken: string;
  locale: DisplayLocale;
  /** The table's (dine-in) or the counter's (walk-in) signed token the server checks, and the device position. */
  proof: InStoreProof;
}

/** Prices the in-store cart (calculateOrder), then places it paid in store (sendOrderV2, CASH, no card). */
export async function placeInStoreOrder({ cart, diner, accessToken, locale, proof }: PlaceInStoreOrderInput) {
  const options = { locale, accessToken };
  const order = toInStoreOrderJson(cart, diner, proof);
  const calculated = await postCalculateOrder(order, options);
  if (!calculated.submittable || !calculated.orderId) {
    throw new ApiError(409, calculated.message || NOT_SUBMITTABLE_MESSAGE);
  }
  return postSendOrder(
    { ...order, orderId: calculated.orderId },
    { paymentStatus: 'CASH', creditCardInfo: '{}' },
    options,
  );
}

export const usePlaceInStoreOrder = () => useMutation({ mutationFn: placeInStoreOrder });
