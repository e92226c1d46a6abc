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
  /** The day the codes were signed, 'YYYY-MM-DD'. */
  issuedOn: string;
  codes: PrintableTableCode[];
}

/** GET /portal/stores/{storeId}/table-codes?tables=N: the signed codes to print (owners only). */
export async function getTableCodes(
  storeId: number,
  tables: number,
  signal?: AbortSignal,
): Promise<TableCodes> {
  const answer = await apiClient.get<{ data: TableCodes }>(`/portal/stores/${storeId}/table-codes`, {
    query: { tables },
    accessToken: getOwnerAccessToken(),
    signal,
  });
  return answer.data;
}

export const useTableCodes = (storeId: number, tables: number) =>
  useQuery(
    queryOptions({
      queryKey: ['portal', 'table-codes', storeId, tables] as const,
      queryFn: ({ signal }) => getTableCodes(storeId, tables, signal),
      staleTime: 10 * 60_000,
      meta: { silent: true },
    }),
  );
