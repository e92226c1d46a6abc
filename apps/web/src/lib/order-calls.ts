import type { DisplayLocale, OrderJsonInput } from '@orderlane/domain';
import { ApiError, apiClient } from '@/lib/api-client';

/** Figures of 000 §3 Calculated order, in dollars; `mOrder` holds the marketplace figures English diners see. */
export interface CalculatedFigures {
  subTotal: number;
  convenienceFee: number;
  deliveryFee: number;
  tax: number;
  tip: number;
  discount: number;
  total: number;
  amountDue?: number;
}

export interface CalculatedLine {
  itemId: number;
  name: string;
  cnName: string | null;
  quantity: number;
  price: number;
  mOrderItem?: { price: number } | null;
  specialInstructions?: string | null;
  orderItemsOptions: { name: string; cnName: string | null; quantity: number; price: number }[];
}

export interface CalculatedOrder extends CalculatedFigures {
  submittable: boolean;
  message?: string | null;
  orderId: number | null;
  mOrder: Omit<CalculatedFigures, 'subTotal'> & { subtotal: number; reward?: number };
  orderItems?: CalculatedLine[];
}

export interface PlacedOrder {
  orderId: number;
  total: number;
}

/** Whose call it is: the signed-in diner by default, or an explicit token (null for none). */
interface CallOptions {
  locale: DisplayLocale;
  accessToken?: string | null;
  signal?: AbortSignal;
}

interface Answer<T> {
  status: number | string;
  message?: string;
  data?: T | null;
}

/** The data of a `{status, message, data}` answer; any other status is an ApiError with the server's sentence. */
function dataOf<T>(answer: Answer<T>, fallback: string): T {
  if (Number(answer.status) !== 200 || !answer.data) {
    throw new ApiError(Number(answer.status) || 500, answer.message ?? fallback);
  }
  return answer.data;
}

const withToken = (options: CallOptions) =>
  options.accessToken === undefined ? {} : { accessToken: options.accessToken };

/** POST /calculateOrder with the cart as `orderjson`: the server prices everything and gives it an orderId. */
export async function postCalculateOrder(
  order: OrderJsonInput,
  options: CallOptions,
): Promise<CalculatedOrder> {
  const answer = await apiClient.post<Answer<CalculatedOrder>>('/calculateOrder', {
    form: { orderjson: order, locale: options.locale },
    signal: options.signal,
    ...withToken(options),
  });
  return dataOf(answer, 'The order could not be calculated.');
}

/** POST /sendOrderV2: places the calculated order (URL-encoded JSON) at most once per orderId. */
export async function postSendOrder(
  order: OrderJsonInput & { orderId: number },
  payment: { paymentStatus: 'CREDIT' | 'CASH'; creditCardInfo: object | '{}'; saveCard?: boolean },
  options: CallOptions,
): Promise<PlacedOrder> {
  const answer = await apiClient.post<Answer<PlacedOrder>>('/sendOrderV2', {
    form: {
      order: encodeURIComponent(JSON.stringify(order)),
      creditCardInfo: payment.creditCardInfo,
      saveCard: payment.saveCard,
      paymentstatus: payment.paymentStatus,
      locale: options.locale,
    },
    ...withToken(options),
  });
  return dataOf(answer, 'The order could not be placed.');
}
