import type { DisplayLocale, OrderJsonInput } from '@orderlane/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';
import type { CalculatedLine } from '@/lib/order-calls';
import { getOwnerAccessToken } from '@/lib/owner-session';

/** What the phone checkout shows of a priced order, in dollars. */
export interface PricedPhoneOrder {
  submittable: boolean;
  message?: string | null;
  orderId: number | null;
  subTotal: number;
  tax: number;
  deliveryFee: number;
  convenienceFee: number;
  tip: number;
  discount: number;
  total: number;
  amountDue?: number;
  /** The priced lines, as the checkout lists them. */
  orderItems?: CalculatedLine[];
  mOrder: {
    subtotal: number;
    tax: number;
    deliveryFee: number;
    convenienceFee: number;
    tip: number;
    total: number;
    amountDue?: number;
  };
}

/** POST /staff/stores/{id}/calculateOrder: priced by the server, recorded as a pending phone order. */
export async function calculatePhoneOrder(
  storeId: number,
  order: OrderJsonInput,
  locale: DisplayLocale,
  signal?: AbortSignal,
) {
  const answer = await apiClient.post<{ status: number; message?: string; data?: PricedPhoneOrder }>(
    `/staff/stores/${storeId}/calculateOrder`,
    { form: { orderjson: order, locale }, accessToken: getOwnerAccessToken(), signal },
  );
  if (!answer.data) {
    throw new ApiError(500, answer.message ?? 'The order could not be priced.');
  }
  return answer.data;
}

export const usePhoneOrderPrice = (storeId: number, order: OrderJsonInput | null, locale: DisplayLocale) =>
  useQuery({
    queryKey: ['phone-order-price', storeId, locale, order] as const,
    queryFn: ({ signal }) => calculatePhoneOrder(storeId, order as OrderJsonInput, locale, signal),
    enabled: order !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
