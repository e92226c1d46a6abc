import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface TaxRateEstimate {
  zip: string;
  /** The state whose base sales tax rate this is; city, county and restaurant taxes are not in it. */
  state: string;
  /** A fraction: 0.1025 is 10.25%. */
  taxRate: number;
}

/** GET /onboarding/taxRate?zip=: the sales tax rate to pre-fill (404 when the ZIP is unknown). */
export async function getTaxRate(
  zip: string,
  accessToken: string,
  signal?: AbortSignal,
): Promise<TaxRateEstimate> {
  const answer = await apiClient.get<{ data: TaxRateEstimate }>('/onboarding/taxRate', {
    query: { zip },
    accessToken,
    signal,
  });
  return answer.data;
}

export const useTaxRate = (zip: string, accessToken: string) =>
  useQuery(
    queryOptions({
      queryKey: ['tax-rate', zip] as const,
      queryFn: ({ signal }) => getTaxRate(zip, accessToken, signal),
      staleTime: Infinity,
      retry: false,
      meta: { silent: true },
    }),
  );
