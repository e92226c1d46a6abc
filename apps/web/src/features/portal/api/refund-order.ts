import type { RejectReason } from '@orderlane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';
import type { PortalOrderDetail } from '../utils/portal-order-detail';
import { portalOrderDetailQueryKey } from './get-portal-order-detail';
import { portalOrdersQueryKey } from './get-portal-orders';
import { portalOrderSearchQueryKey } from './search-portal-orders';

export type RefundOrderInput =
  | { orderId: number; amount: string; lines?: undefined; reason: string }
  | { orderId: number; amount?: undefined; lines: number[]; reason: string };

/** POST /portal/orders/{orderId}/refund: `amount` in dollars or `lines`, and a reason; never more than charged. */
export async function refundOrder(input: RefundOrderInput) {
  const answer = await apiClient.post<{
    data: { refund: { id: number; amount: number; status: string }; order: PortalOrderDetail };
  }>(`/portal/orders/${input.orderId}/refund`, {
    form: input.lines
      ? { lines: input.lines.join(','), reason: input.reason }
      : { amount: input.amount, reason: input.reason },
    accessToken: getOwnerAccessToken(),
  });
  return answer.data;
}

export interface CancelOrderInput {
  orderId: number;
  reason: RejectReason;
  note: string;
}

/** POST /portal/orders/{orderId}/cancel: ends an accepted order; what is still charged goes back to the card. */
export async function cancelOrder(input: CancelOrderInput) {
  const answer = await apiClient.post<{ data: PortalOrderDetail }>(`/portal/orders/${input.orderId}/cancel`, {
    form: { reason: input.reason, note: input.note },
    accessToken: getOwnerAccessToken(),
  });
  return answer.data;
}

/** After a refund or cancel (or a refusal: the order changed), the detail, the search and the board read again. */
function useRefresh(storeId: number) {
  const queryClient = useQueryClient();
  return (order: PortalOrderDetail | null, orderId: number) => {
    if (order) {
      queryClient.setQueryData(portalOrderDetailQueryKey(orderId), order);
    } else {
      void queryClient.invalidateQueries({ queryKey: portalOrderDetailQueryKey(orderId) });
    }
    void queryClient.invalidateQueries({ queryKey: portalOrderSearchQueryKey(storeId) });
    void queryClient.invalidateQueries({ queryKey: portalOrdersQueryKey(storeId) });
  };
}

export function useRefundOrder(storeId: number) {
  const refresh = useRefresh(storeId);
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: (answer, input) => refresh(answer.order, input.orderId),
    onError: (_error, input) => refresh(null, input.orderId),
  });
}

export function useCancelOrder(storeId: number) {
  const refresh = useRefresh(storeId);
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order, input) => refresh(order, input.orderId),
    onError: (_error, input) => refresh(null, input.orderId),
  });
}
