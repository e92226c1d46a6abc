import type { CardEntry, DisplayLocale, OrderJsonInput } from '@orderlane/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';

export interface SendPhoneOrderInput {
  storeId: number;
  order: OrderJsonInput & { orderId: number };
  /** A typed card, or null when the customer pays in store. */
  card: CardEntry | null;
  locale: DisplayLocale;
}

/** POST /staff/stores/{id}/sendOrder: charges the typed card (or leaves it to the store) and places it once. */
export async function sendPhoneOrder({ storeId, order, card, locale }: SendPhoneOrderInput) {
  const answer = await apiClient.post<{ data: { orderId: number; total: number } }>(
    `/staff/stores/${storeId}/sendOrder`,
    {
      form: {
        order: encodeURIComponent(JSON.stringify(order)),
        paymentstatus: card ? 'CREDIT' : 'CASH',
        creditCardInfo: card ?? undefined,
        locale,
      },
      accessToken: getOwnerAccessToken(),
    },
  );
  return answer.data;
}

export const useSendPhoneOrder = () => useMutation({ mutationFn: sendPhoneOrder });
