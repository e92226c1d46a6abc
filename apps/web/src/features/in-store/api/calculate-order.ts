import type { DisplayLocale, OrderJsonInput } from '@orderlane/domain';
import { apiClient } from '@/lib/api-client';

/** The calculated order of 000 §3 (money in dollars), as far as the in-store page reads it. */
export interface CalculatedOrder {
  submittable: boolean;
  orderId: number | null;
  message?: string | null;
  total?: number | null;
}

interface CalculateOrderAnswer {
  status: number;
  message: string;
  data: CalculatedOrder;
}

/** POST /calculateOrder with `orderjson`: the server prices the order and gives it an orderId. */
export async function calculateOrder(
  order: OrderJsonInput,
  session: { userId: number; accessToken: string; locale: DisplayLocale },
): Promise<CalculateOrderAnswer> {
  return apiClient.post<CalculateOrderAnswer>('/calculateOrder', {
    form: { orderjson: order, userId: session.userId, locale: session.locale },
    accessToken: session.accessToken,
  });
}
