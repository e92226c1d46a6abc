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

/** Autocomplete starts above 4 typed characters. */
export const AUTOCOMPLETE_MIN_LENGTH = 5;

// The geocoder's address; the only place that knows it.
const SUGGEST_PATH = '/address/suggest';

export async function suggestAddress(text: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  const answer = await apiClient.get<AddressSuggestion[] | { suggestions: AddressSuggestion[] }>(
    SUGGEST_PATH,
    {
      query: { text },
      signal,
    },
  );
  return Array.isArray(answer) ? answer : (answer?.suggestions ?? []);
}

export const addressSuggestionsQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['address-suggestions', text] as const,
    queryFn: ({ signal }) => suggestAddress(text, signal),
    staleTime: 5 * 60_000,
  });

export const useAddressSuggestions = (text: string) =>
  useQuery({
    ...addressSuggestionsQueryOptions(text),
    enabled: text.trim().length >= AUTOCOMPLETE_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
