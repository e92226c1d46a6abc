import { apiClient } from '@/lib/api-client';

/** Whose order: the signed-in diner's id and token. */
export interface OrderSearchSession {
  id: number;
  accessToken: string;
}

/**
 * POST /searchOrders?orderId=: the diner's order as the server has it now (the first entry of the answer), or
 * undefined when the answer holds none. Each page reads the fields it shows from it (`W` is that view).
 */
export async function searchOrder<W>(
  user: OrderSearchSession,
  orderId: number,
  signal?: AbortSignal,
): Promise<W | undefined> {
  const orders = await apiClient.post<W[]>('/searchOrders', {
    // The spec's query is the order id alone: the token goes in the Authorization header (the server refuses
    // tokens in addresses outside the two calls whose spec puts them there).
    query: { orderId, userId: user.id },
    accessToken: user.accessToken,
    signal,
  });
  return Array.isArray(orders) ? orders[0] : undefined;
}
