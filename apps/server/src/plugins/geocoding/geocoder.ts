export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** What a diner types, split into the spec's customer fields. */
export interface AddressQuery {
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}

export interface GeocodedAddress extends GeoPoint {
  address: string;
  city: string;
  state: string;
  zip: string;
  /** One line: '233 S Wacker Dr, Chicago, IL 60606'. */
  formatted: string;
  /** How closely the point matches: a street address, a ZIP centroid or a city centroid. */
  precision: 'address' | 'zip' | 'city';
}

/** An autocomplete entry with the maps service's field names. */
export interface AddressSuggestion extends GeoPoint {
  /** Two display lines joined by a comma. */
  description: string;
  fullThoroughfare: string;
  locality: string;
  administrativeAreaCode: string;
  postCode: string;
}

export interface SuggestOptions {
  limit?: number;
  /** Bias towards a place (the store being ordered from) when the text names no city or ZIP. */
  near?: GeoPoint | null;
}

/** The maps service behind one interface: the offline gazetteer by default, a real provider in production. */
export interface Geocoder {
  readonly name: string;
  /** The point of an address, or null when it cannot be found ('address is incorrect'). */
  geocode(query: AddressQuery | string): Promise<GeocodedAddress | null>;
  /** Up to `limit` (default 5, at most 10) completions; none for 4 characters or fewer. */
  suggest(text: string, options?: number | SuggestOptions): Promise<AddressSuggestion[]>;
}

/** The address dialog's autocomplete starts above 4 typed characters. */
export const SUGGEST_MIN_CHARACTERS = 5;
export const SUGGEST_DEFAULT_LIMIT = 5;
export const SUGGEST_MAX_LIMIT = 10;

/** `suggest(text, 3)` and `suggest(text, { limit: 3, near })` alike, the limit kept within 1..10. */
export function readSuggestOptions(options: number | SuggestOptions | undefined): {
  limit: number;
  near: GeoPoint | null;
} {
  const { limit = SUGGEST_DEFAULT_LIMIT, near = null } =
    typeof options === 'number' ? { limit: options } : (options ?? {});
  const whole = Number.isFinite(limit) ? Math.trunc(limit) : SUGGEST_DEFAULT_LIMIT;
  return { limit: Math.min(Math.max(1, whole), SUGGEST_MAX_LIMIT), near };
}

export function formatAddressLine(parts: {
  address: string;
  city: string;
  state: string;
  zip: string;
}): string {
  const place = [parts.city, [parts.state, parts.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [parts.address, place].filter(Boolean).join(', ');
}
