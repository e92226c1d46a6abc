import { apiClient } from '@/lib/api-client';

interface GeocoderSuggestion {
  description: string;
  fullThoroughfare: string;
  locality: string;
  administrativeAreaCode: string;
  postCode: string;
}

/** 'line 1, line 2': the street line, then city, state and ZIP. */
export function toDescription(suggestion: GeocoderSuggestion): string {
  const line2 = [
    suggestion.locality,
    [suggestion.administrativeAreaCode, suggestion.postCode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const line1 = suggestion.fullThoroughfare || suggestion.description;
  return line2 === '' ? line1 : `${line1}, ${line2}`;
}

/** The configured geocoder's suggestions for a text, as display descriptions. */
export async function suggestAddresses(text: string, signal?: AbortSignal): Promise<string[]> {
  const answer = await apiClient.get<GeocoderSuggestion[] | { suggestions: GeocoderSuggestion[] }>(
    '/address/suggest',
    { query: { text }, signal, accessToken: null },
  );
  const suggestions = Array.isArray(answer) ? answer : (answer?.suggestions ?? []);
  return suggestions.map(toDescription);
}
