import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';

/** A deal as the portal reads it: dollars (price > 0 a price, < 0 money off, 0 free), store-local dates. */
export interface PortalDeal {
  id: number;
  name: string;
  cnName: string | null;
  price: number;
  /** 'YYYY-MM-DD HH:mm:ss' */
  startDate: string;
  /** null: runs until the owner ends it. */
  endDate: string | null;
  subTotal: number;
  printerName: string | null;
}

/** A deal as its form sends it; numbers and dates as typed, for the server to check and explain. */
export interface DealChanges {
  name: string;
  cnName: string;
  price: string;
  startDate: string;
  endDate: string;
  subTotal: string;
}

const auth = () => ({ accessToken: getOwnerAccessToken() });
const base = (storeId: number) => `/portal/stores/${storeId}/deals`;

export const dealsQueryKey = (storeId: number) => ['portal-deals', storeId] as const;

/** GET /portal/stores/{storeId}/deals: every deal, past and future. */
export async function getDeals(storeId: number, signal?: AbortSignal): Promise<PortalDeal[]> {
  const answer = await apiClient.get<{ data: { deals: PortalDeal[] } }>(base(storeId), { ...auth(), signal });
  return answer.data.deals;
}

export const useDeals = (storeId: number) =>
  useQuery(
    queryOptions({
      queryKey: dealsQueryKey(storeId),
      queryFn: ({ signal }) => getDeals(storeId, signal),
      meta: { silent: true },
    }),
  );

/** Saves (dealId null: creates) or deletes a deal; the list is read again once the call settles. */
export function useDealChange(storeId: number) {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: dealsQueryKey(storeId) });
  const save = useMutation({
    mutationFn: ({ dealId, changes }: { dealId: number | null; changes: DealChanges }) =>
      apiClient.post<{ data: { id: number } }>(
        dealId === null ? base(storeId) : `${base(storeId)}/${dealId}`,
        {
          ...auth(),
          form: { ...changes },
        },
      ),
    onSettled,
    meta: { silent: true },
  });
  const remove = useMutation({
    mutationFn: (dealId: number) =>
      apiClient.delete<{ data: { id: number } }>(`${base(storeId)}/${dealId}`, auth()),
    onSettled,
    meta: { silent: true },
  });
  return { save, remove };
}
