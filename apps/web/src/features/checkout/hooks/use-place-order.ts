import type { DisplayLocale, OrderJsonInput } from '@orderlane/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import type { CalculatedOrder, PlacedOrder } from '@/lib/order-calls';
import { useSendOrder, type PaymentSource } from '../api/send-order';

export interface PlaceOrderInput {
  /** The orderjson the shown answer priced, and that answer. */
  pricedOrder: OrderJsonInput | null;
  priced: CalculatedOrder | null;
  payment: PaymentSource | null;
  locale: DisplayLocale;
  /** A refused order is priced again so the next try carries a fresh order id. */
  recalculate: () => void;
  onPlaced: (placed: PlacedOrder) => void;
}

/** Sends the priced order once: a second click while it is on its way does nothing. */
export function usePlaceOrder({
  pricedOrder,
  priced,
  payment,
  locale,
  recalculate,
  onPlaced,
}: PlaceOrderInput) {
  const { t } = useTranslation();
  const send = useSendOrder();
  const isSending = useRef(false);
  const [sendError, setSendError] = useState<string | null>(null);

  const placeOrder = () => {
    if (isSending.current || !priced?.orderId || !pricedOrder || !payment) {
      return;
    }
    isSending.current = true;
    setSendError(null);
    send.mutate(
      { order: { ...pricedOrder, orderId: priced.orderId }, payment, paymentStatus: 'CREDIT', locale },
      {
        onSuccess: onPlaced,
        onError: (error) => {
          setSendError(error instanceof ApiError ? error.message : t('checkout.sendFailed'));
          recalculate();
        },
        onSettled: () => {
          isSending.current = false;
        },
      },
    );
  };

  return { placeOrder, isSending: send.isPending, sendError };
}
