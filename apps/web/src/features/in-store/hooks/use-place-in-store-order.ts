import type { CartState, DisplayLocale } from '@orderlane/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { calculateOrder } from '../api/calculate-order';
import { sendInStoreOrder } from '../api/send-order';
import { toInStoreOrderJson, type InStoreDiner } from '../utils/in-store-order';

// 000 §8: a calculated order that is not submittable.
export const NOT_SUBMITTABLE_MESSAGE = 'Your order cannot be submitted at this time.';

export interface PlaceInStoreOrderInput {
  cart: CartState;
  diner: InStoreDiner;
  accessToken: string;
  locale: DisplayLocale;
}

/** Prices the in-store cart (calculateOrder), then places it paid in store (sendOrderV2, CASH). */
export async function placeInStoreOrder({ cart, diner, accessToken, locale }: PlaceInStoreOrderInput) {
  const session = { userId: diner.id, accessToken, locale };
  const order = toInStoreOrderJson(cart, diner);
  const calculated = await calculateOrder(order, session);
  if (!calculated.data?.submittable || !calculated.data.orderId) {
    throw new ApiError(409, calculated.data?.message || calculated.message || NOT_SUBMITTABLE_MESSAGE);
  }
  const sent = await sendInStoreOrder({ ...order, orderId: calculated.data.orderId }, session);
  return sent.data;
}

export const usePlaceInStoreOrder = () => useMutation({ mutationFn: placeInStoreOrder });
