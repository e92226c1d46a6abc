import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** One of the maps service's suggestions (spec 000 and 001: fullThoroughfare, locality, state, ZIP). */
export interface AddressSuggestion {
  description: string;
  fullThoroughfare: string;
  locality: string;
  administrativeAreaCode: string;
  postCode: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Autocomplete starts once more than this many characters are typed: the diner's address dialog (spec 000) and
 * the Lite address input (spec 001). The address helper page keeps its own rule (it ignores messages under 4).
 */
export const AUTOCOMPLETE_AFTER_LENGTH = 4;

/** Whether a (trimmed) text is long enough for the autocomplete to ask the maps service. */
export const isAutocompleteText = (text: string) => text.trim().length > AUTOCOMPLETE_AFTER_LENGTH;

/** GET /address/suggest?text=: the maps service's suggestions; the call is public, so no token travels. */
export async function suggestAddresses(text: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  const answer = await apiClient.get<AddressSuggestion[] | { suggestions?: AddressSuggestion[] } | null>(
    '/address/suggest',
    { query: { text }, signal, accessToken: null },
  );
  return Array.isArray(answer) ? answer : (answer?.suggestions ?? []);
}

export const addressSuggestionsQueryOptions = (text: string, isSilent: boolean) =>
  queryOptions({
    queryKey: ['address-suggestions', text] as const,
    queryFn: ({ signal }) => suggestAddresses(text, signal),
    staleTime: 5 * 60_000,
    meta: { silent: isSilent },
  });

/**
 * The autocomplete's suggestions for a settled text, asked only past the threshold; the previous list stays while
 * the next loads. `isSilent` keeps a failure out of the toast (the Lite form shows none).
 */
export const useAddressSuggestions = (text: string, { isSilent = false }: { isSilent?: boolean } = {}) =>
  useQuery({
    ...addressSuggestionsQueryOptions(text, isSilent),
    enabled: isAutocompleteText(text),
    placeholderData: keepPreviousData,
  });
