import {
  SUGGEST_MIN_CHARACTERS,
  formatAddressLine,
  readSuggestOptions,
  type AddressQuery,
  type AddressSuggestion,
  type GeocodedAddress,
  type Geocoder,
  type SuggestOptions,
} from './geocoder.js';

/** The parts of a Mapbox Geocoding v6 feature this adapter reads. */
interface MapboxFeature {
  geometry?: { coordinates?: [number, number] };
  properties?: {
    feature_type?: string;
    name?: string;
    full_address?: string;
    context?: {
      address?: { name?: string };
      street?: { name?: string };
      place?: { name?: string };
      region?: { region_code?: string };
      postcode?: { name?: string };
    };
  };
}

export interface MapboxGeocoderOptions {
  accessToken: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Mapbox's limits on a forward search's text: 256 characters and 20 words. */
const MAX_QUERY_CHARACTERS = 256;
const MAX_QUERY_WORDS = 20;

/** Street-level addresses from a hosted maps service (Mapbox Geocoding v6, forward search): GEOCODER=mapbox. */
export class MapboxGeocoder implements Geocoder {
  readonly name = 'mapbox';
  private readonly baseUrl: string;
  private readonly fetchFn: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: MapboxGeocoderOptions) {
    if (!options.accessToken) {
      throw new Error('MapboxGeocoder needs an access token');
    }
    this.baseUrl = (options.baseUrl ?? 'https://api.mapbox.com').replace(/\/$/, '');
    this.fetchFn = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 5_000;
  }

  async geocode(query: AddressQuery | string): Promise<GeocodedAddress | null> {
    const text =
      typeof query === 'string'
        ? query
        : formatAddressLine({
            address: query.address ?? '',
            city: query.city ?? '',
            state: query.state ?? '',
            zip: query.zip ?? '',
          });
    if (!text.trim()) {
      return null;
    }
    const [feature] = await this.search(text, { limit: 1 });
    return feature ? toGeocodedAddress(feature) : null;
  }

  async suggest(text: string, options?: number | SuggestOptions): Promise<AddressSuggestion[]> {
    if (text.trim().length < SUGGEST_MIN_CHARACTERS) {
      return [];
    }
    const { limit, near } = readSuggestOptions(options);
    const features = await this.search(text, { limit, autocomplete: true, near });
    return features
      .map(toGeocodedAddress)
      .filter((found) => found !== null)
      .map(toSuggestion);
  }

  private async search(
    text: string,
    options: { limit: number; autocomplete?: boolean; near?: { latitude: number; longitude: number } | null },
  ): Promise<MapboxFeature[]> {
    const params = new URLSearchParams({
      q: text.trim().split(/\s+/).slice(0, MAX_QUERY_WORDS).join(' ').slice(0, MAX_QUERY_CHARACTERS),
      country: 'us',
      types: 'address,street,postcode,place',
      limit: String(options.limit),
      autocomplete: String(options.autocomplete ?? false),
      access_token: this.options.accessToken,
    });
    if (options.near) {
      params.set('proximity', `${options.near.longitude},${options.near.latitude}`);
    }
    const response = await this.fetchFn(`${this.baseUrl}/search/geocode/v6/forward?${params.toString()}`, {
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) {
      // The token never goes into the message: it is part of the URL only.
      throw new Error(`Geocoding provider answered HTTP ${response.status}`);
    }
    const body = (await response.json()) as { features?: MapboxFeature[] };
    return body.features ?? [];
  }
}

function toGeocodedAddress(feature: MapboxFeature): GeocodedAddress | null {
  const [longitude, latitude] = feature.geometry?.coordinates ?? [];
  const context = feature.properties?.context ?? {};
  if (latitude === undefined || longitude === undefined) {
    return null;
  }
  const parts = {
    address:
      context.address?.name ??
      (feature.properties?.feature_type === 'street' ? (context.street?.name ?? '') : ''),
    city: context.place?.name ?? '',
    state: context.region?.region_code ?? '',
    zip: context.postcode?.name ?? '',
  };
  const type = feature.properties?.feature_type;
  return {
    ...parts,
    latitude,
    longitude,
    formatted: feature.properties?.full_address ?? formatAddressLine(parts),
    precision: type === 'address' ? 'address' : type === 'postcode' ? 'zip' : 'city',
  };
}

function toSuggestion(found: GeocodedAddress): AddressSuggestion {
  return {
    description: formatAddressLine(found),
    fullThoroughfare: found.address,
    locality: found.city,
    administrativeAreaCode: found.state,
    postCode: found.zip,
    latitude: found.latitude,
    longitude: found.longitude,
  };
}
