import type { AddressSuggestion } from '@/lib/api/suggest-addresses';

type DescribedFields = Pick<
  AddressSuggestion,
  'description' | 'fullThoroughfare' | 'locality' | 'administrativeAreaCode' | 'postCode'
>;

/** 'line 1, line 2': the street line, then city, state and ZIP. */
export function toDescription(suggestion: DescribedFields): string {
  const line2 = [
    suggestion.locality,
    [suggestion.administrativeAreaCode, suggestion.postCode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const line1 = suggestion.fullThoroughfare || suggestion.description;
  return line2 === '' ? line1 : `${line1}, ${line2}`;
}
