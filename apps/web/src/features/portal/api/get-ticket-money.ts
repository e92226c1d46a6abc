import { useQuery } from '@tanstack/react-query';
import type { TicketMoneyKey } from '@orderlane/domain';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';

/** The ticket's money: signed lines (subtotal, discount, fees, tax, tip) that add up to `totalCents`. */
export interface TicketMoney {
  lines: { key: TicketMoneyKey; cents: number }[];
  totalCents: number;
}

/** GET /portal/orders/{orderId}/ticket: the kitchen ticket's data; the page prints its money lines. */
export async function getTicketMoney(orderId: number, signal?: AbortSignal): Promise<TicketMoney> {
  const answer = await apiClient.get<{ data: { money: TicketMoney } }>(`/portal/orders/${orderId}/ticket`, {
    accessToken: getOwnerAccessToken(),
    signal,
  });
  return answer.data.money;
}

export const useTicketMoney = (orderId: number) =>
  useQuery({
    queryKey: ['portal', 'ticket-money', orderId] as const,
    queryFn: ({ signal }) => getTicketMoney(orderId, signal),
    meta: { silent: true },
  });
