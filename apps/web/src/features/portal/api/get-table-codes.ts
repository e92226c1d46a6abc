import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getOwnerAccessToken } from '@/lib/owner-session';

export interface PrintableTableCode {
  /** '12' for a table; null for the walk-in code at the counter. */
  tableName: string | null;
  /** The page the QR code opens, `/in_store/{code}`; a table's code carries its signed token. */
  path: string;
}

export interface TableCodes {
  storeId: number;
  /** How many tables the codes are for: the count the owner last saved, 12 before any. */
  tableCount: number;
  /** The day the codes were signed, 'YYYY-MM-DD'. */
  issuedOn: string;
  codes: PrintableTableCode[];
}

/** GET /portal/stores/{storeId}/table-codes: the signed codes to print for the store's saved count (owners only). */
export async function getTableCodes(storeId: number, signal?: AbortSignal): Promise<TableCodes> {
  const answer = await apiClient.get<{ data: TableCodes }>(`/portal/stores/${storeId}/table-codes`, {
    accessToken: getOwnerAccessToken(),
    signal,
  });
  return answer.data;
}

export const useTableCodes = (storeId: number) =>
  useQuery(
    queryOptions({
      queryKey: ['portal', 'table-codes', storeId] as const,
      queryFn: ({ signal }) => getTableCodes(storeId, signal),
      staleTime: 10 * 60_000,
      meta: { silent: true },
    }),
  );
