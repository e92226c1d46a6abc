import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portalOrdersQueryKey } from '../api/get-portal-orders';
import { upsertOrder } from '../utils/board-columns';
import type { PortalOrder } from '../utils/portal-order';

/** Runs one state change and puts the changed order on the board at once (the event stream confirms it). */
export function useOrderTransition<TInput extends { orderId: number }>(
  storeId: number,
  change: (input: TInput) => Promise<PortalOrder | null>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (order) => {
      if (order) {
        queryClient.setQueryData<PortalOrder[]>(portalOrdersQueryKey(storeId), (orders) =>
          orders ? upsertOrder(orders, order) : orders,
        );
      }
    },
    // A refusal (already accepted in another tab) means the board is stale: fetch it again.
    onError: () => queryClient.invalidateQueries({ queryKey: portalOrdersQueryKey(storeId) }),
  });
}
