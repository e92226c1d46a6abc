import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Mapbox's Geocoding v6 forward search (`GET /search/geocode/v6/forward`), for tests. It
 * refuses what Mapbox refuses: no or another access token (401), a missing, longer than 256 characters or 20 words
 * `q`, a `limit` outside 1-10, an unknown `types` entry, a `country` that is not a two-letter code, an `autocomplete`
 * other than true/false, a `proximity` that is not `longitude,latitude` (422), any other path or method (404).
 * It answers a GeoJSON FeatureCollection of the places whose address contains the query's words.
 */
export interface MapboxStandIn {
  url: string;
  accessToken: string;
  /** Every request: its query parameters and the status answered. */
  requests: { params: URLSearchParams; status: number }[];
  /** The environment a server needs to use this stand-in. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

export interface StandInPlace {
  featureType: 'address' | 'street' | 'postcode' | 'place';
  address: string;
  city: string;
  stateCode: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
}

const KNOWN_TYPES = new Set([
  'country',
  'region',
  'postcode',
  'district',
  'place',
  'locality',
  'neighborhood',
  'street',
  'address',
  'secondary_address',
  'block',
]);

export const STAND_IN_PLACES: StandInPlace[] = [
  {
    featureType: 'address',
    address: '233 South Wacker Drive',
    city: 'Chicago',
    stateCode: 'IL',
    state: 'Illinois',
    zip: '60606',
    latitude: 41.8789,
    longitude: -87.6359,
  },
  {
    featureType: 'address',
    address: '100 East Randolph Street',
    city: 'Chicago',
    stateCode: 'IL',
    state: 'Illinois',
    zip: '60601',
    latitude: 41.8846,
    longitude: -87.6247,
  },
];

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** Mapbox abbreviates nothing in its data; the stand-in reads the usual short forms as their long ones. */
const LONG_FORMS: Record<string, string> = {
  s: 'south',
  e: 'east',
  dr: 'drive',
  st: 'street',
  il: 'illinois',
};

function matches(place: StandInPlace, query: string): boolean {
  const haystack = new Set(
    words(`${place.address} ${place.city} ${place.state} ${place.stateCode} ${place.zip}`),
  );
  const wanted = words(query).map((word) => LONG_FORMS[word] ?? word);
  const last = wanted.at(-1) ?? '';
  // The last word may still be being typed (autocomplete).
  return (
    wanted.slice(0, -1).every((word) => haystack.has(word)) &&
    [...haystack].some((word) => word.startsWith(last))
  );
}

function toFeature(place: StandInPlace) {
  return {
    type: 'Feature',
    id: `dXJuOm1ieGFkcjo${place.zip}`,
    geometry: { type: 'Point', coordinates: [place.longitude, place.latitude] },
    properties: {
      mapbox_id: `dXJuOm1ieGFkcjo${place.zip}`,
      feature_type: place.featureType,
      full_address: `${place.address}, ${place.city}, ${place.state} ${place.zip}, United States`,
      name: place.address,
      coordinates: { longitude: place.longitude, latitude: place.latitude },
      context: {
        address: { name: place.address },
        street: { name: place.address.replace(/^\d+\s+/, '') },
        postcode: { name: place.zip },
        place: { name: place.city },
        region: { name: place.state, region_code: place.stateCode },
        country: { name: 'United States', country_code: 'US' },
      },
    },
  };
}

/** Why Mapbox would refuse these parameters (422), or null. */
export function parameterProblem(params: URLSearchParams): string | null {
  const q = params.get('q');
  if (!q) {
    return 'Missing required parameter: q';
  }
  if (q.length > 256 || q.trim().split(/\s+/).length > 20) {
    return 'Query too long';
  }
  const limit = params.get('limit');
  if (limit !== null && !/^(10|[1-9])$/.test(limit)) {
    return 'Limit must be an integer between 1 and 10';
  }
  const types = params.get('types');
  if (types !== null && !types.split(',').every((type) => KNOWN_TYPES.has(type))) {
    return `Type "${types}" is not a known type`;
  }
  const country = params.get('country');
  if (country !== null && !country.split(',').every((code) => /^[a-z]{2}$/i.test(code))) {
    return 'Country must be an ISO 3166 alpha 2 code';
  }
  const autocomplete = params.get('autocomplete');
  if (autocomplete !== null && autocomplete !== 'true' && autocomplete !== 'false') {
    return 'Autocomplete must be true or false';
  }
  const proximity = params.get('proximity');
  if (proximity !== null && proximity !== 'ip') {
    const [longitude, latitude, extra] = proximity.split(',').map(Number);
    const valid =
      extra === undefined &&
      Number.isFinite(longitude) &&
      Number.isFinite(latitude) &&
      Math.abs(longitude!) <= 180 &&
      Math.abs(latitude!) <= 90;
    if (!valid) {
      return 'Proximity must be longitude,latitude';
    }
  }
  return null;
}

export async function startMapboxStandIn({
  accessToken = 'pk.stand-in-token',
  places = STAND_IN_PLACES,
}: { accessToken?: string; places?: StandInPlace[] } = {}): Promise<MapboxStandIn> {
  const requests: MapboxStandIn['requests'] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const answer = (status: number, body: unknown) => {
      requests.push({ params: url.searchParams, status });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'GET' || url.pathname !== '/search/geocode/v6/forward') {
      return answer(404, { message: 'Not Found' });
    }
    if (url.searchParams.get('access_token') !== accessToken) {
      return answer(401, { message: 'Not Authorized - Invalid Token' });
    }
    const problem = parameterProblem(url.searchParams);
    if (problem) {
      return answer(422, { message: problem });
    }
    const limit = Number(url.searchParams.get('limit') ?? 5);
    const found = places.filter((place) => matches(place, url.searchParams.get('q') ?? '')).slice(0, limit);
    return answer(200, {
      type: 'FeatureCollection',
      features: found.map(toFeature),
      attribution: 'stand-in',
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    accessToken,
    requests,
    env: () => ({ GEOCODER: 'mapbox', MAPBOX_ACCESS_TOKEN: accessToken, MAPBOX_API_URL: url }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
