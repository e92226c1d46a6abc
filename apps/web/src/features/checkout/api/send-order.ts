import type { CardEntry, DisplayLocale, OrderJsonInput, PaymentStatus } from '@orderlane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postSendOrder, type PlacedOrder } from '@/lib/order-calls';
import { paymentProfilesQueryKey } from './get-user-payment-profiles';

export type PaymentSource = { card: CardEntry; saveCard: boolean } | { userPaymentProfileId: number };

export interface SendOrderInput {
  /** The calculated order: the orderjson that was priced, with the orderId the server gave it. */
  order: OrderJsonInput & { orderId: number };
  payment: PaymentSource;
  paymentStatus: PaymentStatus;
  locale: DisplayLocale;
}

/** POST /sendOrderV2 from the checkout: charges the card or saved card and places the order. */
export function sendOrder(input: SendOrderInput): Promise<PlacedOrder> {
  const { payment } = input;
  return postSendOrder(
    input.order,
    {
      paymentStatus: input.paymentStatus,
      creditCardInfo:
        'card' in payment ? payment.card : { userPaymentProfileId: payment.userPaymentProfileId },
      ...('card' in payment ? { saveCard: payment.saveCard } : {}),
    },
    { locale: input.locale },
  );
}

export function useSendOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentProfilesQueryKey }),
  });
}
