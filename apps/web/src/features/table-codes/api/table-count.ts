import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';

/** The signed codes for the saved count, as GET /portal/stores/{storeId}/table-codes answers them. */
export interface SavedTableCodes {
  storeId: number;
  tableCount: number;
  issuedOn: string;
  codes: { tableName: string | null; path: string }[];
}

/** The query the table-codes page reads: the codes for the store's saved count. */
export const tableCodesQueryKey = (storeId: number) => ['portal', 'table-codes', storeId] as const;

/** POST /portal/stores/{storeId}/table-codes {tables}: keeps the count and answers its codes (400 with the rule). */
export async function saveTableCount(storeId: number, tables: number): Promise<SavedTableCodes> {
  const answer = await apiClient.post<{ data: SavedTableCodes }>(`/portal/stores/${storeId}/table-codes`, {
    json: { tables },
    accessToken: getOwnerAccessToken(),
  });
  return answer.data;
}

export function useSaveTableCount(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tables: number) => saveTableCount(storeId, tables),
    onSuccess: (saved) => queryClient.setQueryData(tableCodesQueryKey(storeId), saved),
    meta: { silent: true },
  });
}
