import type { DisplayLocale, OrderJsonInput } from '@orderlane/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
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

interface CalculateOrderAnswer {
  status: number;
  message?: string;
  data?: CalculatedOrder | null;
}

/** POST /calculateOrder with the cart as `orderjson`: the server prices everything. */
export async function calculateOrder(
  order: OrderJsonInput,
  locale: DisplayLocale,
  signal?: AbortSignal,
): Promise<CalculatedOrder> {
  const answer = await apiClient.post<CalculateOrderAnswer>('/calculateOrder', {
    form: { orderjson: order, locale },
    signal,
  });
  if (Number(answer.status) !== 200 || !answer.data) {
    throw new ApiError(Number(answer.status) || 500, answer.message ?? 'The order could not be calculated.');
  }
  return answer.data;
}

/** Keyed on everything sent, so each change asks again and only the newest inputs' answer is shown. */
export const calculateOrderQueryOptions = (order: OrderJsonInput | null, locale: DisplayLocale) =>
  queryOptions({
    queryKey: ['calculate-order', locale, order] as const,
    queryFn: ({ signal }) => calculateOrder(order as OrderJsonInput, locale, signal),
    enabled: order !== null,
    // The previous figures stay on screen while the next answer is on its way (no flicker).
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    gcTime: 60_000,
    retry: false,
    meta: { silent: true },
  });

export const useCalculateOrder = (order: OrderJsonInput | null, locale: DisplayLocale) =>
  useQuery(calculateOrderQueryOptions(order, locale));
