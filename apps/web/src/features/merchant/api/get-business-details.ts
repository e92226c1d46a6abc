import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** What the server found about a restaurant from its name and ZIP; '' where nothing is known. */
export interface BusinessDetails {
  title: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip: string;
}

/** GET /onboarding/businessDetails?name=&zip=: the finish flow's pre-fill (404 when the ZIP is unknown). */
export async function getBusinessDetails(
  input: { name: string; zip: string },
  accessToken: string,
  signal?: AbortSignal,
): Promise<BusinessDetails> {
  const answer = await apiClient.get<{ data: BusinessDetails }>('/onboarding/businessDetails', {
    query: input,
    accessToken,
    signal,
  });
  return answer.data;
}

export const useBusinessDetails = (input: { name: string; zip: string }, accessToken: string) =>
  useQuery(
    queryOptions({
      queryKey: ['business-details', input.name, input.zip] as const,
      queryFn: ({ signal }) => getBusinessDetails(input, accessToken, signal),
      staleTime: Infinity,
      retry: false,
      meta: { silent: true },
    }),
  );
