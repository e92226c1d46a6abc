import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchOrder as searchOrderById } from '@/lib/api/search-order';
import { orderHistoryQueryKey, type HistorySession, type OrderSummary } from './search-order-history';

interface DetailFigures {
  subTotal?: number;
  subtotal?: number;
  deliveryFee: number;
  tax: number;
  convenienceFee: number;
  tip: number;
  discount: number;
  total: number;
}

export interface OrderDetailLine {
  id: number;
  name: string;
  cnName: string | null;
  quantity: number;
  price: number;
  subTotal: number;
  mOrderItem?: { price: number } | null;
  specialInstructions?: string | null;
  orderItemsOptions: { name: string; cnName: string | null; quantity: number; price: number }[];
}

/** Order detail, with the mOrder variant of the fee fields. */
export interface OrderDetail extends OrderSummary, DetailFigures {
  scheduleTime: string | null;
  orderItems: OrderDetailLine[];
  discountLabel?: string | null;
  mOrder?: DetailFigures | null;
}

/** The order's detail (POST /searchOrders?orderId=, shared with the tracking page); refused when none. */
export async function searchOrder(
  user: HistorySession,
  orderId: number,
  signal?: AbortSignal,
): Promise<OrderDetail> {
  const detail = await searchOrderById<OrderDetail>(user, orderId, signal);
  if (!detail) {
    throw new Error(`Order ${orderId} was not found.`);
  }
  return detail;
}

export const orderDetailQueryOptions = (user: HistorySession, orderId: number) =>
  queryOptions({
    queryKey: [...orderHistoryQueryKey, user.id, 'detail', orderId] as const,
    queryFn: ({ signal }) => searchOrder(user, orderId, signal),
    // A placed order does not change: loaded once per visit.
    staleTime: Infinity,
    meta: { silent: true },
  });

export const useOrderDetail = (user: HistorySession, orderId: number, isEnabled: boolean) =>
  useQuery({ ...orderDetailQueryOptions(user, orderId), enabled: isEnabled });
