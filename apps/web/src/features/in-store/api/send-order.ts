import type { DisplayLocale, OrderJsonInput } from '@orderlane/domain';
import { apiClient } from '@/lib/api-client';

interface SendOrderAnswer {
  status: number;
  message: string;
  data: { orderId: number; total: number };
}

/** POST /sendOrderV2 for an in-store order: the calculated order (URL-encoded JSON), no card, paid CASH. */
export async function sendInStoreOrder(
  order: OrderJsonInput,
  session: { userId: number; accessToken: string; locale: DisplayLocale },
): Promise<SendOrderAnswer> {
  return apiClient.post<SendOrderAnswer>('/sendOrderV2', {
    form: {
      order: encodeURIComponent(JSON.stringify(order)),
      creditCardInfo: '{}',
      paymentstatus: 'CASH',
      userId: session.userId,
      locale: session.locale,
    },
    accessToken: session.accessToken,
  });
}
