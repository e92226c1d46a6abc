import type { CardEntry, DisplayLocale, OrderJsonInput, PaymentStatus } from '@orderlane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';
import { paymentProfilesQueryKey } from './get-user-payment-profiles';

export type PaymentSource = { card: CardEntry; saveCard: boolean } | { userPaymentProfileId: number };

export interface SendOrderInput {
  /** The calculated order: the orderjson that was priced, with the orderId the server gave it. */
  order: OrderJsonInput & { orderId: number };
  payment: PaymentSource;
  paymentStatus: PaymentStatus;
  locale: DisplayLocale;
}

export interface PlacedOrder {
  orderId: number;
  total: number;
}

interface SendOrderAnswer {
  status: number;
  message?: string;
  data?: PlacedOrder | null;
}

/** POST /sendOrderV2: charges and places the calculated order (at most once per orderId). */
export async function sendOrder(input: SendOrderInput): Promise<PlacedOrder> {
  const { payment } = input;
  const answer = await apiClient.post<SendOrderAnswer>('/sendOrderV2', {
    form: {
      creditCardInfo:
        'card' in payment ? payment.card : { userPaymentProfileId: payment.userPaymentProfileId },
      saveCard: 'card' in payment ? payment.saveCard : undefined,
      order: encodeURIComponent(JSON.stringify(input.order)),
      paymentstatus: input.paymentStatus,
      locale: input.locale,
    },
  });
  if (Number(answer.status) !== 200 || !answer.data) {
    throw new ApiError(Number(answer.status) || 500, answer.message ?? 'The order could not be placed.');
  }
  return answer.data;
}

export function useSendOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentProfilesQueryKey }),
  });
}
