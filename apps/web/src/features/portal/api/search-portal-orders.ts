import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';
import type { PortalOrderSearchPage } from '../utils/portal-order-detail';

export interface OrderSearchInput {
  storeId: number;
  /** Order number, phone or name; empty for every order. */
  q: string;
  /** Store-local 'YYYY-MM-DD', both ends included; empty for no bound. */
  from: string;
  to: string;
  page: number;
}

/** GET /portal/orders/search: one page of the store's orders matching the search, newest first. */
export async function searchPortalOrders(input: OrderSearchInput, signal?: AbortSignal) {
  const answer = await apiClient.get<{ data: PortalOrderSearchPage }>('/portal/orders/search', {
    query: {
      storeId: input.storeId,
      q: input.q || undefined,
      from: input.from || undefined,
      to: input.to || undefined,
      page: input.page,
      pageSize: 20,
    },
    accessToken: getOwnerAccessToken(),
    signal,
  });
  return answer.data;
}

export const portalOrderSearchQueryKey = (storeId: number) => ['portal', 'order-search', storeId] as const;

export const usePortalOrderSearch = (input: OrderSearchInput) =>
  useQuery(
    queryOptions({
      queryKey: [...portalOrderSearchQueryKey(input.storeId), input] as const,
      queryFn: ({ signal }) => searchPortalOrders(input, signal),
      placeholderData: keepPreviousData,
      meta: { silent: true },
    }),
  );
