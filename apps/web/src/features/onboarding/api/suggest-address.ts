import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface AddressSuggestion {
  description: string;
  fullThoroughfare: string;
  locality: string;
  administrativeAreaCode: string;
  postCode: string;
  latitude: number | null;
  longitude: number | null;
}

/** Suggestions start once more than 4 characters are typed. */
export const SUGGEST_AFTER_LENGTH = 4;

/** GET /address/suggest?text=: the maps service's suggestions for the restaurant's address. */
export async function suggestAddress(text: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  const answer = await apiClient.get<AddressSuggestion[]>('/address/suggest', {
    query: { text },
    signal,
    accessToken: null,
  });
  return Array.isArray(answer) ? answer : [];
}

export const useAddressSuggestions = (text: string) =>
  useQuery(
    queryOptions({
      queryKey: ['lite-address-suggestions', text] as const,
      queryFn: ({ signal }) => suggestAddress(text, signal),
      enabled: text.trim().length > SUGGEST_AFTER_LENGTH,
      staleTime: 5 * 60_000,
      placeholderData: keepPreviousData,
      meta: { silent: true },
    }),
  );
